//! The examples gallery, ordered like a course (assets/examples/), compiled into the page.
//!
//! Each file's name starts with its place in the course (`01_`, `02_`, ...) and its first line is a
//! comment saying what it teaches; the gallery reads both from the files themselves, so adding an
//! example is adding a file here and nothing else to keep in step.

/// One example: its file name (without `.py`), and its source.
pub struct Example {
    pub name: &'static str,
    pub source: &'static str,
}

impl Example {
    /// What it teaches: the first line's comment, without the `#` (empty if the file has none).
    pub fn teaches(&self) -> &'static str {
        self.source
            .lines()
            .next()
            .and_then(|l| l.trim().strip_prefix('#'))
            .map(str::trim)
            .unwrap_or("")
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

    /// Its place in the course, from the file name's number (`03_train_mlp` is 3).
    pub fn lesson(&self) -> u32 {
        let digits: String = self.name.chars().take_while(char::is_ascii_digit).collect();
        digits.parse().unwrap_or(u32::MAX)
    }
}

const FILES: &[Example] = &[
    Example {
        name: "01_hello_tpu",
        source: include_str!("../../assets/examples/01_hello_tpu.py"),
    },
    Example {
        name: "02_autograd",
        source: include_str!("../../assets/examples/02_autograd.py"),
    },
    Example {
        name: "03_train_mlp",
        source: include_str!("../../assets/examples/03_train_mlp.py"),
    },
    Example {
        name: "04_fused_block",
        source: include_str!("../../assets/examples/04_fused_block.py"),
    },
    Example {
        name: "05_torch_compile",
        source: include_str!("../../assets/examples/05_torch_compile.py"),
    },
    Example {
        name: "06_mxu_tiles",
        source: include_str!("../../assets/examples/06_mxu_tiles.py"),
    },
    // Uses torch.distributed: the page runs it once per chip of its topology, as `tpu run` does.
    Example {
        name: "09_data_parallel",
        source: include_str!("../../assets/examples/09_data_parallel.py"),
    },
    Example {
        name: "12_out_of_memory",
        source: include_str!("../../assets/examples/12_out_of_memory.py"),
    },
];

/// The examples in course order (by the number in the file name, then the name).
pub fn course() -> Vec<&'static Example> {
    let mut v: Vec<&Example> = FILES.iter().collect();
    v.sort_by_key(|e| (e.lesson(), e.name));
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
