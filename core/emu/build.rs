//! The WGSL shaders without their comments: the page embeds every shader, and their comments
//! (the reasons behind each trick, for whoever reads the source) are a third of their bytes. Each
//! line is kept in its place, so a driver's error still names the source file's line.

use std::path::Path;

/// `//` line comments and (nested) `/* */` block comments removed; WGSL has no string literals,
/// so a `/` pair always starts a comment. `//@name` lines stay: they are the placeholders the
/// backend fills in (`//@binary`, `//@store`, ...). Trailing spaces left by a comment are dropped.
fn strip(src: &str) -> String {
    let b = src.as_bytes();
    let mut out = String::with_capacity(src.len());
    let mut depth = 0usize;
    let mut i = 0;
    while i < b.len() {
        if depth > 0 {
            if b[i..].starts_with(b"*/") {
                depth -= 1;
                i += 2;
            } else if b[i..].starts_with(b"/*") {
                depth += 1;
                i += 2;
            } else {
                if b[i] == b'\n' {
                    out.push('\n');
                }
                i += 1;
            }
        } else if b[i..].starts_with(b"/*") {
            depth = 1;
            i += 2;
        } else if b[i..].starts_with(b"//") && !b[i..].starts_with(b"//@") {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
        } else {
            let ch = src[i..].chars().next().unwrap_or(' ');
            out.push(ch);
            i += ch.len_utf8();
        }
    }
    out.lines()
        .map(str::trim_end)
        .collect::<Vec<_>>()
        .join("\n")
        + "\n"
}

fn main() {
    let out = std::env::var("OUT_DIR").expect("OUT_DIR");
    for dir in ["src/device/gpu", "src/ops"] {
        println!("cargo:rerun-if-changed={dir}");
        for entry in std::fs::read_dir(dir).expect("shader folder") {
            let path = entry.expect("entry").path();
            if path.extension().is_some_and(|e| e == "wgsl") {
                let src = std::fs::read_to_string(&path).expect("shader");
                let name = path.file_name().expect("name");
                std::fs::write(Path::new(&out).join(name), strip(&src)).expect("write shader");
            }
        }
    }
}
