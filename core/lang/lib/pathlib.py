"""pathlib (CPython 3.11's PurePath/Path, POSIX flavour) over the run's files (`core/lang/src/files.rs`):
the pure path operations whole (joining, parts, name, suffix, stem, parent(s), with_*,
relative_to, match, ordering), and the file operations the run's files offer: exists, is_file,
read_text, read_bytes, write_text, write_bytes, open, unlink, is_dir, iterdir, glob (no `**`), mkdir,
rmdir and stat (`os.stat`: the kind and the size). What the store does not keep (resolve, cwd,
times, ...) raises NotImplementedError naming it. PureWindowsPath: drives, UNC shares, either
separator, case-insensitive comparison and matching, is_reserved; WindowsPath cannot be made."""

import fnmatch as _fnmatch
import os as _os

__all__ = ["PurePath", "PurePosixPath", "PureWindowsPath", "Path", "PosixPath", "WindowsPath"]


_WIN_RESERVED = ({"CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$"}
                 | {f"{kind}{c}" for kind in ("COM", "LPT") for c in "123456789\xb9\xb2\xb3"})


def _split_posix(a):
    # (drive, root, parts) of one POSIX path string.
    root = ""
    if a.startswith("/"):
        # Exactly two leading slashes are kept (POSIX leaves them implementation-defined).
        root = "//" if a.startswith("//") and not a.startswith("///") else "/"
    return "", root, [p for p in a.split("/") if p and p != "."]


def _split_windows(a):
    # (drive, root, parts) of one Windows path string: a drive letter ('C:') or a UNC share
    # ('\\server\share', always with a root), either separator.
    a = a.replace("/", "\\")
    drv = root = ""
    rest = a
    if a[:2] == "\\\\" and a[2:3] != "\\":
        i = a.find("\\", 2)
        if i > 2:
            j = a.find("\\", i + 1)
            if j != i + 1:
                if j < 0:
                    j = len(a)
                drv, rest = a[:j], a[j:]
                root = "\\"
    elif len(a) >= 2 and a[1] == ":" and a[0].isalpha():
        drv, rest = a[:2], a[2:]
    if rest.startswith("\\"):
        root = "\\"
    return drv, root, [p for p in rest.split("\\") if p and p != "."]


