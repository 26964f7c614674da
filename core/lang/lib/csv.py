"""csv: reader, writer, DictReader, DictWriter and dialects, with CPython 3.11's parsing rules,
quoting and messages. The reader is the state machine CPython's `_csv` module documents, one
character at a time over each line the iterable gives (a quoted field may span lines)."""

__all__ = [
    "QUOTE_MINIMAL", "QUOTE_ALL", "QUOTE_NONNUMERIC", "QUOTE_NONE", "Error", "Dialect",
    "excel", "excel_tab", "unix_dialect", "reader", "writer", "register_dialect",
    "get_dialect", "list_dialects", "field_size_limit", "unregister_dialect", "DictReader",
    "DictWriter", "Sniffer", "__version__",
]

__version__ = "1.0"

QUOTE_MINIMAL, QUOTE_ALL, QUOTE_NONNUMERIC, QUOTE_NONE = range(4)


class Error(Exception):
    pass


Error.__module__ = "_csv"

_dialects = {}
_field_limit = 128 * 1024


def field_size_limit(*args):
    global _field_limit
    if len(args) > 1:
        raise TypeError(f"field_size_limit expected at most 1 argument, got {len(args)}")
    old = _field_limit
    if args:
        if not isinstance(args[0], int):
            raise TypeError("limit must be an integer")
        _field_limit = args[0]
    return old


def _char(name, v, allow_none):
    if v is None and allow_none:
        return None
    if not isinstance(v, str):
        if allow_none:
            raise TypeError(f'"{name}" must be string or None, not {type(v).__name__}')
        raise TypeError(f'"{name}" must be string, not {type(v).__name__}')
    if len(v) != 1:
        raise TypeError(f'"{name}" must be a 1-character string')
    return v


class _Dialect:
    """The checked, read-only parameters a reader or writer runs with (CPython's `_csv.Dialect`)."""

    __slots__ = ("delimiter", "quotechar", "escapechar", "doublequote", "skipinitialspace",
                 "lineterminator", "quoting", "strict")

    def __init__(self, dialect=None, **kw):
        base = {}
        if dialect is not None:
            if isinstance(dialect, str):
                dialect = get_dialect(dialect)
            for name in _Dialect.__slots__:
                if hasattr(dialect, name):
                    base[name] = getattr(dialect, name)
        for k, v in kw.items():
            if k not in _Dialect.__slots__:
                raise TypeError(f"'{k}' is an invalid keyword argument for this function")
            base[k] = v
        quoting = base.get("quoting")
        if "quotechar" in kw and kw["quotechar"] is None and "quoting" not in kw:
            # No quote character and no quoting asked for: nothing is quoted (CPython 3.11).
            quoting = QUOTE_NONE
        elif quoting is None:
            quoting = QUOTE_MINIMAL
        if not isinstance(quoting, int):
            raise TypeError('"quoting" must be an integer')
        if quoting not in (0, 1, 2, 3):
            raise TypeError("bad \"quoting\" value")
        delimiter = _char("delimiter", base.get("delimiter", ","), False)
        quotechar = base.get("quotechar", '"')
        quotechar = _char("quotechar", quotechar, True)
        escapechar = _char("escapechar", base.get("escapechar", None), True)
        lineterminator = base.get("lineterminator", "\r\n")
        if not isinstance(lineterminator, str):
            raise TypeError(f'"lineterminator" must be a string, not {type(lineterminator).__name__}')
        if quotechar is None and quoting != QUOTE_NONE:
            raise TypeError("quotechar must be set if quoting enabled")
        object.__setattr__(self, "delimiter", delimiter)
        object.__setattr__(self, "quotechar", quotechar)
        object.__setattr__(self, "escapechar", escapechar)
        object.__setattr__(self, "doublequote", bool(base.get("doublequote", True)))
        object.__setattr__(self, "skipinitialspace", bool(base.get("skipinitialspace", False)))
        object.__setattr__(self, "lineterminator", lineterminator)
        object.__setattr__(self, "quoting", quoting)
        object.__setattr__(self, "strict", bool(base.get("strict", False)))

    def __setattr__(self, name, value):
        raise AttributeError(f"attribute '{name}' of '_csv.Dialect' objects is not writable")


