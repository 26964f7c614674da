"""tomllib (CPython 3.11): parse TOML 1.0 into dicts, lists, strs, ints, floats, bools and
datetime/date/time values. Written for the playground from the TOML 1.0 specification: a
character-level parser over the whole document (tables, arrays of tables, dotted keys, inline
tables, the four string kinds, integers in four bases, floats, dates and times), refusing
redefinitions as the specification asks; errors are TOMLDecodeError with the position."""

import datetime as _dt
import re as _re
import string as _string

__all__ = ("loads", "load", "TOMLDecodeError")


class TOMLDecodeError(ValueError):
    """An error while decoding TOML."""


_BARE = frozenset(_string.ascii_letters + _string.digits + "-_")
_WS = " \t"
_ESCAPES = {"b": "\b", "t": "\t", "n": "\n", "f": "\f", "r": "\r", '"': '"', "\\": "\\"}


def load(fp, /, *, parse_float=float):
    """Parse TOML from a binary file object."""
    data = fp.read()
    try:
        text = data.decode()
    except AttributeError:
        raise TypeError("File must be opened in binary mode, e.g. use `open('foo.toml', 'rb')`") \
            from None
    return loads(text, parse_float=parse_float)


def loads(s, /, *, parse_float=float):
    """Parse a TOML document (a str) into a dict."""
    return _Parser(s.replace("\r\n", "\n"), parse_float).document()


