// The library layer's build step, shared by every crate that ships Python files: `include!` this
// file from the crate's build.rs and call `embed_library(folder, out_file)`.

/// Writes `out_file` (under OUT_DIR) holding `pub fn files() -> &'static [(&str, &str)]`: every
/// `.py` file under `folder` as (path relative to `folder` with `/` separators, its slimmed text),
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
    // Once a build script names what it reads, cargo reruns it for those alone: this file and
    // the script itself too, or a change to the slimming would not reach the embedded files.
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=../build_lib.rs");
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let root = Path::new(&manifest).join(folder);
    println!("cargo:rerun-if-changed={}", root.display());
    let mut files = Vec::new();
    walk(&root, &mut files);
    files.sort();
    let out_dir = PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets OUT_DIR"));
    let slim_root = out_dir.join(format!("{out_file}.d"));
    let mut texts = Vec::new();
    for f in &files {
        let rel = f.strip_prefix(&root).expect("under the folder");
        let rel: Vec<String> = rel
            .components()
            .map(|c| c.as_os_str().to_string_lossy().into_owned())
            .collect();
        let source = std::fs::read_to_string(f).expect("a library file is UTF-8");
        texts.push((rel.join("/"), slim_python(&source)));
    }
    // The page (wasm) holds the files as one LZMA stream, unpacked on first use: LZMA takes the
    // library to 148 KB where the page's gzip made it 174 KB, more than its decoder costs. A native
    // build keeps plain text (no start-up cost for the CLI).
    let packed = std::env::var("TARGET").is_ok_and(|t| t.starts_with("wasm32"));
    // The page's build (feature `lazy-lib`) leaves the files `lazy.txt` names out of the module:
    // they go to a file of their own beside it, fetched the first time a program imports one
    // (`tpu_lang::library::fetch`), so the page's download carries only the library most runs use.
    let lazy_list = root.join("lazy.txt");
    println!("cargo:rerun-if-changed={}", lazy_list.display());
    let lazy_prefixes: Vec<String> = if packed && std::env::var_os("CARGO_FEATURE_LAZY_LIB").is_some()
    {
        std::fs::read_to_string(&lazy_list)
            .unwrap_or_default()
            .lines()
            .map(|l| l.split('#').next().unwrap_or("").trim().to_string())
            .filter(|l| !l.is_empty())
            .collect()
    } else {
        Vec::new()
    };
    let (lazy, texts): (Vec<_>, Vec<_>) = texts
        .into_iter()
        .partition(|(rel, _)| lazy_prefixes.iter().any(|p| rel.starts_with(p.as_str())));
    let mut text = String::new();
    if lazy.is_empty() {
        text.push_str(
            "/// The files left out of the module (none in this build).\n\
             pub fn lazy_paths() -> &'static [&'static str] {\n    &[]\n}\n\
             /// The left-out files' text (none in this build).\n\
             pub fn lazy_files() -> Result<&'static [(&'static str, &'static str)], String> {\n    Ok(&[])\n}\n",
        );
    } else {
        let mut blob = String::new();
        let mut index = String::new();
        let mut paths = String::new();
        for (rel, slim) in &lazy {
            index.push_str(&format!("    ({rel:?}, {}, {}),\n", blob.len(), blob.len() + slim.len()));
            paths.push_str(&format!("    {rel:?},\n"));
            blob.push_str(slim);
        }
        let packed_blob = lzma(blob.as_bytes());
        // Named by its content, so a page never reads a stale file (and browsers may cache it).
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        for b in &packed_blob {
            h = (h ^ u64::from(*b)).wrapping_mul(0x0100_0000_01b3);
        }
        let stem = out_file.trim_end_matches(".rs");
        let name = format!("{stem}-{h:016x}.lzma");
        let dir = out_dir.join("lazy");
        std::fs::create_dir_all(&dir).expect("OUT_DIR is writable");
        std::fs::write(dir.join(&name), &packed_blob).expect("OUT_DIR is writable");
        text.push_str(&format!(
            "static LAZY_INDEX: &[(&str, usize, usize)] = &[\n{index}];\n\
             static LAZY_PATHS: &[&str] = &[\n{paths}];\n\
             /// The files left out of the module, fetched on first use.\n\
             pub fn lazy_paths() -> &'static [&'static str] {{\n    LAZY_PATHS\n}}\n\
             /// The left-out files, fetched (`{name}`) and unpacked on the first call and kept.\n\
             pub fn lazy_files() -> Result<&'static [(&'static str, &'static str)], String> {{\n\
             \x20   static FILES: std::sync::OnceLock<Result<Vec<(&'static str, &'static str)>, String>> = std::sync::OnceLock::new();\n\
             \x20   let files = FILES.get_or_init(|| {{\n\
             \x20       let packed = tpu_lang::library::fetch({name:?})?;\n\
             \x20       let mut out = Vec::new();\n\
             \x20       lzma_rs::lzma_decompress(&mut &packed[..], &mut out).map_err(|e| format!(\"{name}: {{e}}\"))?;\n\
             \x20       let text: &'static str = Box::leak(String::from_utf8(out).map_err(|e| e.to_string())?.into_boxed_str());\n\
             \x20       Ok(LAZY_INDEX.iter().map(|&(path, a, b)| (path, &text[a..b])).collect())\n\
             \x20   }});\n\
             \x20   files.as_ref().map(|v| &v[..]).map_err(|e| e.clone())\n\
             }}\n"
        ));
    }
    if packed {
        let mut blob = String::new();
        text.push_str("static INDEX: &[(&str, usize, usize)] = &[\n");
        for (rel, slim) in &texts {
            text.push_str(&format!("    ({rel:?}, {}, {}),\n", blob.len(), blob.len() + slim.len()));
            blob.push_str(slim);
        }
        text.push_str("];\n");
        let packed_file = out_dir.join(format!("{out_file}.lzma"));
        std::fs::write(&packed_file, lzma(blob.as_bytes())).expect("OUT_DIR is writable");
        text.push_str(&format!(
            "static PACKED: &[u8] = include_bytes!({:?});\n\
             /// The files, unpacked from `PACKED` on the first call and kept.\n\
             pub fn files() -> &'static [(&'static str, &'static str)] {{\n\
             \x20   static FILES: std::sync::OnceLock<Vec<(&'static str, &'static str)>> = std::sync::OnceLock::new();\n\
             \x20   FILES.get_or_init(|| {{\n\
             \x20       let mut out = Vec::new();\n\
             \x20       lzma_rs::lzma_decompress(&mut &PACKED[..], &mut out).expect(\"the library packed at build time\");\n\
             \x20       let text: &'static str = Box::leak(String::from_utf8(out).expect(\"UTF-8\").into_boxed_str());\n\
             \x20       INDEX.iter().map(|&(path, a, b)| (path, &text[a..b])).collect()\n\
             \x20   }})\n\
             }}\n",
            packed_file.display().to_string()
        ));
    } else {
        text.push_str("static FILES: &[(&str, &str)] = &[\n");
        for (rel, slim) in &texts {
            let copy = slim_root.join(rel);
            std::fs::create_dir_all(copy.parent().expect("a file's folder")).expect("OUT_DIR");
            std::fs::write(&copy, slim).expect("OUT_DIR is writable");
            text.push_str(&format!(
                "    ({rel:?}, include_str!({:?})),\n",
                copy.display().to_string()
            ));
        }
        text.push_str("];\n/// The files.\npub fn files() -> &'static [(&'static str, &'static str)] {\n    FILES\n}\n");
    }
    std::fs::write(out_dir.join(out_file), text).expect("OUT_DIR is writable");
}

