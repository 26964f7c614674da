// The library layer's build step, shared by every crate that ships Python files: `include!` this
// file from the crate's build.rs and call `embed_library(folder, out_file)`.

/// Writes `out_file` (under OUT_DIR) holding `pub static FILES: &[(&str, &str)]`: every `.py` file
/// under `folder` as (path relative to `folder` with `/` separators, its text via `include_str!`),
/// sorted by path. Cargo reruns the build script when anything under `folder` changes.
#[allow(dead_code)]
fn embed_library(folder: &str, out_file: &str) {
    use std::path::{Path, PathBuf};
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                println!("cargo:rerun-if-changed={}", p.display());
                walk(&p, out);
            } else if p.extension().is_some_and(|x| x == "py") {
                out.push(p);
            }
        }
    }
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let root = Path::new(&manifest).join(folder);
    println!("cargo:rerun-if-changed={}", root.display());
    let mut files = Vec::new();
    walk(&root, &mut files);
    files.sort();
    let mut text = String::from("pub static FILES: &[(&str, &str)] = &[\n");
    for f in &files {
        let rel = f.strip_prefix(&root).expect("under the folder");
        let rel: Vec<String> = rel
            .components()
            .map(|c| c.as_os_str().to_string_lossy().into_owned())
            .collect();
        text.push_str(&format!(
            "    ({:?}, include_str!({:?})),\n",
            rel.join("/"),
            f.display().to_string()
        ));
    }
    text.push_str("];\n");
    let out = Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join(out_file);
    std::fs::write(out, text).expect("OUT_DIR is writable");
}