class _Parser:
    def __init__(self, src, parse_float):
        self.src = src
        self.pos = 0
        self.parse_float = parse_float
        self.root = {}
        # Tables whose keys are closed to later headers/dotted keys: id -> kind
        self.explicit = set()    # tables opened by a [header]
        self.frozen = set()      # inline tables and arrays: never added to
        self.dotted = set()      # tables made by dotted keys inside some table's body
        self.aot = set()         # lists made by [[header]]
        self.header = ()         # the key of the table being filled

    # -- errors and characters

    def error(self, msg, pos=None):
        pos = self.pos if pos is None else pos
        line = self.src.count("\n", 0, pos) + 1
        col = pos - (self.src.rfind("\n", 0, pos) + 1) + 1
        if pos >= len(self.src):
            return TOMLDecodeError(f"{msg} (at end of document)")
        return TOMLDecodeError(f"{msg} (at line {line}, column {col})")

    def peek(self, n=0):
        i = self.pos + n
        return self.src[i] if i < len(self.src) else ""

    def skip_ws(self):
        while self.peek() in _WS and self.peek():
            self.pos += 1

    def skip_comment(self):
        if self.peek() == "#":
            while self.peek() and self.peek() != "\n":
                ch = self.peek()
                if (ord(ch) < 0x20 and ch != "\t") or ch == "\x7f":
                    raise self.error(f"Found invalid character {ch!r}")
                self.pos += 1

    def end_of_line(self):
        self.skip_ws()
        self.skip_comment()
        ch = self.peek()
        if ch == "\n":
            self.pos += 1
        elif ch:
            raise self.error("Expected newline or end of document after a statement")

    # -- the document

    def document(self):
        current = self.root
        while self.pos < len(self.src):
            self.skip_ws()
            ch = self.peek()
            if ch == "\n":
                self.pos += 1
                continue
            if ch == "#":
                self.skip_comment()
                continue
            if ch == "[":
                if self.peek(1) == "[":
                    current = self.array_table_header()
                else:
                    current = self.table_header()
                self.header = self._last_header
            elif ch in _BARE or ch in "\"'":
                self.key_value(current, in_inline=False)
            else:
                raise self.error("Invalid statement")
            self.end_of_line()
        return self.root

    def key(self):
        parts = []
        while True:
            self.skip_ws()
            ch = self.peek()
            if ch == '"':
                parts.append(self.basic_string())
            elif ch == "'":
                parts.append(self.literal_string())
            elif ch in _BARE and ch:
                start = self.pos
                while self.peek() in _BARE and self.peek():
                    self.pos += 1
                parts.append(self.src[start:self.pos])
            else:
                raise self.error("Invalid initial character for a key part")
            self.skip_ws()
            if self.peek() != ".":
                return parts
            self.pos += 1

    def descend(self, table, parts, header_pos, for_header):
        # Walk (creating) the tables named by parts[:-1] from table.
        for part in parts:
            if part not in table:
                table[part] = {}
                if not for_header:
                    self.dotted.add(id(table[part]))
            nxt = table[part]
            if isinstance(nxt, list):
                if id(nxt) not in self.aot or not for_header:
                    raise self.error("Cannot overwrite a value", header_pos)
                nxt = nxt[-1]
            if not isinstance(nxt, dict) or id(nxt) in self.frozen:
                raise self.error("Cannot overwrite a value", header_pos)
            if not for_header and id(nxt) in self.explicit:
                raise self.error("Cannot overwrite a value", header_pos)
            table = nxt
        return table

    def table_header(self):
        start = self.pos
        self.pos += 1
        parts = self.key()
        key = tuple(parts)
        parent = self.descend(self.root, parts[:-1], start, True)
        last = parts[-1]
        if last in parent:
            table = parent[last]
            if isinstance(table, list) and id(table) in self.aot:
                raise self.error(f"Cannot declare {key} twice")
            if not isinstance(table, dict):
                raise self.error("Cannot overwrite a value")
            if id(table) in self.explicit or id(table) in self.frozen:
                raise self.error(f"Cannot declare {key} twice")
            if id(table) in self.dotted:
                raise self.error("Cannot overwrite a value")
        else:
            table = None
        if self.peek() != "]":
            raise self.error("Expected ']' at the end of a table declaration")
        self.pos += 1
        if table is None:
            table = parent[last] = {}
        self.explicit.add(id(table))
        self._last_header = key
        return table

    def array_table_header(self):
        start = self.pos
        self.pos += 2
        parts = self.key()
        key = tuple(parts)
        parent = self.descend(self.root, parts[:-1], start, True)
        last = parts[-1]
        arr = parent.get(last)
        if arr is not None:
            if id(arr) in self.frozen:
                raise self.error(f"Cannot mutate immutable namespace {key}")
            if not isinstance(arr, list) or id(arr) not in self.aot:
                raise self.error("Cannot overwrite a value")
        if not self.src.startswith("]]", self.pos):
            raise self.error("Expected ']]' at the end of an array declaration")
        self.pos += 2
        if arr is None:
            arr = parent[last] = []
            self.aot.add(id(arr))
        table = {}
        arr.append(table)
        self.explicit.add(id(table))
        self._last_header = key
        return table

    def key_value(self, table, in_inline):
        parts = self.key()
        if self.peek() != "=":
            raise self.error("Expected '=' after a key in a key/value pair")
        self.pos += 1
        self.skip_ws()
        value = self.value()
        base = () if in_inline else self.header
        node = table
        for i, part in enumerate(parts[:-1]):
            nxt = node.get(part) if isinstance(node, dict) else None
            if isinstance(nxt, dict) and id(nxt) in self.explicit and not in_inline:
                raise self.error(f"Cannot redefine namespace {base + tuple(parts[:i + 1])}")
            node = nxt
        target_parent = node
        if isinstance(target_parent, dict) and id(target_parent) in self.frozen \
                and target_parent is not table:
            raise self.error(f"Cannot mutate immutable namespace {base + tuple(parts[:-1])}")
        target = self.descend(table, parts[:-1], self.pos, False)
        if parts[-1] in target:
            raise self.error("Cannot overwrite a value")
        target[parts[-1]] = value

    # -- values

    def value(self):
        ch = self.peek()
        src = self.src
        if ch == '"':
            if src.startswith('"""', self.pos):
                return self.ml_basic_string()
            return self.basic_string()
        if ch == "'":
            if src.startswith("'''", self.pos):
                return self.ml_literal_string()
            return self.literal_string()
        if ch == "t" and src.startswith("true", self.pos):
            self.pos += 4
            return True
        if ch == "f" and src.startswith("false", self.pos):
            self.pos += 5
            return False
        if ch == "[":
            return self.array()
        if ch == "{":
            return self.inline_table()
        if not ch:
            raise self.error("Invalid value")
        return self.number_or_date()

    def array(self):
        start = self.pos
        self.pos += 1
        out = []
        while True:
            self.skip_blank()
            if self.peek() == "]":
                self.pos += 1
                self.frozen.add(id(out))
                return out
            if not self.peek():
                raise self.error("Unclosed array", start)
            out.append(self.value())
            self.skip_blank()
            ch = self.peek()
            if ch == ",":
                self.pos += 1
            elif ch == "]":
                self.pos += 1
                self.frozen.add(id(out))
                return out
            else:
                raise self.error("Unclosed array")

    def skip_blank(self):
        while True:
            self.skip_ws()
            if self.peek() == "#":
                self.skip_comment()
            elif self.peek() == "\n":
                self.pos += 1
            else:
                return

    def inline_table(self):
        self.pos += 1
        table = {}
        self.skip_ws()
        if self.peek() == "}":
            self.pos += 1
            self.frozen.add(id(table))
            return table
        while True:
            self.key_value(table, in_inline=True)
            self.skip_ws()
            ch = self.peek()
            if ch == "}":
                self.pos += 1
                self._freeze(table)
                return table
            if ch != ",":
                raise self.error("Unclosed inline table")
            self.pos += 1
            self.skip_ws()

    def _freeze(self, table):
        self.frozen.add(id(table))
        for v in table.values():
            if isinstance(v, dict):
                self._freeze(v)

    # -- strings

    def _check_char(self, ch, multiline, literal=False):
        code = ord(ch)
        if (code < 0x20 and ch != "\t" and not (multiline and ch == "\n")) or code == 0x7F:
            if literal:
                raise self.error(f"Found invalid character {ch!r}")
            raise self.error(f"Illegal character {ch!r}")

    def escape(self, multiline):
        # at the backslash
        back = self.pos
        self.pos += 1
        ch = self.peek()
        if multiline and ch in " \t\n":
            # a line-ending backslash: trim the whitespace and newlines that follow
            save = self.pos
            while self.peek() in " \t" and self.peek():
                self.pos += 1
            if self.peek() != "\n":
                raise self.error("Unescaped '\\' in a string", back + 2)
            while self.peek() in " \t\n" and self.peek():
                self.pos += 1
            return ""
        if ch in _ESCAPES:
            self.pos += 1
            return _ESCAPES[ch]
        if ch in "uU":
            n = 4 if ch == "u" else 8
            digits = self.src[self.pos + 1:self.pos + 1 + n]
            if len(digits) != n or any(c not in _string.hexdigits for c in digits):
                raise self.error("Invalid hex value", back + 2)
            code = int(digits, 16)
            if 0xD800 <= code <= 0xDFFF or code > 0x10FFFF:
                raise self.error("Escaped character is not a Unicode scalar value",
                                 back + 2 + n)
            self.pos += 1 + n
            return chr(code)
        raise self.error("Unescaped '\\' in a string", back + 2)

    def basic_string(self):
        self.pos += 1
        out = []
        while True:
            ch = self.peek()
            if not ch:
                raise self.error("Unterminated string")
            if ch == '"':
                self.pos += 1
                return "".join(out)
            if ch == "\\":
                out.append(self.escape(False))
                continue
            self._check_char(ch, False)
            out.append(ch)
            self.pos += 1

    def literal_string(self):
        self.pos += 1
        start = self.pos
        while True:
            ch = self.peek()
            if not ch:
                raise self.error('Expected "\'"')
            if ch == "'":
                text = self.src[start:self.pos]
                self.pos += 1
                return text
            self._check_char(ch, False, literal=True)
            self.pos += 1

    def ml_basic_string(self):
        self.pos += 3
        if self.peek() == "\n":
            self.pos += 1
        out = []
        while True:
            if self.src.startswith('"""', self.pos):
                # up to two quotes may end the content just before the closing three
                extra = 0
                while extra < 2 and self.src.startswith('"""', self.pos + extra + 1):
                    extra += 1
                out.append('"' * extra)
                self.pos += 3 + extra
                return "".join(out)
            ch = self.peek()
            if not ch:
                raise self.error("Unterminated string")
            if ch == "\\":
                out.append(self.escape(True))
                continue
            self._check_char(ch, True)
            out.append(ch)
            self.pos += 1

    def ml_literal_string(self):
        self.pos += 3
        if self.peek() == "\n":
            self.pos += 1
        start = self.pos
        while True:
            if self.src.startswith("'''", self.pos):
                extra = 0
                while extra < 2 and self.src.startswith("'''", self.pos + extra + 1):
                    extra += 1
                text = self.src[start:self.pos + extra]
                self.pos += 3 + extra
                return text
            ch = self.peek()
            if not ch:
                raise self.error('Expected "\'\'\'"')
            self._check_char(ch, True, literal=True)
            self.pos += 1

    # -- numbers, dates and times

    def number_or_date(self):
        # The longest date-time, time or number the grammar allows from here (what follows it
        # is then the statement's end or an error there).
        start = self.pos
        for sign in ("", "+", "-"):
            for word in ("inf", "nan"):
                if self.src.startswith(sign + word, start):
                    self.pos = start + len(sign) + 3
                    return self.parse_float(sign + word)
        m = _DATETIME_RE.match(self.src, start)
        if m:
            self.pos = m.end()
            return self._datetime_value(m, start)
        m = _TIME_RE.match(self.src, start)
        if m:
            self.pos = m.end()
            return _dt.time(int(m[1]), int(m[2]), int(m[3]), _micro(m[4]))
        m = _NUMBER_RE.match(self.src, start)
        if not m:
            raise self.error("Invalid value")
        self.pos = m.end()
        text = m.group()
        if text[:2] in ("0x", "0o", "0b"):
            return int(text[2:].replace("_", ""), {"x": 16, "o": 8, "b": 2}[text[1]])
        if m["frac"] is None and m["exp"] is None:
            return int(text.replace("_", ""))
        value = self.parse_float(text.replace("_", ""))
        if isinstance(value, (dict, list)):
            raise ValueError("parse_float must not return dicts or lists")
        return value

    def _datetime_value(self, m, start):
        try:
            day = _dt.date(int(m[1]), int(m[2]), int(m[3]))
            if m[4] is None:
                return day
            tz = None
            if m[8]:
                tz = _dt.timezone.utc
            elif m[9]:
                delta = _dt.timedelta(hours=int(m[10]), minutes=int(m[11]))
                tz = _dt.timezone(delta if m[9] == "+" else -delta)
            return _dt.datetime(day.year, day.month, day.day, int(m[4]), int(m[5]), int(m[6]),
                                _micro(m[7]), tzinfo=tz)
        except ValueError:
            raise self.error("Invalid date or datetime", start) from None


def _micro(frac):
    return int(frac[:6].ljust(6, "0")) if frac else 0


_TIME = r"([01][0-9]|2[0-3]):([0-5][0-9]):([0-5][0-9])(?:\.([0-9]+))?"
_DATETIME_RE = _re.compile(r"([0-9]{4})-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])"
                           r"(?:[Tt ]" + _TIME + r"(?:([Zz])|([+-])([01][0-9]|2[0-3]):([0-5][0-9]))?)?")
_TIME_RE = _re.compile(_TIME)
_NUMBER_RE = _re.compile(r"0x[0-9A-Fa-f](?:_?[0-9A-Fa-f])*|0o[0-7](?:_?[0-7])*|0b[01](?:_?[01])*"
                         r"|[+-]?(?:0|[1-9](?:_?[0-9])*)(?P<frac>\.[0-9](?:_?[0-9])*)?"
                         r"(?P<exp>[eE][+-]?[0-9](?:_?[0-9])*)?")
