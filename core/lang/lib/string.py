"""String constants, capwords and Template (CPython's string).

Template scans for its placeholders by hand (the VM has no `re`): a subclass may change
`delimiter` and `flags` (0 for case-sensitive names), but not `idpattern`, `braceidpattern` or
`pattern`. Formatter parses format strings in Python (CPython does it in C, in `_string`).
"""

__all__ = ["ascii_letters", "ascii_lowercase", "ascii_uppercase", "capwords", "digits",
           "hexdigits", "octdigits", "printable", "punctuation", "whitespace", "Formatter",
           "Template"]

whitespace = " \t\n\r\v\f"
ascii_lowercase = "abcdefghijklmnopqrstuvwxyz"
ascii_uppercase = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
ascii_letters = ascii_lowercase + ascii_uppercase
digits = "0123456789"
hexdigits = digits + "abcdef" + "ABCDEF"
octdigits = "01234567"
punctuation = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~"
printable = digits + ascii_letters + punctuation + whitespace


def capwords(s, sep=None):
    """Split s on sep (whitespace by default), capitalize each word, join with sep (or ' ')."""
    return (sep or " ").join([w.capitalize() for w in s.split(sep)])


_IGNORECASE = 2
_ID_START_ANYCASE = "_" + ascii_letters
_ID_START_LOWER = "_" + ascii_lowercase
_ID_REST_ANYCASE = _ID_START_ANYCASE + digits
_ID_REST_LOWER = _ID_START_LOWER + digits

# Kinds of placeholder the scanner reports.
_ESCAPED = 0
_NAMED = 1
_BRACED = 2
_INVALID = 3


class _NoMapping:
    pass


_sentinel_dict = _NoMapping()


class _ChainMap:
    # The keyword arguments first, then the mapping (what CPython's ChainMap gives here).
    def __init__(self, first, second):
        self.first = first
        self.second = second

    def __getitem__(self, key):
        if key in self.first:
            return self.first[key]
        return self.second[key]


class Template:
    """A string with $-substitutions: Template('$who likes ${what}').substitute(...)."""

    delimiter = "$"
    idpattern = r"(?a:[_a-z][_a-z0-9]*)"
    braceidpattern = None
    flags = _IGNORECASE

    _regex = None  # a subclass's own pattern, compiled (None: the scanner below)

    def __init_subclass__(cls, **kwargs):
        # A subclass that sets `pattern`, `idpattern` or `braceidpattern` gets its placeholders
        # found by the regular expression CPython builds from them; one that changes only
        # `delimiter` or `flags` keeps the scanner.
        super().__init_subclass__(**kwargs)
        if ("pattern" in cls.__dict__ or cls.idpattern != Template.idpattern
                or cls.braceidpattern is not None):
            import re

            if "pattern" in cls.__dict__:
                pattern = cls.pattern
            else:
                delim = re.escape(cls.delimiter)
                ident = cls.idpattern
                bid = cls.braceidpattern or cls.idpattern
                pattern = (r"%s(?:(?P<escaped>%s)|(?P<named>%s)|{(?P<braced>%s)}|(?P<invalid>))"
                           % (delim, delim, ident, bid))
            cls.pattern = cls._regex = re.compile(pattern, cls.flags | re.VERBOSE)
        else:
            cls._regex = None

    def __init__(self, template):
        self.template = template

    def _scan(self, cs):
        # Yields (kind, start, end, name) for each placeholder in the character list cs, left
        # to right (a list: indexing a long str is slow in the VM).
        if self._regex is not None:
            yield from self._scan_regex()
            return
        dchars = list(self.delimiter)
        dl = len(dchars)
        d0 = dchars[0]
        n = len(cs)
        if self.flags & _IGNORECASE:
            first, rest = _ID_START_ANYCASE, _ID_REST_ANYCASE
        else:
            first, rest = _ID_START_LOWER, _ID_REST_LOWER
        i = 0
        while i < n:
            if cs[i] != d0 or (dl > 1 and cs[i:i + dl] != dchars):
                i += 1
                continue
            j = i + dl
            if j < n and cs[j] == d0 and (dl == 1 or cs[j:j + dl] == dchars):
                yield (_ESCAPED, i, j + dl, None)
                i = j + dl
                continue
            if j < n and cs[j] in first:
                k = j + 1
                while k < n and cs[k] in rest:
                    k += 1
                yield (_NAMED, i, k, "".join(cs[j:k]))
                i = k
                continue
            if j + 1 < n and cs[j] == "{" and cs[j + 1] in first:
                k = j + 2
                while k < n and cs[k] in rest:
                    k += 1
                if k < n and cs[k] == "}":
                    yield (_BRACED, i, k + 1, "".join(cs[j + 1:k]))
                    i = k + 1
                    continue
            yield (_INVALID, i, j, None)
            i = j

    def _scan_regex(self):
        for m in self._regex.finditer(self.template):
            groups = m.groupdict()
            if groups.get("escaped") is not None:
                yield (_ESCAPED, m.start(), m.end(), None)
            elif groups.get("named") is not None:
                yield (_NAMED, m.start(), m.end(), groups["named"])
            elif groups.get("braced") is not None:
                yield (_BRACED, m.start(), m.end(), groups["braced"])
            elif groups.get("invalid") is not None:
                yield (_INVALID, m.start(), m.start("invalid"), None)
            else:
                raise ValueError("Unrecognized named group in pattern", self.pattern)

    def _invalid(self, i):
        # i is where the invalid group starts: just after the delimiter.
        head = list(self.template)[:i]
        if not head:
            raise ValueError("Invalid placeholder in string: line 1, col 1")
        lineno = 1
        linestart = 0
        k = 0
        n = len(head)
        while k < n:
            ch = head[k]
            if ch == "\r" and k + 1 < n and head[k + 1] == "\n":
                k += 2
            elif ch in "\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029":
                k += 1
            else:
                k += 1
                continue
            if k < n:
                lineno += 1
                linestart = k
        raise ValueError(
            "Invalid placeholder in string: line %d, col %d" % (lineno, i - linestart)
        )

    def _mapping(self, mapping, kws):
        if mapping is _sentinel_dict:
            return kws
        if kws:
            return _ChainMap(kws, mapping)
        return mapping

    def substitute(self, mapping=_sentinel_dict, /, **kws):
        """Replace each placeholder with its value; KeyError for a missing one."""
        mapping = self._mapping(mapping, kws)
        cs = list(self.template)
        out = []
        pos = 0
        for kind, start, end, name in self._scan(cs):
            out.append("".join(cs[pos:start]))
            if kind == _NAMED or kind == _BRACED:
                out.append(str(mapping[name]))
            elif kind == _ESCAPED:
                out.append(self.delimiter)
            else:
                self._invalid(end)
            pos = end
        out.append("".join(cs[pos:]))
        return "".join(out)

    def safe_substitute(self, mapping=_sentinel_dict, /, **kws):
        """Like substitute, but a missing or ill-formed placeholder is left as it is."""
        mapping = self._mapping(mapping, kws)
        cs = list(self.template)
        out = []
        pos = 0
        for kind, start, end, name in self._scan(cs):
            out.append("".join(cs[pos:start]))
            if kind == _NAMED or kind == _BRACED:
                try:
                    out.append(str(mapping[name]))
                except KeyError:
                    out.append("".join(cs[start:end]))
            elif kind == _ESCAPED:
                out.append(self.delimiter)
            else:
                out.append("".join(cs[start:end]))
            pos = end
        out.append("".join(cs[pos:]))
        return "".join(out)

    def is_valid(self):
        """False if the template has an ill-formed placeholder."""
        for kind, start, end, name in self._scan(list(self.template)):
            if kind == _INVALID:
                return False
        return True

    def get_identifiers(self):
        """The placeholder names, in order of first appearance."""
        ids = []
        for kind, start, end, name in self._scan(list(self.template)):
            if name is not None and name not in ids:
                ids.append(name)
        return ids


