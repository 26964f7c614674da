//! The examples gallery, ordered like a course (assets/examples/), compiled into the page.
//!
//! Each file's name starts with its place in the course (`01_`, `02_`, ...) and its first line is a
//! comment saying what it teaches. The list is written at build time from the folder itself
//! (`web/build.rs`), so adding an example is adding a file there and nothing else: the gallery, the
//! browser suites and the fuzz target that mutates real programs all read this one list.

use tpu_emu::dispatch::EagerMode;

/// One example: its file name (without `.py`), what it teaches and its source.
pub struct Example {
    pub name: &'static str,
    /// The first line's comment, without the `#` (build.rs refuses an example without one).
    pub teaches: &'static str,
    pub source: &'static str,
}

impl Example {
    /// What it teaches: the first line's comment, without the `#`.
    pub fn teaches(&self) -> &'static str {
        self.teaches
    }

    /// The title shown in the gallery: the teaching line up to its first colon ("Hello, TPU").
    pub fn title(&self) -> &'static str {
        let t = self.teaches();
        match t.split_once(':') {
            Some((head, _)) if !head.is_empty() => head,
            _ => self.name,
        }
    }

    /// The description under the title: the teaching line after the title's colon.
    pub fn summary(&self) -> &'static str {
        let t = self.teaches();
        match t.split_once(':') {
            Some((head, rest)) if !head.is_empty() => rest.trim(),
            _ => t,
        }
    }

    /// The mode and panel that teach it, from a comment line `# opens: mode=fused panel=graphs`
    /// (at the file's end, so no line of the lesson moves): choosing the example sets the mode
    /// (Strict when it names none), and its first finished run scrolls that panel into view. A name the page does not know is
    /// ignored.
    pub fn opens(&self) -> (Option<EagerMode>, Option<&'static str>) {
        let mut mode = None;
        let mut panel = None;
        for line in self.source.lines().filter(|l| l.starts_with('#')) {
            let Some(rest) = line.trim_start_matches('#').trim().strip_prefix("opens:") else {
                continue;
            };
            for item in rest.split_whitespace() {
                match item.split_once('=') {
                    Some(("mode", m)) => mode = EagerMode::parse(m),
                    Some(("panel", p)) => {
                        panel = crate::state::PANELS.iter().copied().find(|&q| q == p)
                    }
                    _ => {}
                }
            }
        }
        (mode, panel)
    }

    /// Its place in the course, from the file name's number (`04_train_mlp` is 3).
    pub fn lesson(&self) -> u32 {
        let digits: String = self.name.chars().take_while(char::is_ascii_digit).collect();
        digits.parse().unwrap_or(u32::MAX)
    }
}

include!(concat!(env!("OUT_DIR"), "/examples.rs"));

/// The examples in course order (by the number in the file name, then the name).
pub fn course() -> Vec<&'static Example> {
    let mut v: Vec<&Example> = FILES.iter().collect();
    tpu_emu::sort::sort_by_key(&mut v, |e| (e.lesson(), e.name));
    v
}

/// The example called `name`, if there is one.
pub fn by_name(name: &str) -> Option<&'static Example> {
    FILES.iter().find(|e| e.name == name)
}

/// The name of the example whose text is `source`, if it is one unedited.
pub fn name_of(source: &str) -> Option<&'static str> {
    FILES.iter().find(|e| e.source == source).map(|e| e.name)
}

/// Every example, sorted by file name, as the folder holds them.
pub fn all() -> &'static [Example] {
    FILES
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The list is the folder: the same files, in file-name order, each with the file's text and
    /// its first line's comment. Read at run time, so a file the build did not see fails here.
    #[test]
    fn the_list_is_the_examples_folder() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../assets/examples");
        let mut on_disk: Vec<(String, String)> = std::fs::read_dir(&dir)
            .expect("assets/examples")
            .map(|e| e.expect("entry").path())
            .filter(|p| p.extension().is_some_and(|x| x == "py"))
            .map(|p| {
                let name = p.file_stem().unwrap().to_str().unwrap().to_string();
                (name, std::fs::read_to_string(&p).expect("example"))
            })
            .collect();
        on_disk.sort();
        assert!(!on_disk.is_empty(), "no examples in {}", dir.display());
        let listed: Vec<(String, String)> = all()
            .iter()
            .map(|e| (e.name.to_string(), e.source.to_string()))
            .collect();
        assert_eq!(listed, on_disk);
        for e in all() {
            let first = e.source.lines().next().unwrap();
            assert_eq!(first.trim(), format!("# {}", e.teaches), "{}", e.name);
            assert!(by_name(e.name).is_some_and(|f| std::ptr::eq(f, e)));
            assert_eq!(name_of(e.source), Some(e.name));
        }
        // The course holds every example once, each name starting with its lesson's number.
        let course = course();
        assert_eq!(course.len(), on_disk.len());
        for e in &course {
            assert_ne!(
                e.lesson(),
                u32::MAX,
                "{}: the name starts with no number",
                e.name
            );
        }
    }
}