class PurePath:
    """A path as a string of parts, without file system access."""

    __slots__ = ("_drv", "_root", "_tail", "_str", "_hash")
    _sep = "/"
    _windows = False

    def __new__(cls, *args):
        if cls is PurePath:
            cls = PurePosixPath
        return cls._from_parts(args)

    @classmethod
    def _split(cls, a):
        return _split_windows(a) if cls._windows else _split_posix(a)

    @classmethod
    def _fold(cls, text):
        return text.lower() if cls._windows else text

    @classmethod
    def _parse(cls, args):
        """(drive, root, parts) of the joined arguments, as CPython's flavours join them."""
        drv = root = ""
        parts = []
        for a in args:
            if isinstance(a, PurePath) and a._windows == cls._windows:
                a_drv, a_root, a_parts = a._drv, a._root, a._tail
            else:
                if isinstance(a, PurePath):
                    a = str(a)
                elif hasattr(a, "__fspath__"):
                    a = a.__fspath__()
                if not isinstance(a, str):
                    raise TypeError("expected str, bytes or os.PathLike object, not "
                                    + type(a).__name__)
                a_drv, a_root, a_parts = cls._split(a)
            if a_drv:
                drv, root, parts = a_drv, a_root, list(a_parts)
            elif a_root:
                root, parts = a_root, list(a_parts)
            else:
                parts.extend(a_parts)
        return drv, root, parts

    @classmethod
    def _from_parts(cls, args):
        self = object.__new__(cls)
        self._drv, self._root, self._tail = cls._parse(args)
        self._str = None
        self._hash = None
        return self

    @classmethod
    def _from_parsed(cls, drv, root, tail):
        self = object.__new__(cls)
        self._drv = drv
        self._root = root
        self._tail = list(tail)
        self._str = None
        self._hash = None
        return self

    def __reduce__(self):
        return (self.__class__, tuple(self.parts))

    def __str__(self):
        if self._str is None:
            self._str = (self._drv + self._root + self._sep.join(self._tail)) or "."
        return self._str

    def __fspath__(self):
        return str(self)

    def as_posix(self):
        return str(self).replace("\\", "/") if self._windows else str(self)

    def __bytes__(self):
        return str(self).encode()

    def __repr__(self):
        return "{}({!r})".format(self.__class__.__name__, self.as_posix())

    def as_uri(self):
        if not self.is_absolute():
            raise ValueError("relative path can't be expressed as a file URI")
        from urllib.parse import quote_from_bytes
        if self._windows:
            path = self.as_posix()
            if len(self._drv) == 2 and self._drv[1] == ":":
                return "file:///" + self._drv + quote_from_bytes(path[2:].encode("utf-8"))
            return "file:" + quote_from_bytes(path.encode("utf-8"))
        return "file://" + quote_from_bytes(str(self).encode("utf-8"))

    def _key(self):
        fold = self._fold
        return (fold(self._drv), self._root, [fold(p) for p in self._tail])

    def __eq__(self, other):
        if not isinstance(other, PurePath) or other._windows != self._windows:
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self):
        if self._hash is None:
            self._hash = hash(self._fold(str(self)))
        return self._hash

    def _cmp_parts(self, other):
        if not isinstance(other, PurePath) or other._windows != self._windows:
            return None
        fold = self._fold
        return ([fold(self._drv + self._root)] + [fold(p) for p in self._tail],
                [fold(other._drv + other._root)] + [fold(p) for p in other._tail])

    def __lt__(self, other):
        p = self._cmp_parts(other)
        return NotImplemented if p is None else p[0] < p[1]

    def __le__(self, other):
        p = self._cmp_parts(other)
        return NotImplemented if p is None else p[0] <= p[1]

    def __gt__(self, other):
        p = self._cmp_parts(other)
        return NotImplemented if p is None else p[0] > p[1]

    def __ge__(self, other):
        p = self._cmp_parts(other)
        return NotImplemented if p is None else p[0] >= p[1]

    drive = property(lambda self: self._drv)
    root = property(lambda self: self._root)

    @property
    def anchor(self):
        return self._drv + self._root

    @property
    def parts(self):
        anchor = self._drv + self._root
        return ((anchor,) if anchor else ()) + tuple(self._tail)

    @property
    def name(self):
        return self._tail[-1] if self._tail else ""

    @property
    def suffix(self):
        name = self.name
        i = name.rfind(".")
        return name[i:] if 0 < i < len(name) - 1 else ""

    @property
    def suffixes(self):
        name = self.name
        if name.endswith("."):
            return []
        name = name.lstrip(".")
        return ["." + s for s in name.split(".")[1:]]

    @property
    def stem(self):
        name = self.name
        i = name.rfind(".")
        return name[:i] if 0 < i < len(name) - 1 else name

    def with_name(self, name):
        if not self.name:
            raise ValueError("%r has an empty name" % (self,))
        drv, root, parts = self._split(name) if isinstance(name, str) else ("", "", [])
        if (not name or name[-1] in ("/", self._sep) or drv or root or len(parts) != 1):
            raise ValueError("Invalid name %r" % (name,))
        return self._from_parsed(self._drv, self._root, self._tail[:-1] + [name])

    def with_stem(self, stem):
        return self.with_name(stem + self.suffix)

    def with_suffix(self, suffix):
        if ("/" in suffix or self._sep in suffix or (suffix and not suffix.startswith("."))
                or suffix == "."):
            raise ValueError("Invalid suffix %r" % (suffix,))
        name = self.name
        if not name:
            raise ValueError("%r has an empty name" % (self,))
        old = self.suffix
        name = name[:len(name) - len(old)] + suffix if old else name + suffix
        return self._from_parsed(self._drv, self._root, self._tail[:-1] + [name])

    def relative_to(self, *other):
        if not other:
            raise TypeError("need at least one argument")
        to = self._from_parts(other)
        fold = self._fold
        n = len(to._tail)
        if (fold(to._drv) != fold(self._drv) or to._root != self._root
                or [fold(p) for p in self._tail[:n]] != [fold(p) for p in to._tail]):
            formatted = str(to)
            raise ValueError("{!r} is not in the subpath of {!r} OR one path is relative and "
                             "the other is absolute.".format(str(self), formatted))
        return self._from_parsed("", "", self._tail[n:])

    def is_relative_to(self, *other):
        try:
            self.relative_to(*other)
            return True
        except ValueError:
            return False

    def joinpath(self, *args):
        return self._from_parts((self,) + args)

    def __truediv__(self, key):
        try:
            return self._from_parts((self, key))
        except TypeError:
            return NotImplemented

    def __rtruediv__(self, key):
        try:
            return self._from_parts((key, self))
        except TypeError:
            return NotImplemented

    @property
    def parent(self):
        if not self._tail:
            return self
        return self._from_parsed(self._drv, self._root, self._tail[:-1])

    @property
    def parents(self):
        return _PathParents(self)

    def is_absolute(self):
        if not self._root:
            return False
        return bool(self._drv) if self._windows else True

    def is_reserved(self):
        if not self._windows or not self._tail or self._drv.startswith("\\\\"):
            return False
        name = self._tail[-1].partition(".")[0].partition(":")[0].rstrip(" ")
        return name.upper() in _WIN_RESERVED

    def match(self, path_pattern):
        pat = type(self)(path_pattern)
        fold = self._fold
        pat_parts = [fold(p) for p in pat.parts]
        if not pat_parts:
            raise ValueError("empty pattern")
        parts = [fold(p) for p in self.parts]
        if pat._drv or pat._root:
            if len(pat_parts) != len(parts):
                return False
        elif len(pat_parts) > len(parts):
            return False
        for part, pattern in zip(reversed(parts), reversed(pat_parts)):
            if not _fnmatch.fnmatchcase(part, pattern):
                return False
        return True