/// `data` as an LZMA ("alone" format) stream at liblzma's strongest preset.
#[allow(dead_code)]
fn lzma(data: &[u8]) -> Vec<u8> {
    use std::io::Write;
    // 9 | LZMA_PRESET_EXTREME (liblzma's flag bit).
    let mut opts = xz2::stream::LzmaOptions::new_preset(9 | 0x8000_0000)
        .expect("preset 9e exists");
    // Text has no alignment for position bits to model (0.6% smaller than the default 2).
    opts.position_bits(0).nice_len(273);
    let stream = xz2::stream::Stream::new_lzma_encoder(&opts).expect("an LZMA encoder");
    let mut enc = xz2::write::XzEncoder::new_stream(Vec::new(), stream);
    enc.write_all(data).expect("in memory");
    enc.finish().expect("in memory")
}

/// The library file as the crate embeds it: comments and docstrings removed, every line kept in
/// its place (a traceback's line numbers stay those of the file in the repository). Comments and
/// docstrings are a third of the library's text and ~40 KB of the page's gzip; `__doc__` of a
/// library function is then "" (as CPython's `-OO` leaves it None). Strings other than
/// docstrings are copied exactly; `core/tests/cpu/library.rs` checks every file against its source.
///
/// Then each statement's indentation becomes one tab per level (`retab`), when every statement
/// of the file is indented in fours: gzip holds runs of spaces well, but not as well as no runs
/// (-4.8 KB of the page's gzip). Continuation lines (inside brackets, after a backslash) and text
/// inside strings keep their spaces; a file with a statement indented otherwise stays as it is.
#[allow(dead_code)]
fn slim_python(src: &str) -> String {
    let (out, starts) = slim_python_lines(src);
    retab(&out, &starts)
}

