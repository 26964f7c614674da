//! Writes the list of the examples' goldens (`core/tests/golden/*.out`, sorted by name) for the
//! browser suites, which cannot read files at run time: `$OUT_DIR/goldens.rs` holds
//! `GOLDENS: &[(name, text)]`, each text an `include_str!` of the file. So a new example needs its
//! golden file (scripts/goldens.py writes it) and no line here. `$OUT_DIR/hostile.rs` holds the
//! hostile-program suite the same way: `HOSTILE: &[(family/name, program, expected stdout)]` from
//! `core/testdata/hostile/*/*.py` and their `.out` files.

use std::path::Path;

/// The files of `dir` whose extension is `ext`, sorted by path.
fn sorted_files(dir: &Path, ext: &str) -> Vec<std::path::PathBuf> {
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("reading {}: {e}", dir.display()))
        .map(|entry| entry.expect("a directory entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == ext))
        .collect();
    files.sort();
    files
}

fn main() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../core/tests/golden");
    // A directory: Cargo reruns this script when any file in it is added, removed or changed.
    println!("cargo:rerun-if-changed={}", dir.display());
    println!("cargo:rerun-if-changed=build.rs");
    let files = sorted_files(&dir, "out");
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
    hostile();
    tutorials();
}

/// `$OUT_DIR/tutorials.rs`: `TUTORIALS: &[(name, program, golden)]` from core/tests/tutorials.
fn tutorials() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../core/tests/tutorials");
    println!("cargo:rerun-if-changed={}", dir.display());
    let files = sorted_files(&dir, "py");
    let mut out = String::from(
        "// Written by build.rs from core/tests/tutorials/*.py, sorted by name.\n\
         pub const TUTORIALS: &[(&str, &str, &str)] = &[\n",
    );
    for path in files {
        let name = path
            .file_stem()
            .and_then(|s| s.to_str())
            .expect("a UTF-8 name");
        let py = path.canonicalize().expect("the tutorial's path");
        let golden = path
            .with_extension("out")
            .canonicalize()
            .expect("the tutorial's golden");
        out.push_str(&format!(
            "    ({name:?}, include_str!({:?}), include_str!({:?})),\n",
            py.to_str().expect("a UTF-8 path"),
            golden.to_str().expect("a UTF-8 path")
        ));
    }
    out.push_str("];\n");
    let dest = Path::new(&std::env::var("OUT_DIR").expect("OUT_DIR")).join("tutorials.rs");
    std::fs::write(&dest, out).unwrap_or_else(|e| panic!("writing {}: {e}", dest.display()));
}

fn hostile() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../core/testdata/hostile");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut families: Vec<_> = std::fs::read_dir(&root)
        .unwrap_or_else(|e| panic!("reading {}: {e}", root.display()))
        .map(|entry| entry.expect("a directory entry").path())
        .filter(|p| p.is_dir())
        .collect();
    families.sort();
    let mut out = String::from(
        "// Written by build.rs from core/testdata/hostile/*/*.py, sorted by family and name.\n\
         pub const HOSTILE: &[(&str, &str, &str)] = &[\n",
    );
    for dir in &families {
        println!("cargo:rerun-if-changed={}", dir.display());
        let family = dir
            .file_name()
            .and_then(|s| s.to_str())
            .expect("a UTF-8 name");
        let files = sorted_files(dir, "py");
        for path in files {
            let name = path
                .file_stem()
                .and_then(|s| s.to_str())
                .expect("a UTF-8 name");
            let py = path.canonicalize().expect("the program's path");
            let expected = path
                .with_extension("out")
                .canonicalize()
                .unwrap_or_else(|e| {
                    panic!(
                        "{}: no .out ({e}): scripts/refdata/hostile.py --write",
                        py.display()
                    )
                });
            out.push_str(&format!(
                "    (\"{family}/{name}\", include_str!({:?}), include_str!({:?})),\n",
                py.to_str().expect("a UTF-8 path"),
                expected.to_str().expect("a UTF-8 path")
            ));
        }
    }
    out.push_str("];\n");
    let dest = Path::new(&std::env::var("OUT_DIR").expect("OUT_DIR")).join("hostile.rs");
    std::fs::write(&dest, out).unwrap_or_else(|e| panic!("writing {}: {e}", dest.display()));
}
