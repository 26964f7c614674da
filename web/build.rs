//! Writes the examples gallery's list from `assets/examples/` (issue 18: a new lesson is a new file
//! and nothing else). Every `*.py` there, sorted by file name, becomes one `Example`: its name (the
//! file name without `.py`), what it teaches (its first line's comment, without the `#`) and its
//! source (`include_str!` of the file itself). The list lands in `$OUT_DIR/examples.rs`, which
//! `src/examples.rs` includes; the build fails on an example whose first line is not a comment,
//! since the gallery shows that line.

use std::path::Path;

fn main() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../assets/examples");
    // A directory: Cargo reruns this script when any file in it is added, removed or changed.
    println!("cargo:rerun-if-changed={}", dir.display());
    println!("cargo:rerun-if-changed=build.rs");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("reading {}: {e}", dir.display()))
        .map(|entry| entry.expect("a directory entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "py"))
        .collect();
    files.sort();
    // A static, not a const: `by_name` hands out references into it, and a const's items may be
    // copied per use (the test that compares them failed without incremental compilation).
    let mut out = String::from(
        "// Written by build.rs from assets/examples/*.py, sorted by file name.\n\
         static FILES: &[Example] = &[\n",
    );
    for path in &files {
        let name = path
            .file_stem()
            .and_then(|s| s.to_str())
            .expect("a UTF-8 file name");
        let source = std::fs::read_to_string(path)
            .unwrap_or_else(|e| panic!("reading {}: {e}", path.display()));
        let teaches = source
            .lines()
            .next()
            .and_then(|l| l.trim().strip_prefix('#'))
            .map(str::trim)
            .filter(|t| !t.is_empty())
            .unwrap_or_else(|| {
                panic!(
                    "{}: an example's first line must be a comment saying what it teaches \
                     (`# Title: what it shows`); the gallery shows it",
                    path.display()
                )
            });
        let full = path.canonicalize().expect("the example's path");
        out.push_str(&format!(
            "    Example {{ name: {name:?}, teaches: {teaches:?}, source: include_str!({:?}) }},\n",
            full.to_str().expect("a UTF-8 path")
        ));
    }
    out.push_str("];\n");
    let dest = Path::new(&std::env::var("OUT_DIR").expect("OUT_DIR")).join("examples.rs");
    std::fs::write(&dest, out).unwrap_or_else(|e| panic!("writing {}: {e}", dest.display()));
}
