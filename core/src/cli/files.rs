//! `tpu run`'s files: `torch.save("model.pth")` and `open(...)` use the real files of the
//! directory the CLI runs in (paths as the program gives them), with CPython's errors.

use std::io::ErrorKind;

use tpu_lang::files::FileStore;
use tpu_lang::value::str_repr;
use tpu_lang::PyErr;

pub struct DiskFiles;

fn os_error(e: &std::io::Error, path: &str) -> PyErr {
    let p = str_repr(path);
    match e.kind() {
        ErrorKind::NotFound => tpu_lang::files::not_found(path),
        ErrorKind::PermissionDenied => PyErr::new(
            "PermissionError",
            format!("[Errno 13] Permission denied: {p}"),
        ),
        ErrorKind::IsADirectory => PyErr::new(
            "IsADirectoryError",
            format!("[Errno 21] Is a directory: {p}"),
        ),
        _ => PyErr::new("OSError", format!("{e}: {p}")),
    }
}

impl FileStore for DiskFiles {
    fn read(&self, path: &str) -> Result<Vec<u8>, PyErr> {
        std::fs::read(path).map_err(|e| os_error(&e, path))
    }

    fn write(&self, path: &str, data: &[u8]) -> Result<(), PyErr> {
        std::fs::write(path, data).map_err(|e| os_error(&e, path))
    }

    fn exists(&self, path: &str) -> bool {
        std::path::Path::new(path).exists()
    }

    fn remove(&self, path: &str) -> Result<(), PyErr> {
        std::fs::remove_file(path).map_err(|e| os_error(&e, path))
    }

    fn paths(&self) -> Vec<String> {
        Vec::new()
    }

    fn make_temp_dir(&self) -> Result<String, PyErr> {
        let base = std::env::temp_dir();
        for n in 0..1000u32 {
            let dir = base.join(format!("tpu-playground-{}-{n}", std::process::id()));
            match std::fs::create_dir(&dir) {
                Ok(()) => return Ok(dir.to_string_lossy().into_owned()),
                Err(e) if e.kind() == ErrorKind::AlreadyExists => continue,
                Err(e) => return Err(os_error(&e, &dir.to_string_lossy())),
            }
        }
        Err(PyErr::new(
            "FileExistsError",
            "[Errno 17] No usable temporary directory name found",
        ))
    }

    fn make_dir(&self, path: &str) -> Result<(), PyErr> {
        std::fs::create_dir(path).map_err(|e| match e.kind() {
            ErrorKind::AlreadyExists => PyErr::new(
                "FileExistsError",
                format!("[Errno 17] File exists: {}", str_repr(path)),
            ),
            _ => os_error(&e, path),
        })
    }

    fn remove_tree(&self, path: &str) -> Result<(), PyErr> {
        std::fs::remove_dir_all(path).map_err(|e| os_error(&e, path))
    }

    fn is_dir(&self, path: &str) -> bool {
        std::path::Path::new(path).is_dir()
    }

    fn list_dir(&self, path: &str) -> Result<Vec<String>, PyErr> {
        let dir = if path.is_empty() { "." } else { path };
        let mut names = Vec::new();
        for entry in std::fs::read_dir(dir).map_err(|e| os_error(&e, path))? {
            let entry = entry.map_err(|e| os_error(&e, path))?;
            names.push(entry.file_name().to_string_lossy().into_owned());
        }
        names.sort();
        Ok(names)
    }
}