class _PathParents:
    """A path's ancestors, nearest first: a sequence (indexing, negative indexes, slices)."""

    __slots__ = ("_path",)

    def __init__(self, path):
        self._path = path

    def __len__(self):
        return len(self._path._tail)

    def __getitem__(self, idx):
        n = len(self)
        if isinstance(idx, slice):
            return tuple(self[i] for i in range(*idx.indices(n)))
        if idx >= n or idx < -n:
            raise IndexError(idx)
        if idx < 0:
            idx += n
        p = self._path
        return p._from_parsed(p._drv, p._root, p._tail[:n - 1 - idx])

    def __iter__(self):
        return (self[i] for i in range(len(self)))

    def __contains__(self, item):
        return any(item == p for p in self)

    def __repr__(self):
        return "<{}.parents>".format(type(self._path).__name__)


class PurePosixPath(PurePath):
    __slots__ = ()


class PureWindowsPath(PurePath):
    """Windows paths: drive letters and UNC shares, either separator, compared ignoring case."""
    __slots__ = ()
    _sep = "\\"
    _windows = True


def _unsupported(name):
    def method(*args, **kwargs):
        raise NotImplementedError("pathlib.Path.%s is not supported in the playground (the "
                                  "run's files have no directory listing or metadata)" % name)

    method.__name__ = name
    return method


