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
    """A database of MIME types: CPython's built-in tables, then the mime.types files given.
    `types_map` and `types_map_inv` are pairs (non-strict, strict) of ext -> type and
    type -> [ext] dicts."""

    def __init__(self, filenames=(), strict=True):
        if not inited:
            init()
        self.encodings_map = dict(_defaults.encodings_map)
        self.suffix_map = dict(_defaults.suffix_map)
        self.types_map = ({}, {})
        self.types_map_inv = ({}, {})
        for table, official in ((_defaults.types_map, True), (_defaults.common_types, False)):
            for suffix, mime in table.items():
                self.add_type(mime, suffix, official)
        for name in filenames:
            self.read(name, strict)

    def add_type(self, type, ext, strict=True):
        """Maps the extension ('.xyz') to the type, and adds it to the type's extensions."""
        self.types_map[strict][ext] = type
        known = self.types_map_inv[strict].setdefault(type, [])
        if ext not in known:
            known.append(ext)

    def guess_type(self, url, strict=True):
        """(type, encoding) of a file name or URL, None for what is unknown; a `data:` URL
        gives its declared type (text/plain when it declares none)."""
        scheme, rest = _split_scheme(os.fspath(url))
        if scheme == "data":
            return _data_url_type(rest), None
        stem, suffix = os.path.splitext(rest)
        while suffix.lower() in self.suffix_map:
            stem, suffix = os.path.splitext(stem + self.suffix_map[suffix.lower()])
        coding = self.encodings_map.get(suffix)
        if coding is not None:
            stem, suffix = os.path.splitext(stem)
        suffix = suffix.lower()
        for official in ((True,) if strict else (True, False)):
            mime = self.types_map[official].get(suffix)
            if mime is not None:
                return mime, coding
        return None, coding

    def guess_all_extensions(self, type, strict=True):
        """The type's known extensions, the strict table's first."""
        mime = type.lower()
        found = list(self.types_map_inv[True].get(mime, ()))
        if not strict:
            found += [e for e in self.types_map_inv[False].get(mime, ()) if e not in found]
        return found

    def guess_extension(self, type, strict=True):
        """The type's first known extension (None if it has none)."""
        found = self.guess_all_extensions(type, strict)
        return found[0] if found else None

    def read(self, filename, strict=True):
        """Adds the entries of a mime.types file of the run's files."""
        with open(filename, encoding="utf-8") as f:
            self.readfp(f, strict)

    def readfp(self, fp, strict=True):
        """Adds `type ext ext ...` lines; '#' starts a comment."""
        while True:
            line = fp.readline()
            if not line:
                break
            fields = list(_until_comment(line.split()))
            if len(fields) > 1:
                for suffix in fields[1:]:
                    self.add_type(fields[0], "." + suffix, strict)

    def read_windows_registry(self, strict=True):
        """Nothing to read: not Windows."""


def _until_comment(words):
    for w in words:
        if w.startswith("#"):
            return
        yield w


def _data_url_type(rest):
    comma = rest.find(",")
    if comma < 0:
        return None
    semi = rest.find(";", 0, comma)
    declared = rest[:semi if semi >= 0 else comma]
    if "=" in declared or "/" not in declared:
        return "text/plain"
    return declared


def _database():
    if _db is None:
        init()
    return _db


def guess_type(url, strict=True):
    """(type, encoding) of a file name or URL (see MimeTypes.guess_type)."""
    return _database().guess_type(url, strict)


def guess_all_extensions(type, strict=True):
    return _database().guess_all_extensions(type, strict)


def guess_extension(type, strict=True):
    return _database().guess_extension(type, strict)


def add_type(type, ext, strict=True):
    return _database().add_type(type, ext, strict)


def init(files=None):
    """(Re)builds the module's database: a fresh one from the built-in tables and the
    existing `knownfiles` when `files` is None (or on the first call), then `files`."""
    global suffix_map, types_map, encodings_map, common_types, inited, _db
    inited = True
    if files is None or _db is None:
        db = MimeTypes()
        to_read = list(knownfiles) + list(files or ())
    else:
        db = _db
        to_read = list(files)
    for name in to_read:
        if os.path.isfile(name):
            db.read(name)
    _db = db
    encodings_map, suffix_map = db.encodings_map, db.suffix_map
    types_map, common_types = db.types_map[True], db.types_map[False]


def read_mime_types(file):
    """{ext: type} of one mime.types file, or None when it cannot be opened."""
    try:
        f = open(file, encoding="utf-8")
    except OSError:
        return None
    with f:
        fresh = MimeTypes()
        fresh.readfp(f, True)
    return fresh.types_map[True]


suffix_map = dict(_defaults.suffix_map)
encodings_map = dict(_defaults.encodings_map)
types_map = dict(_defaults.types_map)
common_types = dict(_defaults.common_types)
