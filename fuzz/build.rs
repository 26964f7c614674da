//! Writes the test programs `mutated_programs` starts from: every `core/tests/programs/*.py` (the
//! PyTorch-checked whole programs), sorted by name, as `include_str!`s in
//! `$OUT_DIR/test_programs.rs`. The examples come from the page's own list
//! (`tpu_web::examples::all()`), so neither is a copy and a new file joins without an edit.

use std::path::Path;

fn main() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../core/tests/programs");
    // A directory: Cargo reruns this script when any file in it is added, removed or changed.
    println!("cargo:rerun-if-changed={}", dir.display());
    println!("cargo:rerun-if-changed=build.rs");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("reading {}: {e}", dir.display()))
        .map(|entry| entry.expect("a directory entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "py"))
        .collect();
    files.sort();
    let mut out = String::from(
        "// Written by build.rs from core/tests/programs/*.py, sorted by file name.\n\
         const TEST_PROGRAMS: &[&str] = &[\n",
    );
    for path in &files {
        let full = path.canonicalize().expect("the program's path");
        out.push_str(&format!(
            "    include_str!({:?}),\n",
            full.to_str().expect("a UTF-8 path")
        ));
    }
    out.push_str("];\n");
    let dest = Path::new(&std::env::var("OUT_DIR").expect("OUT_DIR")).join("test_programs.rs");
    std::fs::write(&dest, out).unwrap_or_else(|e| panic!("writing {}: {e}", dest.display()));
}