class Dialect:
    """Describes a CSV dialect: subclass it and set the attributes (CPython's `csv.Dialect`)."""

    _name = ""
    _valid = False
    delimiter = None
    quotechar = None
    escapechar = None
    doublequote = None
    skipinitialspace = None
    lineterminator = None
    quoting = None

    def __init__(self):
        if self.__class__ != Dialect:
            self._valid = True
        self._validate()

    def _validate(self):
        try:
            _Dialect(self)
        except TypeError as e:
            raise Error(str(e))


class excel(Dialect):
    delimiter = ","
    quotechar = '"'
    doublequote = True
    skipinitialspace = False
    lineterminator = "\r\n"
    quoting = QUOTE_MINIMAL


class excel_tab(excel):
    delimiter = "\t"


class unix_dialect(Dialect):
    delimiter = ","
    quotechar = '"'
    doublequote = True
    skipinitialspace = False
    lineterminator = "\n"
    quoting = QUOTE_ALL


def register_dialect(name, dialect=None, **fmtparams):
    if not isinstance(name, str):
        raise TypeError("dialect name must be a string")
    _dialects[name] = _Dialect(dialect, **fmtparams)


def unregister_dialect(name):
    if name not in _dialects:
        raise Error("unknown dialect")
    del _dialects[name]


def get_dialect(name):
    try:
        return _dialects[name]
    except (KeyError, TypeError):
        raise Error("unknown dialect") from None


def list_dialects():
    return list(_dialects)


register_dialect("excel", excel)
register_dialect("excel-tab", excel_tab)
register_dialect("unix", unix_dialect)

# The reader's states, as CPython's `_csv` names them.
(_START_RECORD, _START_FIELD, _ESCAPED_CHAR, _IN_FIELD, _IN_QUOTED_FIELD,
 _ESCAPE_IN_QUOTED_FIELD, _QUOTE_IN_QUOTED_FIELD, _EAT_CRNL, _AFTER_ESCAPED_CRNL) = range(9)
_EOL = None  # the end of a line the iterable gave, apart from its own '\n'/'\r'


