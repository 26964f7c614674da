//! The run's files: what `open`, `os.path.exists` and `torch.save`/`torch.load` read and write.
//!
//! A program sees one flat store of files by path, each its bytes (a text file's are UTF-8).
//! The host chooses where it lives: a fresh [`MemoryFiles`] per run by default (tests, the SPMD
//! ranks), the current directory's real files in the CLI, and a store the page keeps across runs
//! (and offers for download). `torch.save` writes its tensors as base64 inside text.

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::rc::Rc;

use crate::native::{Args, Ctx, NativeFunction, NativeResult};
use crate::value::{Module, Value};
use crate::PyErr;

/// Where a run's files live.
pub trait FileStore {
    /// The file's bytes; `FileNotFoundError` (or another `OSError`) in CPython's words otherwise.
    fn read(&self, path: &str) -> Result<Vec<u8>, PyErr>;
    fn write(&self, path: &str, data: &[u8]) -> Result<(), PyErr>;
    fn exists(&self, path: &str) -> bool;
    fn remove(&self, path: &str) -> Result<(), PyErr>;
    /// Every file's path, sorted (the page lists them for download).
    fn paths(&self) -> Vec<String>;
    /// A new, empty directory of its own (`tempfile.mkdtemp`): its path.
    fn make_temp_dir(&self) -> Result<String, PyErr>;
    /// Removes a directory and everything under it (`shutil.rmtree`, `TemporaryDirectory`).
    fn remove_tree(&self, path: &str) -> Result<(), PyErr>;
    /// Makes one directory (`os.mkdir`): FileExistsError when the path is taken,
    /// FileNotFoundError when its parent is no directory, in CPython's words.
    fn make_dir(&self, path: &str) -> Result<(), PyErr>;
    /// Whether `path` is a directory (`os.path.isdir`): by default, whether a file is under it.
    fn is_dir(&self, path: &str) -> bool {
        let prefix = dir_prefix(path);
        self.paths().iter().any(|p| p.starts_with(&prefix))
    }
    /// The names in directory `path`, sorted (`os.listdir`): by default, the first parts of
    /// the paths of the files under it.
    fn list_dir(&self, path: &str) -> Result<Vec<String>, PyErr> {
        let names = names_under(path, self.paths().iter());
        if names.is_empty() && !self.is_dir(path) {
            return Err(not_found(path));
        }
        Ok(names)
    }
}

/// The first parts of `paths` under directory `path`, sorted and each once (`os.listdir`).
fn names_under<'a>(path: &str, paths: impl Iterator<Item = &'a String>) -> Vec<String> {
    let prefix = dir_prefix(path);
    let mut names: Vec<String> = paths
        .filter_map(|p| p.strip_prefix(prefix.as_str()))
        .filter_map(|rest| rest.split('/').next().filter(|n| !n.is_empty()))
        .map(String::from)
        .collect();
    names.sort();
    names.dedup();
    names
}

/// `dir/` for a directory's path (nothing for the current directory).
fn dir_prefix(path: &str) -> String {
    match path.trim_end_matches('/') {
        "" | "." if !path.starts_with('/') => String::new(),
        "" => "/".to_string(),
        p => format!("{p}/"),
    }
}

/// A host's store, as a run's settings carry it (`RunConfig::files`).
#[derive(Clone)]
pub struct Files(pub Rc<dyn FileStore>);

impl std::fmt::Debug for Files {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Files({} files)", self.0.paths().len())
    }
}

/// CPython's message for a missing file: `[Errno 2] No such file or directory: 'x.pth'`.
pub fn not_found(path: &str) -> PyErr {
    PyErr::new(
        "FileNotFoundError",
        format!("[Errno 2] No such file or directory: {}", repr(path)),
    )
}

fn repr(path: &str) -> String {
    crate::value::str_repr(path)
}

/// Files held in memory: the default store, and the page's (which saves it between runs).
#[derive(Default)]
pub struct MemoryFiles {
    files: RefCell<BTreeMap<String, Rc<[u8]>>>,
    /// Directories `make_temp_dir` and `make_dir` made (the store is flat: a directory is a path
    /// prefix, or one of these).
    dirs: RefCell<Vec<String>>,
}

