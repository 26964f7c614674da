# os's Python part: the native module (environ, getenv, sep) is made first and this file runs in
# its namespace, adding os.path (string operations, and exists/isfile over the run's files),
# remove/unlink, listdir, mkdir/makedirs/rmdir/removedirs, stat, the descriptors tempfile.mkstemp hands out (close, fdopen) and
# cpu_count.
from . import path

# The path conventions, POSIX's (os.path is posixpath).
name = "posix"
curdir = path.curdir
pardir = path.pardir
extsep = path.extsep
altsep = None
pathsep = ":"
linesep = "\n"
devnull = "/dev/null"


def _os_error(err):
    # The store's OSError carries its message alone: CPython's has args (errno, strerror) and
    # the filename.
    if err.errno is None or err.strerror is None or len(err.args) != 1:
        return err
    return type(err)(err.errno, err.strerror, err.filename)


def remove(path):
    """Deletes one of the run's files (FileNotFoundError in CPython's words if there is none)."""
    import _files

    try:
        _files.remove(path)
        return
    except OSError as e:
        err = _os_error(e)
    raise err


unlink = remove


def mkdir(path, mode=0o777, *, dir_fd=None):
    """Makes one directory of the run's files (FileExistsError, FileNotFoundError for a missing
    parent, in CPython's words)."""
    import _files

    try:
        _files.make_dir(fspath(path))
        return
    except OSError as e:
        err = _os_error(e)
    raise err


def makedirs(name, mode=0o777, exist_ok=False):
    """mkdir with every missing parent made first, as CPython's."""
    name = fspath(name)
    head, tail = path.split(name)
    if not tail:
        head, tail = path.split(head)
    if head and tail and not path.exists(head):
        makedirs(head, exist_ok=True)
    try:
        mkdir(name, mode)
    except OSError:
        # (CPython's order: only an existing directory is excused by exist_ok.)
        if not exist_ok or not path.isdir(name):
            raise


def rmdir(path_, *, dir_fd=None):
    """Removes an empty directory (OSError "Directory not empty" otherwise, as CPython's)."""
    import _files

    p = fspath(path_)
    if not path.isdir(p):
        if path.exists(p):
            raise NotADirectoryError(20, "Not a directory", p)
        raise FileNotFoundError(2, "No such file or directory", p)
    if listdir(p):
        raise OSError(39, "Directory not empty", p)
    _files.remove_tree(p)


def removedirs(name):
    """rmdir, then each parent that became empty, as CPython's."""
    rmdir(name)
    head, tail = path.split(fspath(name))
    if not tail:
        head, tail = path.split(head)
    while head and tail:
        try:
            rmdir(head)
        except OSError:
            break
        head, tail = path.split(head)


def fspath(path):
    """The path's str (or bytes): itself, or what its `__fspath__` returns."""
    if isinstance(path, (str, bytes)):
        return path
    f = getattr(type(path), "__fspath__", None)
    if f is None:
        raise TypeError("expected str, bytes or os.PathLike object, not " + type(path).__name__)
    r = path.__fspath__()
    if not isinstance(r, (str, bytes)):
        raise TypeError("expected %s.__fspath__() to return str or bytes, not %s"
                        % (type(path).__name__, type(r).__name__))
    return r


def listdir(path="."):
    """The names in a directory of the run's files, sorted."""
    import _files

    return _files.list_dir(fspath(path))


class stat_result(tuple):
    """What `os.stat` knows of one of the run's files: the kind of file in `st_mode`
    (S_IFREG or S_IFDIR, no permission bits) and `st_size`; the store keeps no owner,
    permissions or times, so the other fields raise NotImplementedError."""

    def __new__(cls, mode, size):
        return tuple.__new__(cls, (mode, size))

    st_mode = property(lambda self: self[0])
    st_size = property(lambda self: self[1])

    def __getattr__(self, name):
        if name.startswith("st_"):
            raise NotImplementedError("os.stat_result.%s is not provided in the playground (the "
                                      "run's files keep no owner, permissions or times)" % name)
        raise AttributeError("'os.stat_result' object has no attribute '%s'" % name)

    def __repr__(self):
        return "os.stat_result(st_mode=%d, st_size=%d)" % (self[0], self[1])