class reader:
    """A reader object (`_csv.reader`): rows as lists of strings."""

    def __init__(self, iterable, dialect="excel", **fmtparams):
        self._it = iter(iterable)
        self.dialect = _Dialect(dialect, **fmtparams)
        self.line_num = 0

    def __iter__(self):
        return self

    def _reset(self):
        self._fields = []
        self._field = []
        self._state = _START_RECORD
        self._numeric = False

    def _add(self, c):
        if len(self._field) >= _field_limit:
            raise Error(f"field larger than field limit ({_field_limit})")
        self._field.append(c)

    def _save(self):
        field = "".join(self._field)
        self._field = []
        if self._numeric:
            self._numeric = False
            field = float(field)
        self._fields.append(field)

    def _char(self, c):
        d = self.dialect
        st = self._state
        quoting = d.quoting != QUOTE_NONE
        if st == _START_RECORD:
            if c is _EOL:
                return
            if c == "\n" or c == "\r":
                self._state = _EAT_CRNL
                return
            st = self._state = _START_FIELD
        if st == _START_FIELD:
            if c is _EOL or c == "\n" or c == "\r":
                self._save()
                self._state = _START_RECORD if c is _EOL else _EAT_CRNL
            elif c == d.quotechar and quoting:
                self._state = _IN_QUOTED_FIELD
            elif c == d.escapechar:
                self._state = _ESCAPED_CHAR
            elif c == " " and d.skipinitialspace:
                pass
            elif c == d.delimiter:
                self._save()
            else:
                if d.quoting == QUOTE_NONNUMERIC:
                    self._numeric = True
                self._add(c)
                self._state = _IN_FIELD
        elif st == _ESCAPED_CHAR:
            if c == "\n" or c == "\r":
                self._add(c)
                self._state = _AFTER_ESCAPED_CRNL
                return
            self._add("\n" if c is _EOL else c)
            self._state = _IN_FIELD
        elif st == _AFTER_ESCAPED_CRNL and c is _EOL:
            return
        elif st in (_IN_FIELD, _AFTER_ESCAPED_CRNL):
            if c is _EOL or c == "\n" or c == "\r":
                self._save()
                self._state = _START_RECORD if c is _EOL else _EAT_CRNL
            elif c == d.escapechar:
                self._state = _ESCAPED_CHAR
            elif c == d.delimiter:
                self._save()
                self._state = _START_FIELD
            else:
                self._add(c)
                self._state = _IN_FIELD
        elif st == _IN_QUOTED_FIELD:
            if c is _EOL:
                pass
            elif c == d.escapechar:
                self._state = _ESCAPE_IN_QUOTED_FIELD
            elif c == d.quotechar and quoting:
                self._state = _QUOTE_IN_QUOTED_FIELD if d.doublequote else _IN_FIELD
            else:
                self._add(c)
        elif st == _ESCAPE_IN_QUOTED_FIELD:
            self._add("\n" if c is _EOL else c)
            self._state = _IN_QUOTED_FIELD
        elif st == _QUOTE_IN_QUOTED_FIELD:
            if quoting and c == d.quotechar:
                self._add(c)
                self._state = _IN_QUOTED_FIELD
            elif c == d.delimiter:
                self._save()
                self._state = _START_FIELD
            elif c is _EOL or c == "\n" or c == "\r":
                self._save()
                self._state = _START_RECORD if c is _EOL else _EAT_CRNL
            elif not d.strict:
                self._add(c)
                self._state = _IN_FIELD
            else:
                raise Error(f"'{d.delimiter}' expected after '{d.quotechar}'")
        elif st == _EAT_CRNL:
            if c == "\n" or c == "\r":
                pass
            elif c is _EOL:
                self._state = _START_RECORD
            else:
                raise Error(
                    "new-line character seen in unquoted field - "
                    "do you need to open the file in universal-newline mode?"
                )

    def __next__(self):
        self._reset()
        while True:
            try:
                line = next(self._it)
            except StopIteration:
                if self._field or self._state == _IN_QUOTED_FIELD:
                    if self.dialect.strict:
                        raise Error("unexpected end of data")
                    self._save()
                    break
                raise
            if not isinstance(line, str):
                raise Error(
                    f"iterator should return strings, not {type(line).__name__} "
                    "(the file should be opened in text mode)"
                )
            self.line_num += 1
            for c in line:
                self._char(c)
            self._char(_EOL)
            if self._state == _START_RECORD:
                break
        fields = self._fields
        self._fields = []
        return fields


reader.__module__ = "_csv"
_reader = reader