/// Bytes the in-memory store may hold in all: the page's storage is small, and a saving loop
/// must end in an error, not take the tab's memory.
pub const MEMORY_FILES_LIMIT: usize = 256 << 20;

impl MemoryFiles {
    pub fn new() -> Rc<MemoryFiles> {
        Rc::new(MemoryFiles::default())
    }
}

impl FileStore for MemoryFiles {
    fn read(&self, path: &str) -> Result<Vec<u8>, PyErr> {
        let files = self.files.borrow();
        match files.get(path) {
            Some(data) => Ok(data.to_vec()),
            None => Err(not_found(path)),
        }
    }

    fn write(&self, path: &str, text: &[u8]) -> Result<(), PyErr> {
        let mut files = self.files.borrow_mut();
        let held: usize = files
            .iter()
            .filter(|(p, _)| p.as_str() != path)
            .map(|(_, t)| t.len())
            .sum();
        if held + text.len() > MEMORY_FILES_LIMIT {
            return Err(PyErr::new(
                "OSError",
                format!(
                    "[Errno 28] No space left on device: {} (the playground's files hold {} MiB in all)",
                    repr(path),
                    MEMORY_FILES_LIMIT >> 20
                ),
            ));
        }
        files.insert(path.to_string(), Rc::from(text));
        Ok(())
    }

    fn exists(&self, path: &str) -> bool {
        self.files.borrow().contains_key(path)
    }

    fn remove(&self, path: &str) -> Result<(), PyErr> {
        match self.files.borrow_mut().remove(path) {
            Some(_) => Ok(()),
            None => Err(not_found(path)),
        }
    }

    fn paths(&self) -> Vec<String> {
        self.files.borrow().keys().cloned().collect()
    }

    fn is_dir(&self, path: &str) -> bool {
        let prefix = dir_prefix(path);
        self.dirs
            .borrow()
            .iter()
            .any(|d| d == path.trim_end_matches('/'))
            || self.files.borrow().keys().any(|p| p.starts_with(&prefix))
    }

    fn make_temp_dir(&self) -> Result<String, PyErr> {
        let mut dirs = self.dirs.borrow_mut();
        let dir = format!("/tmp/tmp{:08x}", dirs.len() + 1);
        dirs.push(dir.clone());
        Ok(dir)
    }

    fn make_dir(&self, path: &str) -> Result<(), PyErr> {
        let path = path.trim_end_matches('/');
        if path.is_empty() || self.exists(path) || self.is_dir(path) {
            return Err(PyErr::new(
                "FileExistsError",
                format!("[Errno 17] File exists: {}", repr(path)),
            ));
        }
        if let Some((parent, _)) = path.rsplit_once('/') {
            if !parent.is_empty() && !self.is_dir(parent) {
                return Err(not_found(path));
            }
        }
        self.dirs.borrow_mut().push(path.to_string());
        Ok(())
    }

    fn list_dir(&self, path: &str) -> Result<Vec<String>, PyErr> {
        // The files' first parts under `path`, and the directories made in it.
        let names = {
            let (dirs, files) = (self.dirs.borrow(), self.files.borrow());
            names_under(path, files.keys().chain(dirs.iter()))
        };
        if names.is_empty() && !self.is_dir(path) {
            return Err(not_found(path));
        }
        Ok(names)
    }

    fn remove_tree(&self, path: &str) -> Result<(), PyErr> {
        let prefix = format!("{}/", path.trim_end_matches('/'));
        let mut dirs = self.dirs.borrow_mut();
        let known = dirs.iter().any(|d| d == path);
        let mut files = self.files.borrow_mut();
        let inside: Vec<String> = files
            .keys()
            .filter(|k| k.starts_with(&prefix))
            .cloned()
            .collect();
        if !known && inside.is_empty() {
            return Err(not_found(path));
        }
        for k in inside {
            files.remove(&k);
        }
        dirs.retain(|d| d != path && !d.starts_with(&prefix));
        Ok(())
    }
}

