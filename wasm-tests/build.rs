//! Writes the list of the examples' goldens (`core/tests/golden/*.out`, sorted by name) for the
//! browser suites, which cannot read files at run time: `$OUT_DIR/goldens.rs` holds
//! `GOLDENS: &[(name, text)]`, each text an `include_str!` of the file. So a new example needs its
//! golden file (scripts/goldens.py writes it) and no line here.

use std::path::Path;

fn main() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../core/tests/golden");
    // A directory: Cargo reruns this script when any file in it is added, removed or changed.
    println!("cargo:rerun-if-changed={}", dir.display());
    println!("cargo:rerun-if-changed=build.rs");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("reading {}: {e}", dir.display()))
        .map(|entry| entry.expect("a directory entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "out"))
        .collect();
    files.sort();
    let mut out = String::from(
        "// Written by build.rs from core/tests/golden/*.out, sorted by file name.\n\
         pub const GOLDENS: &[(&str, &str)] = &[\n",
    );
    for path in &files {
        let name = path
            .file_stem()
            .and_then(|s| s.to_str())
            .expect("a UTF-8 file name");
        let full = path.canonicalize().expect("the golden's path");
        out.push_str(&format!(
            "    ({name:?}, include_str!({:?})),\n",
            full.to_str().expect("a UTF-8 path")
        ));
    }
    out.push_str("];\n");
    let dest = Path::new(&std::env::var("OUT_DIR").expect("OUT_DIR")).join("goldens.rs");
    std::fs::write(&dest, out).unwrap_or_else(|e| panic!("writing {}: {e}", dest.display()));
}
