"""mimetypes as CPython 3.11's: file names and URLs to MIME types and back.

The tables start as CPython's built-in defaults (`_mimetypes_data.py`); `init()` then reads the
`knownfiles` that exist among the run's files (`/etc/mime.types` in the CLI when the host has
one, as CPython does; none in the page). A `MimeTypes()` object holds only the defaults and
what is added to it.
"""

import os

import _mimetypes_data as _defaults

__all__ = ["knownfiles", "inited", "MimeTypes", "guess_type", "guess_all_extensions",
           "guess_extension", "add_type", "init", "read_mime_types", "suffix_map",
           "encodings_map", "types_map", "common_types"]

knownfiles = ["/etc/mime.types", "/etc/httpd/mime.types", "/etc/httpd/conf/mime.types",
              "/etc/apache/mime.types", "/etc/apache2/mime.types",
              "/usr/local/etc/httpd/conf/mime.types", "/usr/local/lib/netscape/mime.types",
              "/usr/local/etc/httpd/conf/mime.types", "/usr/local/etc/mime.types"]

inited = False
_db = None


def _split_scheme(url):
    """(scheme lowercased, rest) when the URL starts with `name:` (no '/' in name), else
    (None, url)."""
    colon = url.find(":")
    if colon > 0 and "/" not in url[:colon]:
        return url[:colon].lower(), url[colon + 1:]
    return None, url


class MimeTypes:
    """A MIME-types database: the built-in defaults, then the given files."""

    def __init__(self, filenames=(), strict=True):
        if not inited:
            init()
        self.encodings_map = dict(_defaults.encodings_map)
        self.suffix_map = dict(_defaults.suffix_map)
        self.types_map = ({}, {})       # non-strict, strict
        self.types_map_inv = ({}, {})
        for ext, type in _defaults.types_map.items():
            self.add_type(type, ext, True)
        for ext, type in _defaults.common_types.items():
            self.add_type(type, ext, False)
        for name in filenames:
            self.read(name, strict)

    def add_type(self, type, ext, strict=True):
        """Maps the extension (with its dot) to the type; the type's extensions get it too."""
        self.types_map[strict][ext] = type
        exts = self.types_map_inv[strict].setdefault(type, [])
        if ext not in exts:
            exts.append(ext)

    def guess_type(self, url, strict=True):
        """(type, encoding) of a file name or URL: None where unknown. `data:` URLs give
        their declared type (text/plain by default)."""
        url = os.fspath(url)
        scheme, url = _split_scheme(url)
        if scheme == "data":
            comma = url.find(",")
            if comma < 0:
                return None, None
            semi = url.find(";", 0, comma)
            declared = url[:semi] if semi >= 0 else url[:comma]
            if "=" in declared or "/" not in declared:
                declared = "text/plain"
            return declared, None
        base, ext = os.path.splitext(url)
        while ext.lower() in self.suffix_map:
            base, ext = os.path.splitext(base + self.suffix_map[ext.lower()])
        encoding = None
        if ext in self.encodings_map:
            encoding = self.encodings_map[ext]
            base, ext = os.path.splitext(base)
        ext = ext.lower()
        if ext in self.types_map[True]:
            return self.types_map[True][ext], encoding
        if not strict and ext in self.types_map[False]:
            return self.types_map[False][ext], encoding
        return None, encoding

    def guess_all_extensions(self, type, strict=True):
        """The extensions known for the type, the strict ones first."""
        type = type.lower()
        found = list(self.types_map_inv[True].get(type, []))
        if not strict:
            for ext in self.types_map_inv[False].get(type, []):
                if ext not in found:
                    found.append(ext)
        return found

    def guess_extension(self, type, strict=True):
        """The type's first known extension, or None."""
        found = self.guess_all_extensions(type, strict)
        return found[0] if found else None

    def read(self, filename, strict=True):
        """Reads a mime.types file of the run's files."""
        with open(filename, encoding="utf-8") as fp:
            self.readfp(fp, strict)

    def readfp(self, fp, strict=True):
        """Reads `type ext1 ext2 ...` lines ('#' starts a comment)."""
        while True:
            line = fp.readline()
            if not line:
                break
            words = line.split()
            for i, word in enumerate(words):
                if word.startswith("#"):
                    del words[i:]
                    break
            if not words:
                continue
            for suffix in words[1:]:
                self.add_type(words[0], "." + suffix, strict)

    def read_windows_registry(self, strict=True):
        """Nothing to read: not Windows."""


def _database():
    if _db is None:
        init()
    return _db


def guess_type(url, strict=True):
    return _database().guess_type(url, strict)


def guess_all_extensions(type, strict=True):
    return _database().guess_all_extensions(type, strict)


def guess_extension(type, strict=True):
    return _database().guess_extension(type, strict)


def add_type(type, ext, strict=True):
    return _database().add_type(type, ext, strict)


def init(files=None):
    """Builds the module's database: the defaults, then the existing `knownfiles` (and
    `files`)."""
    global suffix_map, types_map, encodings_map, common_types, inited, _db
    inited = True
    if files is None or _db is None:
        db = MimeTypes()
        files = knownfiles if files is None else knownfiles + list(files)
    else:
        db = _db
    for name in files:
        if os.path.isfile(name):
            db.read(name)
    encodings_map = db.encodings_map
    suffix_map = db.suffix_map
    types_map = db.types_map[True]
    common_types = db.types_map[False]
    _db = db


def read_mime_types(file):
    """{ext: type} of a mime.types file, or None if it cannot be opened."""
    try:
        f = open(file, encoding="utf-8")
    except OSError:
        return None
    with f:
        db = MimeTypes()
        db.readfp(f, True)
        return db.types_map[True]


suffix_map = dict(_defaults.suffix_map)
encodings_map = dict(_defaults.encodings_map)
types_map = dict(_defaults.types_map)
common_types = dict(_defaults.common_types)