/// [`slim_python`]'s `out` with the indentation at `starts` (byte offsets where a statement's
/// line begins) as tabs, if every such indentation is a multiple of four spaces.
#[allow(dead_code)]
fn retab(out: &str, starts: &[usize]) -> String {
    let width = |at: usize| out[at..].bytes().take_while(|&c| c == b' ').count();
    if starts.iter().any(|&at| {
        width(at) % 4 != 0 || out[at + width(at)..].starts_with('\t')
    }) {
        return out.to_string();
    }
    let mut text = String::with_capacity(out.len());
    let mut from = 0;
    for &at in starts {
        let w = width(at);
        text.push_str(&out[from..at]);
        for _ in 0..w / 4 {
            text.push('\t');
        }
        from = at + w;
    }
    text.push_str(&out[from..]);
    text
}

/// The slimming itself, and where each statement's line begins in its output.
#[allow(dead_code)]
fn slim_python_lines(src: &str) -> (String, Vec<usize>) {
    let b: Vec<char> = src.chars().collect();
    let mut starts = vec![0];
    let mut out = String::with_capacity(src.len());
    // The logical line's code so far (strings included), the bracket depth, and whether the
    // next statement may be a docstring (a file's first, or the first after `def`/`class ...:`).
    let mut code = String::new();
    let mut depth = 0i32;
    let mut expect_doc = true;
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        match c {
            '#' => {
                while i < b.len() && b[i] != '\n' {
                    i += 1;
                }
                continue;
            }
            '\\' if b.get(i + 1) == Some(&'\n') => {
                out.push_str("\\\n");
                code.push(' ');
                i += 2;
                continue;
            }
            '\n' => {
                while out.ends_with(' ') || out.ends_with('\t') {
                    out.pop();
                }
                out.push('\n');
                i += 1;
                if depth > 0 {
                    continue;
                }
                starts.push(out.len());
                let stmt = code.trim();
                if !stmt.is_empty() {
                    let header = ["def ", "async def ", "class "]
                        .iter()
                        .any(|k| stmt.starts_with(k));
                    expect_doc = header && stmt.ends_with(':');
                }
                code.clear();
                continue;
            }
            '"' | '\'' => {
                // The prefix letters just before the quote (r, b, f, u and pairs).
                let prefix: String = code
                    .chars()
                    .rev()
                    .take_while(|p| p.is_ascii_alphabetic())
                    .collect::<String>()
                    .to_ascii_lowercase();
                let triple = b.get(i + 1) == Some(&c) && b.get(i + 2) == Some(&c);
                let open = if triple { 3 } else { 1 };
                let mut j = i + open;
                // A backslash keeps the next character inside, in raw strings too.
                loop {
                    if j >= b.len() {
                        break;
                    }
                    if b[j] == '\\' {
                        j += 2;
                        continue;
                    }
                    if b[j] == c && (!triple || (b.get(j + 1) == Some(&c) && b.get(j + 2) == Some(&c))) {
                        j += open;
                        break;
                    }
                    if !triple && b[j] == '\n' {
                        break;
                    }
                    j += 1;
                }
                let j = j.min(b.len());
                let stmt_start = code.trim().len() == prefix.len();
                let mut k = j;
                while k < b.len() && (b[k] == ' ' || b[k] == '\t') {
                    k += 1;
                }
                let alone = k >= b.len() || b[k] == '\n' || b[k] == '#';
                let plain = !prefix.contains('f') && !prefix.contains('b');
                if expect_doc && depth == 0 && stmt_start && alone && plain {
                    let lines = b[i..j].iter().filter(|&&x| x == '\n').count();
                    out.push_str("\"\"");
                    for _ in 0..lines {
                        out.push('\n');
                    }
                    // The lines a multi-line docstring spanned stay, empty: the next code line
                    // keeps its number. (The `""` stands where the docstring began.)
                    code.push_str("\"\"");
                } else {
                    let s: String = b[i..j].iter().collect();
                    out.push_str(&s);
                    code.push_str(&s);
                }
                i = j;
                continue;
            }
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => depth -= 1,
            _ => {}
        }
        out.push(c);
        code.push(c);
        i += 1;
    }
    (out, starts)
}