# ---- Formatter: str.format's machinery, with each step a method a subclass may override.

def _ascii(obj):
    # ascii(): repr with the non-ASCII characters escaped.
    out = []
    for ch in repr(obj):
        o = ord(ch)
        if o < 128:
            out.append(ch)
        elif o < 0x100:
            out.append("\\x%02x" % o)
        elif o < 0x10000:
            out.append("\\u%04x" % o)
        else:
            out.append("\\U%08x" % o)
    return "".join(out)


def _decimal_or_none(cs):
    # The integer the characters spell in decimal digits, or None (also for no characters).
    if not cs:
        return None
    n = 0
    for ch in cs:
        if not ch.isdecimal():
            return None
        n = n * 10 + (ord(ch) - 48 if "0" <= ch <= "9" else int(ch))
    return n


def _parse_format(format_string):
    # (literal_text, field_name, format_spec, conversion) tuples, as _string.formatter_parser
    # gives them, with its errors.
    if not isinstance(format_string, str):
        raise TypeError("expected str, got %s" % type(format_string).__name__)
    cs = list(format_string)
    n = len(cs)
    pos = 0
    while pos < n:
        start = pos
        c = None
        while pos < n:
            c = cs[pos]
            pos += 1
            if c == "{" or c == "}":
                break
        else:
            c = None
        at_end = pos >= n
        length = pos - start
        markup = c is not None
        if c == "}" and (at_end or cs[pos] != "}"):
            raise ValueError("Single '}' encountered in format string")
        if at_end and c == "{":
            raise ValueError("Single '{' encountered in format string")
        if markup and not at_end:
            if cs[pos] == c:
                # A doubled brace: the literal keeps one, and no field follows.
                pos += 1
                markup = False
            else:
                length -= 1
        literal = "".join(cs[start:start + length])
        if not markup:
            yield (literal, None, None, None)
            continue
        # The field: its name runs to '}', ':' or '!' (a '[...]' may hold any of them).
        name_start = pos
        c = None
        while pos < n:
            c = cs[pos]
            pos += 1
            if c == "{":
                raise ValueError("unexpected '{' in field name")
            if c == "[":
                while pos < n and cs[pos] != "]":
                    pos += 1
                c = None
                continue
            if c == "}" or c == ":" or c == "!":
                break
            c = None
        field_name = "".join(cs[name_start:pos - 1]) if c is not None else None
        conversion = None
        format_spec = ""
        if c == "!" or c == ":":
            if c == "!":
                if pos >= n:
                    raise ValueError("end of string while looking for conversion specifier")
                conversion = cs[pos]
                pos += 1
                if pos < n:
                    c = cs[pos]
                    pos += 1
                    if c == "}":
                        yield (literal, field_name, "", conversion)
                        continue
                    if c != ":":
                        raise ValueError("expected ':' after conversion specifier")
            spec_start = pos
            depth = 1
            while pos < n:
                c = cs[pos]
                pos += 1
                if c == "{":
                    depth += 1
                elif c == "}":
                    depth -= 1
                    if depth == 0:
                        break
            if depth:
                raise ValueError("unmatched '{' in format spec")
            format_spec = "".join(cs[spec_start:pos - 1])
        elif c != "}":
            raise ValueError("expected '}' before end of string")
        yield (literal, field_name, format_spec, conversion)