class writer:
    """A writer object (`_csv.writer`)."""

    def __init__(self, fileobj, dialect="excel", **fmtparams):
        if not hasattr(fileobj, "write"):
            raise TypeError('argument 1 must have a "write" method')
        self._write = fileobj.write
        self.dialect = _Dialect(dialect, **fmtparams)

    def _field(self, field, quoted, out):
        d = self.dialect
        text = []
        for c in field:
            escape = False
            if (c == d.delimiter or c == d.escapechar or c == d.quotechar
                    or c in d.lineterminator or c == "\n" or c == "\r"):
                if d.quoting == QUOTE_NONE:
                    escape = True
                else:
                    if c == d.quotechar:
                        if d.doublequote:
                            text.append(d.quotechar)
                        else:
                            escape = True
                    elif c == d.escapechar:
                        escape = True
                    if not escape:
                        quoted = True
                if escape:
                    if d.escapechar is None:
                        raise Error("need to escape, but no escapechar set")
                    text.append(d.escapechar)
            text.append(c)
        if quoted:
            out.append(d.quotechar + "".join(text) + d.quotechar)
        else:
            out.append("".join(text))

    def writerow(self, row):
        d = self.dialect
        try:
            items = iter(row)
        except TypeError:
            raise Error(f"iterable expected, not {type(row).__name__}") from None
        out = []
        for field in items:
            if d.quoting == QUOTE_NONNUMERIC:
                quoted = not isinstance(field, (int, float))
            else:
                quoted = d.quoting == QUOTE_ALL
            if field is None:
                text = ""
            elif isinstance(field, str):
                text = field
            else:
                text = str(field)
            self._field(text, quoted, out)
        if len(out) == 1 and out[0] == "":
            if d.quoting == QUOTE_NONE:
                raise Error("single empty field record must be quoted")
            out[0] = d.quotechar * 2
        return self._write(d.delimiter.join(out) + d.lineterminator)

    def writerows(self, rows):
        for row in rows:
            self.writerow(row)


writer.__module__ = "_csv"
_writer = writer


def reader(csvfile, dialect="excel", **fmtparams):
    return _reader(csvfile, dialect, **fmtparams)


def writer(csvfile, dialect="excel", **fmtparams):
    return _writer(csvfile, dialect, **fmtparams)


class DictReader:
    def __init__(self, f, fieldnames=None, restkey=None, restval=None, dialect="excel",
                 *args, **kwds):
        self._fieldnames = fieldnames
        self.restkey = restkey
        self.restval = restval
        self.reader = reader(f, dialect, *args, **kwds)
        self.dialect = dialect
        self.line_num = 0

    def __iter__(self):
        return self

    @property
    def fieldnames(self):
        if self._fieldnames is None:
            try:
                self._fieldnames = next(self.reader)
            except StopIteration:
                pass
        self.line_num = self.reader.line_num
        return self._fieldnames

    @fieldnames.setter
    def fieldnames(self, value):
        self._fieldnames = value

    def __next__(self):
        if self.line_num == 0:
            self.fieldnames
        row = next(self.reader)
        self.line_num = self.reader.line_num
        while row == []:
            row = next(self.reader)
        d = dict(zip(self.fieldnames, row))
        lf = len(self.fieldnames)
        lr = len(row)
        if lf < lr:
            d[self.restkey] = row[lf:]
        elif lf > lr:
            for key in self.fieldnames[lr:]:
                d[key] = self.restval
        return d


class DictWriter:
    def __init__(self, f, fieldnames, restval="", extrasaction="raise", dialect="excel",
                 *args, **kwds):
        self.fieldnames = fieldnames
        self.restval = restval
        if extrasaction.lower() not in ("raise", "ignore"):
            raise ValueError(f"extrasaction ({extrasaction}) must be 'raise' or 'ignore'")
        self.extrasaction = extrasaction
        self.writer = writer(f, dialect, *args, **kwds)

    def writeheader(self):
        header = dict(zip(self.fieldnames, self.fieldnames))
        return self.writerow(header)

    def _dict_to_list(self, rowdict):
        if self.extrasaction == "raise":
            wrong = rowdict.keys() - self.fieldnames
            if wrong:
                raise ValueError("dict contains fields not in fieldnames: "
                                 + ", ".join([repr(x) for x in wrong]))
        return (rowdict.get(key, self.restval) for key in self.fieldnames)

    def writerow(self, rowdict):
        return self.writer.writerow(self._dict_to_list(rowdict))

    def writerows(self, rowdicts):
        return self.writer.writerows(map(self._dict_to_list, rowdicts))


def __getattr__(name):
    # csv.Sniffer (_csv_sniffer.py), loaded when first named.
    if name == "Sniffer":
        from _csv_sniffer import Sniffer
        return Sniffer
    raise AttributeError(f"module 'csv' has no attribute '{name}'")
