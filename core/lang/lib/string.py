"""String constants, capwords and Template (CPython's string).

Template scans for its placeholders by hand (the VM has no `re`): a subclass may change
`delimiter` and `flags` (0 for case-sensitive names), but not `idpattern`, `braceidpattern` or
`pattern`. `Formatter` is not provided.
"""

__all__ = ["ascii_letters", "ascii_lowercase", "ascii_uppercase", "capwords", "digits",
           "hexdigits", "octdigits", "printable", "punctuation", "whitespace", "Template"]

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

    def __init__(self, template):
        self.template = template

    def _scan(self, cs):
        # Yields (kind, start, end, name) for each placeholder in the character list cs, left
        # to right (a list: indexing a long str is slow in the VM).
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