def _field_rest(cs, pos):
    # (is_attribute, name_or_index) for each '.name' and '[key]' after the first part.
    n = len(cs)
    while pos < n:
        c = cs[pos]
        pos += 1
        if c == ".":
            start = pos
            while pos < n and cs[pos] != "." and cs[pos] != "[":
                pos += 1
            name = cs[start:pos]
            if not name:
                raise ValueError("Empty attribute in format string")
            yield (True, "".join(name))
        elif c == "[":
            start = pos
            while pos < n and cs[pos] != "]":
                pos += 1
            if pos >= n:
                raise ValueError("Missing ']' in format string")
            key = cs[start:pos]
            pos += 1
            if not key:
                raise ValueError("Empty attribute in format string")
            idx = _decimal_or_none(key)
            yield (False, "".join(key) if idx is None else idx)
        else:
            raise ValueError("Only '.' or '[' may follow ']' in format field specifier")


def _split_field_name(field_name):
    # (first, rest) as _string.formatter_field_name_split gives them.
    if not isinstance(field_name, str):
        raise TypeError("expected str, got %s" % type(field_name).__name__)
    cs = list(field_name)
    i = 0
    n = len(cs)
    while i < n and cs[i] != "." and cs[i] != "[":
        i += 1
    idx = _decimal_or_none(cs[:i])
    first = "".join(cs[:i]) if idx is None else idx
    return first, _field_rest(cs, i)


class Formatter:
    """str.format as a class: format() -> vformat() -> parse(), get_field(), get_value(),
    convert_field(), format_field() and check_unused_args(), each overridable."""

    def format(self, format_string, /, *args, **kwargs):
        return self.vformat(format_string, args, kwargs)

    def vformat(self, format_string, args, kwargs):
        used_args = set()
        result, _ = self._vformat(format_string, args, kwargs, used_args, 2)
        self.check_unused_args(used_args, args, kwargs)
        return result

    def _vformat(self, format_string, args, kwargs, used_args, recursion_depth,
                 auto_arg_index=0):
        if recursion_depth < 0:
            raise ValueError("Max string recursion exceeded")
        result = []
        for literal_text, field_name, format_spec, conversion in self.parse(format_string):
            if literal_text:
                result.append(literal_text)
            if field_name is None:
                continue
            # '{}' numbers itself; it and '{0}' cannot be mixed in one format string.
            if field_name == "":
                if auto_arg_index is False:
                    raise ValueError("cannot switch from manual field specification to "
                                     "automatic field numbering")
                field_name = str(auto_arg_index)
                auto_arg_index += 1
            elif field_name.isdigit():
                if auto_arg_index:
                    raise ValueError("cannot switch from manual field specification to "
                                     "automatic field numbering")
                auto_arg_index = False
            obj, arg_used = self.get_field(field_name, args, kwargs)
            used_args.add(arg_used)
            obj = self.convert_field(obj, conversion)
            format_spec, auto_arg_index = self._vformat(
                format_spec, args, kwargs, used_args, recursion_depth - 1,
                auto_arg_index=auto_arg_index)
            result.append(self.format_field(obj, format_spec))
        return "".join(result), auto_arg_index

    def get_value(self, key, args, kwargs):
        if isinstance(key, int):
            return args[key]
        return kwargs[key]

    def check_unused_args(self, used_args, args, kwargs):
        pass

    def format_field(self, value, format_spec):
        return format(value, format_spec)

    def convert_field(self, value, conversion):
        if conversion is None:
            return value
        if conversion == "s":
            return str(value)
        if conversion == "r":
            return repr(value)
        if conversion == "a":
            return _ascii(value)
        raise ValueError("Unknown conversion specifier %s" % (conversion,))

    def parse(self, format_string):
        """(literal_text, field_name, format_spec, conversion) for each part of the string."""
        return _parse_format(format_string)

    def get_field(self, field_name, args, kwargs):
        first, rest = _split_field_name(field_name)
        obj = self.get_value(first, args, kwargs)
        for is_attr, i in rest:
            if is_attr:
                obj = getattr(obj, i)
            else:
                obj = obj[i]
        return obj, first