fn path_arg(a: &Args, func: &str) -> Result<Rc<str>, PyErr> {
    match a.pos.first() {
        Some(Value::Str(s)) => Ok(s.clone()),
        Some(other) => Err(PyErr::type_error(format!(
            "{func}: path should be string, not {}",
            other.type_name()
        ))),
        None => Err(PyErr::type_error(format!(
            "{func}() missing required argument 'path' (pos 1)"
        ))),
    }
}

fn read_text(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let path = path_arg(a, "read_text")?;
    let data = ctx.files.read(&path)?;
    Ok(Value::str(&crate::codecs::decode(
        &data, "utf-8", "strict",
    )?))
}

fn read_bytes(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let path = path_arg(a, "read_bytes")?;
    Ok(Value::bytes(&ctx.files.read(&path)?))
}

/// `write_text(path, str)` and `write_bytes(path, bytes)` (a bytearray too).
fn write(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let path = path_arg(a, "write")?;
    let data = match a.pos.get(1) {
        Some(Value::Str(s)) => s.as_bytes().to_vec(),
        Some(v @ (Value::Bytes(_) | Value::ByteArray(_))) => {
            crate::bytes::view(v).unwrap_or_default()
        }
        Some(other) => {
            return Err(PyErr::type_error(format!(
                "write() argument must be str or bytes, not {}",
                other.type_name()
            ))
            .into())
        }
        None => Vec::new(),
    };
    crate::native::check_str_len(data.len())?;
    ctx.files.write(&path, &data)?;
    Ok(Value::None)
}

fn exists(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let path = path_arg(a, "exists")?;
    Ok(Value::Bool(ctx.files.exists(&path)))
}

fn remove(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let path = path_arg(a, "remove")?;
    ctx.files.remove(&path)?;
    Ok(Value::None)
}

fn make_temp_dir(ctx: &mut Ctx, _: &Args) -> NativeResult {
    Ok(Value::str(&ctx.files.make_temp_dir()?))
}

fn make_dir(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let path = path_arg(a, "mkdir")?;
    ctx.files.make_dir(&path)?;
    Ok(Value::None)
}

fn list_dir(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let path = path_arg(a, "listdir")?;
    let names = ctx.files.list_dir(&path)?;
    Ok(Value::list(names.iter().map(|n| Value::str(n)).collect()))
}

fn is_dir(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let path = path_arg(a, "isdir")?;
    Ok(Value::Bool(ctx.files.is_dir(&path)))
}

fn remove_tree(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let path = path_arg(a, "rmtree")?;
    ctx.files.remove_tree(&path)?;
    Ok(Value::None)
}

/// `find_main_class(qualname)`: the program's class of that qualified name (the latest defined),
/// or None: how `torch.load` finds `__main__.Net` without a `__main__` module.
fn find_main_class(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let Some(Value::Str(q)) = a.pos.first() else {
        return Ok(Value::None);
    };
    Ok(ctx
        .main_classes
        .get(&**q)
        .and_then(|w| w.upgrade())
        .map_or(Value::None, Value::Class))
}

/// `_files`: the store's primitives, under `open` (core/lang/lib/_prelude.py), `os` and
/// `torch.save`.
pub fn module() -> Value {
    let m = Module::new("_files");
    let fns: &[(&str, crate::native::NativeFn)] = &[
        ("read_text", read_text),
        ("read_bytes", read_bytes),
        ("write_text", write),
        ("write_bytes", write),
        ("exists", exists),
        ("remove", remove),
        ("make_temp_dir", make_temp_dir),
        ("remove_tree", remove_tree),
        ("list_dir", list_dir),
        ("make_dir", make_dir),
        ("is_dir", is_dir),
        ("find_main_class", find_main_class),
    ];
    for (n, f) in fns {
        m.set(n, NativeFunction::value(n, *f));
    }
    Value::Module(m)
}
