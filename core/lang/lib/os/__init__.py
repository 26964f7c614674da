# os's Python part: the native module (environ, getenv, sep) is made first and this file runs in
# its namespace, adding os.path (string operations, and exists/isfile over the run's files) and
# remove/unlink.
from . import path


def remove(path):
    """Deletes one of the run's files (FileNotFoundError in CPython's words if there is none)."""
    import _files

    _files.remove(path)


unlink = remove