class Path(PurePath):
    """A path of the run's files (the CLI's directory, the page's stored files, or memory)."""

    __slots__ = ()

    def __new__(cls, *args, **kwargs):
        if cls is Path:
            cls = PosixPath
        if cls._windows:
            raise NotImplementedError(f"cannot instantiate {cls.__name__!r} on your system")
        return cls._from_parts(args)

    def __enter__(self):
        return self

    def __exit__(self, t, v, tb):
        pass

    def exists(self):
        return _os.path.exists(str(self))

    def is_file(self):
        return _os.path.isfile(str(self))

    def is_dir(self):
        return _os.path.isdir(str(self))

    def stat(self, *, follow_symlinks=True):
        return _os.stat(str(self))

    def iterdir(self):
        """The directory's entries, in sorted order (CPython: the file system's order)."""
        for name in _os.listdir(str(self)):
            yield self._from_parsed(self._drv, self._root, self._tail + [name])

    def glob(self, pattern):
        """The paths under this directory matching `pattern` (`*`, `?`, `[...]` in each part;
        `**` is not supported), in sorted order."""
        if not pattern:
            raise ValueError("Unacceptable pattern: {!r}".format(pattern))
        pat = PurePosixPath(pattern)
        if pat._root:
            raise NotImplementedError("Non-relative patterns are unsupported")
        if "**" in pat._tail:
            raise NotImplementedError("pathlib.Path.glob('**') is not supported in the "
                                      "playground")
        found = [self]
        for i, part in enumerate(pat._tail):
            last = i == len(pat._tail) - 1
            nxt = []
            for base in found:
                if not base.is_dir():
                    continue
                if not any(c in part for c in "*?["):
                    child = base / part
                    if child.exists() or child.is_dir():
                        nxt.append(child)
                    continue
                for name in _os.listdir(str(base)):
                    if _fnmatch.fnmatchcase(name, part):
                        child = base._from_parsed(base._drv, base._root, base._tail + [name])
                        if last or child.is_dir():
                            nxt.append(child)
            found = nxt
        yield from found

    def open(self, mode="r", buffering=-1, encoding=None, errors=None, newline=None):
        return open(str(self), mode, buffering, encoding, errors, newline)

    def read_bytes(self):
        with self.open(mode="rb") as f:
            return f.read()

    def read_text(self, encoding=None, errors=None):
        with self.open(mode="r", encoding=encoding, errors=errors) as f:
            return f.read()

    def write_bytes(self, data):
        view = bytes(data)
        with self.open(mode="wb") as f:
            return f.write(view)

    def write_text(self, data, encoding=None, errors=None, newline=None):
        if not isinstance(data, str):
            raise TypeError("data must be str, not %s" % data.__class__.__name__)
        with self.open(mode="w", encoding=encoding, errors=errors, newline=newline) as f:
            return f.write(data)

    def unlink(self, missing_ok=False):
        try:
            _os.remove(str(self))
        except FileNotFoundError:
            if not missing_ok:
                raise

    def rename(self, target):
        """Renames this file to target (os.rename) and returns the new Path, as CPython's."""
        _os.rename(str(self), _os.fspath(target))
        return self.__class__(target)

    def replace(self, target):
        _os.replace(str(self), _os.fspath(target))
        return self.__class__(target)

    def mkdir(self, mode=0o777, parents=False, exist_ok=False):
        """os.mkdir, with parents= and exist_ok= as CPython's Path.mkdir."""
        try:
            _os.mkdir(str(self), mode)
        except FileNotFoundError:
            if not parents or self.parent == self:
                raise
            self.parent.mkdir(parents=True, exist_ok=True)
            self.mkdir(mode, parents=False, exist_ok=exist_ok)
        except OSError:
            if not exist_ok or not self.is_dir():
                raise

    def rmdir(self):
        _os.rmdir(str(self))


for _name in ("cwd", "home", "lstat", "rglob",
              "touch", "resolve", "absolute", "expanduser",
              "is_symlink", "samefile", "chmod", "owner", "group", "readlink", "symlink_to",
              "hardlink_to", "is_mount", "is_socket", "is_fifo", "is_block_device",
              "is_char_device", "link_to", "lchmod"):
    setattr(Path, _name, _unsupported(_name))
del _name


class PosixPath(Path, PurePosixPath):
    __slots__ = ()


class WindowsPath(Path, PureWindowsPath):
    __slots__ = ()