def stat(path, *, dir_fd=None, follow_symlinks=True):
    """`stat_result` of one of the run's files or directories (FileNotFoundError otherwise)."""
    import _files

    p = fspath(path)
    if _files.is_dir(p):
        return stat_result(0o040000, 0)
    try:
        return stat_result(0o100000, len(_files.read_bytes(p)))
    except OSError as e:
        err = _os_error(e)
    raise err


lstat = stat


def rename(src, dst, *, src_dir_fd=None, dst_dir_fd=None):
    """Gives one of the run's files a new name (an existing file there is replaced, as POSIX's
    rename does). A directory cannot be moved (NotImplementedError: the store makes none)."""
    import _files

    src, dst = fspath(src), fspath(dst)
    if _files.is_dir(src):
        raise NotImplementedError("os.rename of a directory is not supported in the playground")
    if not _files.exists(src):
        raise FileNotFoundError(2, "No such file or directory", src, None, dst)
    if _files.is_dir(dst):
        if _files.list_dir(dst):
            raise OSError(39, "Directory not empty", src, None, dst)
        raise IsADirectoryError(21, "Is a directory", src, None, dst)
    if src == dst:
        return
    try:
        _files.write_bytes(dst, _files.read_bytes(src))
    except OSError as e:
        err = _os_error(e)
        raise type(err)(err.errno, err.strerror, src, None, dst) from None
    _files.remove(src)


replace = rename


def walk(top, topdown=True, onerror=None, followlinks=False):
    """(dirpath, dirnames, filenames) for top and each directory under it, as CPython's: top
    down (dirnames may be pruned in place) or bottom up; names in sorted order (CPython's are
    the file system's). A listing error goes to onerror, or ends that branch silently."""
    import _files

    top = fspath(top)
    try:
        names = listdir(top)
    except OSError as e:
        if onerror is not None:
            onerror(e)
        return
    dirs, nondirs = [], []
    for n in names:
        (dirs if _files.is_dir(path.join(top, n)) else nondirs).append(n)
    if topdown:
        yield top, dirs, nondirs
        for d in dirs:
            yield from walk(path.join(top, d), topdown, onerror, followlinks)
    else:
        for d in dirs:
            yield from walk(path.join(top, d), topdown, onerror, followlinks)
        yield top, dirs, nondirs


# File descriptors: the run's files have none of their own (open() reads and writes whole
# files), so a descriptor is a number standing for a path, made by tempfile.mkstemp; os.close
# and os.fdopen take it.
_fds = {}
_next_fd = [3]


def _new_fd(path):
    fd = _next_fd[0]
    _next_fd[0] = fd + 1
    _fds[fd] = path
    return fd


def _fd_path(fd):
    if not isinstance(fd, int):
        raise TypeError("'%s' object cannot be interpreted as an integer" % type(fd).__name__)
    path = _fds.get(fd)
    if path is None:
        raise OSError(9, "Bad file descriptor")
    return path


def close(fd):
    """Closes a descriptor tempfile.mkstemp gave (OSError EBADF for any other)."""
    _fd_path(fd)
    del _fds[fd]


def fdopen(fd, mode="r", buffering=-1, encoding=None, errors=None, newline=None, closefd=True):
    """A file object over the descriptor's file (which it then owns when closefd)."""
    path = _fd_path(fd)
    if "w" in mode:
        # The descriptor's file is opened, not truncated: its content stays until written.
        mode = mode.replace("w", "r") + ("" if "+" in mode else "+")
    f = open(path, mode, buffering, encoding, errors, newline)
    if closefd:
        del _fds[fd]
    return f


def cpu_count():
    """1: a playground program runs on one thread (threads run one after another), so pools
    sized by cpu_count() get one worker; CPython answers the machine's count."""
    return 1
