"""Regular expressions (CPython's re) over the native `_re` (regex-lite, the regex crate's small
linear-time engine): compile, search, match, fullmatch, findall, finditer, sub, subn, split,
escape, purge, the flags, Pattern and Match objects, and `error`.

The pattern syntax is Python's; `_re` translates it and refuses what its engine cannot honour
(backreferences, look-around, atomic groups, possessive repeats, conditionals), and such a pattern
is compiled by `_rebacktrack`, a backtracking engine in Python, instead. With `_re`, `\\d`, `\\w`,
`\\s` and `\\b` are ASCII. Replacement templates (`\\1`, `\\g<name>`, `\\n`) are expanded here,
as CPython's sre_parse does. A bytes pattern (for bytes or bytearray strings) runs as the str of
its Latin-1 characters, one per byte, with the same positions.
"""

import _re

__all__ = [
    "match", "fullmatch", "search", "sub", "subn", "split", "findall", "finditer", "compile",
    "purge", "escape", "error", "Pattern", "Match", "A", "I", "L", "M", "S", "X", "U",
    "ASCII", "IGNORECASE", "LOCALE", "MULTILINE", "DOTALL", "VERBOSE", "UNICODE", "NOFLAG",
    "RegexFlag",
]

# RegexFlag's members in CPython's order, which its reprs follow.
_FLAG_ORDER = [("ASCII", 256), ("IGNORECASE", 2), ("LOCALE", 4), ("UNICODE", 32),
               ("MULTILINE", 8), ("DOTALL", 16), ("VERBOSE", 64), ("TEMPLATE", 1),
               ("DEBUG", 128)]
_ALL_FLAGS = 511


class RegexFlag(int):
    """The flags: ints that print as their names (`re.IGNORECASE|re.MULTILINE`) and combine
    with `|`, `&`, `^` and `~` into flags."""

    def __repr__(self):
        value = int(self)
        if value == 0:
            return "re.NOFLAG"
        names = ["re." + name for name, bit in _FLAG_ORDER if value & bit]
        rest = value & ~_ALL_FLAGS
        if rest:
            names.append(hex(rest))
        return "|".join(names)

    __str__ = __repr__

    def __format__(self, spec):
        return format(repr(self), spec)

    def __or__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return RegexFlag(int(self) | int(other))

    def __and__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return RegexFlag(int(self) & int(other))

    def __xor__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return RegexFlag(int(self) ^ int(other))

    __ror__ = __or__
    __rand__ = __and__
    __rxor__ = __xor__

    def __invert__(self):
        return RegexFlag(~int(self) & _ALL_FLAGS)

    @property
    def name(self):
        value = int(self)
        if value == 0:
            return "NOFLAG"
        return "|".join(name for name, bit in _FLAG_ORDER if value & bit)

    @property
    def value(self):
        return int(self)


NOFLAG = RegexFlag(0)
IGNORECASE = I = RegexFlag(2)
LOCALE = L = RegexFlag(4)
MULTILINE = M = RegexFlag(8)
DOTALL = S = RegexFlag(16)
UNICODE = U = RegexFlag(32)
VERBOSE = X = RegexFlag(64)
ASCII = A = RegexFlag(256)
TEMPLATE = T = RegexFlag(1)
DEBUG = RegexFlag(128)


class error(Exception):
    """Exception raised for invalid regular expressions: msg, pattern, pos."""

    def __init__(self, msg, pattern=None, pos=None):
        self.msg = msg
        self.pattern = pattern
        self.pos = pos
        self.lineno = self.colno = None
        if pattern is not None and pos is not None:
            msg = "%s at position %d" % (msg, pos)
            newline = "\n" if isinstance(pattern, str) else b"\n"
            self.lineno = pattern.count(newline, 0, pos) + 1
            self.colno = pos - pattern.rfind(newline, 0, pos)
            if newline in pattern:
                msg = "%s (line %d, column %d)" % (msg, self.lineno, self.colno)
        super().__init__(msg)


_cache = {}


def _compile(pattern, flags):
    flags = int(flags)
    if isinstance(pattern, Pattern):
        if flags:
            raise ValueError("cannot process flags argument with a compiled pattern")
        return pattern
    is_bytes = isinstance(pattern, (bytes, bytearray))
    if not is_bytes and not isinstance(pattern, str):
        raise TypeError("first argument must be string or compiled pattern")
    key = (type(pattern), pattern, flags)
    p = _cache.get(key)
    if p is None:
        if is_bytes:
            if flags & UNICODE:
                raise ValueError("cannot use UNICODE flag with a bytes pattern")
            if flags & LOCALE and flags & ASCII:
                raise ValueError("ASCII and LOCALE flags are incompatible")
            source = bytes(pattern).decode("latin-1")
            # Bytes classes are ASCII in CPython: re.ASCII for the backtracking engine.
            engine_flags = int((flags & ~LOCALE) | ASCII)
        else:
            if flags & LOCALE:
                raise ValueError("cannot use LOCALE flag with a str pattern")
            if flags & ASCII and flags & UNICODE:
                raise ValueError("ASCII and UNICODE flags are incompatible")
            source = pattern
            engine_flags = flags
        # Global flags `(?im)` opening the pattern count as the flags argument (Pattern.flags,
        # the repr, the ASCII/UNICODE checks), as CPython's parser merges them.
        inline, lead = _global_flags(source, flags, is_bytes, pattern)
        if inline:
            flags |= inline
            if is_bytes:
                if flags & LOCALE and flags & ASCII:
                    raise ValueError("ASCII and LOCALE flags are incompatible")
                engine_flags |= inline & ~4  # (the engines have no LOCALE)
            else:
                if flags & ASCII and flags & UNICODE:
                    raise ValueError("ASCII and UNICODE flags are incompatible")
                engine_flags = flags
        engine = None
        try:
            groups, names = _re.info(source, engine_flags)
            if _regex_lite_differs(source, engine_flags & VERBOSE) or \
                    _dollar_then_more(source, engine_flags & (VERBOSE | MULTILINE)) or \
                    _late_global_flags(source, lead) or \
                    _empty_repeat(source, engine_flags & VERBOSE):
                # (A global flag group after the start, `a(?i)b`, is CPython's error, which
                # the backtracking engine words; it runs one that sits in a class, `[(?i)]`.)
                # regex-lite repeats `^*`, `\b{2}` and `a**`; CPython refuses them, which the
                # backtracking engine's parser words (or it runs the pattern, if it is fine).
                raise ValueError("nothing to repeat")
        except ValueError as e:
            # A pattern regex-lite cannot run, or a bad one: the backtracking engine runs the
            # first and words the second as CPython (`missing ), unterminated subpattern at
            # position 0`, with `pos`).
            import _rebacktrack

            first = str(e)
            try:
                engine = _rebacktrack.compile(source, engine_flags)
            except RecursionError:
                # (Nested past what its recursive parser reaches: regex-lite's words.)
                raise error(first, pattern) from None
            except ValueError as e2:
                message = str(e2)
                at = message.rfind(" at position ")
                if at >= 0 and message[at + 13:].isdigit():
                    raise error(message[:at], pattern, int(message[at + 13:])) from None
                raise error(message, pattern) from None
            groups, names = engine.groups, engine.groupindex.items()
        p = Pattern(pattern, flags, groups, dict(names))
        p._source = source
        p._engine_flags = engine_flags
        p._engine = engine
        p._bytes = is_bytes
        if len(_cache) >= 512:
            _cache.clear()
        _cache[key] = p
    return p


def _quantifier_end(source, i):
    """The end of the quantifier (`*`, `+`, `?`, `{m}`, `{m,n}`, `{,n}`, `{m,}`, `{,}`) that
    starts at i, or -1."""
    if i >= len(source):
        return -1
    c = source[i]
    if c in "*+?":
        return i + 1
    if c != "{":
        return -1
    j = source.find("}", i)
    if j < 0:
        return -1
    lo, comma, hi = source[i + 1:j].partition(",")
    digits = lambda t: t == "" or (t.isascii() and t.isdigit())
    if digits(lo) and digits(hi) and (comma or lo):
        return j + 1
    return -1


def _regex_lite_differs(source, verbose):
    """Whether the pattern repeats an anchor (`^*`, `\\b{2}`) or a repeat (`a**`, `a?*`,
    `a*??`): CPython refuses both ('nothing to repeat', 'multiple repeat'), regex-lite takes
    them (a lazy `?` or a possessive `+` after a quantifier is part of it); or uses `{,}`,
    CPython's `{0,}`, which regex-lite reads as text; or `\\z`, CPython's bad escape."""
    i = 0
    n = len(source)
    if source.startswith("(?"):
        close = source.find(")")
        letters = source[2:close]
        if close > 2 and all(c in "aiLmsux" for c in letters) and "x" in letters:
            verbose = True
    prev = None  # what the last token was: None, "anchor", "atom" or "repeat"
    while i < n:
        c = source[i]
        if verbose and (c in " \t\n\r\f\v" or c == "#"):
            if c == "#":
                while i < n and source[i] != "\n":
                    i += 1
            else:
                i += 1
            continue
        end = _quantifier_end(source, i)
        if end >= 0 and prev is not None:
            if prev != "atom" or source[i:end] == "{,}":
                return True
            i = end
            if i < n and source[i] in "?+":
                i += 1
            prev = "repeat"
            continue
        if c == "\\":
            if source.startswith("z", i + 1):
                return True  # (regex-lite's end of text; CPython's bad escape)
            prev = "anchor" if i + 1 < n and source[i + 1] in "AZbB" else "atom"
            i += 2
        elif c == "[":
            # Skip the class: a leading ] or ^] is a member, escapes are two characters.
            i += 1
            if i < n and source[i] == "^":
                i += 1
            if i < n and source[i] == "]":
                i += 1
            while i < n and source[i] != "]":
                i += 2 if source[i] == "\\" else 1
            i += 1
            prev = "atom"
        elif c in "^$":
            prev = "anchor"
            i += 1
        elif c in "(|":
            # A group's `(?:`, `(?P<name>` and the like start afresh.
            prev = None
            i += 1
            if c == "(" and i < n and source[i] == "?":
                i += 1
        else:
            prev = "atom"
            i += 1
    return False


_INLINE_FLAGS = {"a": 256, "i": 2, "L": 4, "m": 8, "s": 16, "u": 32, "x": 64}  # (plain ints)


def _global_flags(source, flags, is_bytes, pattern):
    """The flags of the global groups `(?aiLmsux)` that open the pattern, and where they end;
    CPython's errors for a flag letter the pattern's type refuses."""
    on, i, n = 0, 0, len(source)
    while True:
        if (flags | on) & VERBOSE:
            while i < n and source[i] in " \t\n\r\f\v#":
                if source[i] == "#":
                    while i < n and source[i] != "\n":
                        i += 1
                else:
                    i += 1
        if not source.startswith("(?", i):
            return on, i
        j, group = i + 2, 0
        while j < n and source[j] in _INLINE_FLAGS:
            c = source[j]
            if c == ("u" if is_bytes else "L"):
                raise error("bad inline flags: cannot use '%s' flag with a %s pattern"
                            % (c, "bytes" if is_bytes else "str"), pattern, j + 1)
            group |= _INLINE_FLAGS[c]
            if c in "auL" and bin(group & 292).count("1") > 1:  # two of ASCII, UNICODE, LOCALE
                raise error("bad inline flags: flags 'a', 'u' and 'L' are incompatible",
                            pattern, j + 1)
            j += 1
        if j == i + 2 or j >= n or source[j] != ")":
            return on, i  # a scoped group `(?i:...)` or another extension: the pattern's own
        on |= group
        i = j + 1


def _empty_repeat(source, verbose):
    """Whether a group holding a capture repeats more than once (`(a*)*`, `(x?)+`, `(a|){2,}`)
    with a body that can match the empty string: sre's last, empty pass sets the capture to ''
    where regex-lite keeps the last non-empty one, so the backtracking engine runs it."""
    n = len(source)
    found = False

    def alts(i):
        # -> (index of the closing ')' or n, whether it can match '', whether it holds a capture)
        nonlocal found
        nullable, any_null, cap = True, False, False
        while i < n and source[i] != ")":
            c = source[i]
            if c == "|":
                any_null = any_null or nullable
                nullable = True
                i += 1
                continue
            if verbose and (c in " \t\n\r\f\v" or c == "#"):
                while c == "#" and i < n and source[i] != "\n":
                    i += 1
                i += 1
                continue
            group = look = False
            if c == "(":
                i += 1
                own = True
                if source.startswith("?", i):
                    if source.startswith("?#", i):
                        i = source.find(")", i)
                        i = n if i < 0 else i + 1
                        continue
                    if source.startswith(("?P<", "?<"), i) and not source.startswith(("?<=", "?<!"), i):
                        k = source.find(">", i)
                        i = n if k < 0 else k + 1
                    else:
                        own = False
                        look = source.startswith(("?=", "?!", "?<=", "?<!"), i)
                        if look:
                            i += 3 if source.startswith("?<", i) else 2
                        else:
                            j = i + 1
                            while j < n and (source[j].isalpha() or source[j] == "-"):
                                j += 1
                            if source.startswith(")", j):
                                i = j + 1
                                continue
                            i = j + 1
                i, null, inner = alts(i)
                i += 1
                group = inner or own
                item_null, item_cap = null or look, group
            elif c == "\\":
                item_null, item_cap = source[i + 1:i + 2] in ("A", "Z", "b", "B"), False
                i += 2
            elif c == "[":
                i += 1
                if source.startswith("^", i):
                    i += 1
                if source.startswith("]", i):
                    i += 1
                while i < n and source[i] != "]":
                    i += 2 if source[i] == "\\" else 1
                i += 1
                item_null, item_cap = False, False
            else:
                item_null, item_cap = c in "^$", False
                i += 1
            while verbose and i < n and (source[i] in " \t\n\r\f\v" or source[i] == "#"):
                if source[i] == "#":
                    j = source.find("\n", i)
                    i = n if j < 0 else j
                i += 1
            end = _quantifier_end(source, i)
            if end >= 0:
                q = source[i:end]
                if len(q) == 1:
                    lo, hi = {"*": (0, None), "+": (1, None), "?": (0, 1)}[q]
                else:
                    a, comma, b = q[1:-1].partition(",")
                    lo = int(a or 0)
                    hi = (int(b) if b else None) if comma else lo
                if group and item_null and (hi is None or hi > 1):
                    found = True
                item_null = item_null or lo == 0
                i = end
                if i < n and source[i] in "?+":
                    i += 1
            nullable = nullable and item_null
            cap = cap or item_cap
        return i, nullable or any_null, cap

    i = 0
    while i < n and not found:
        i = alts(i)[0] + 1
    return found


def _late_global_flags(source, lead):
    """Whether a global flag group `(?i)` appears after the ones that open the pattern (or one
    turning flags off, `(?-i)`, which CPython refuses anywhere)."""
    k = source.find("(?", lead)
    while k >= 0:
        j = k + 2
        while j < len(source) and (source[j] in _INLINE_FLAGS or source[j] == "-"):
            j += 1
        if j > k + 2 and source[j:j + 1] == ")":
            return True
        k = source.find("(?", k + 2)
    return False


def _dollar_then_more(source, flags):
    """Whether a `$` is followed by more pattern (`$\\n`, `b$\\s*`): without MULTILINE it also
    matches before a final newline, which the pattern may then consume; regex-lite's `$` does
    not let it, so such a pattern runs on the backtracking engine."""
    if flags & MULTILINE and "(?" not in source:
        return False
    verbose = flags & VERBOSE
    i, n = 0, len(source)
    while i < n:
        c = source[i]
        if c == "\\":
            i += 2
        elif c == "[":
            i += 1
            if i < n and source[i] == "^":
                i += 1
            if i < n and source[i] == "]":
                i += 1
            while i < n and source[i] != "]":
                i += 2 if source[i] == "\\" else 1
            i += 1
        elif c == "$":
            j = i + 1
            while verbose and j < n and (source[j] in " \t\n\r\f\v" or source[j] == "#"):
                if source[j] == "#":
                    while j < n and source[j] != "\n":
                        j += 1
                else:
                    j += 1
            if j < n and source[j] not in ")|$" and source[j:j + 2] not in ("\\Z", "\\A", "\\b",
                                                                          "\\B"):
                return True
            i = j
        else:
            i += 1
    return False


def compile(pattern, flags=0):
    "Compile a regular expression pattern, returning a Pattern object."
    return _compile(pattern, flags)


def search(pattern, string, flags=0):
    return _compile(pattern, flags).search(string)


def match(pattern, string, flags=0):
    return _compile(pattern, flags).match(string)


def fullmatch(pattern, string, flags=0):
    return _compile(pattern, flags).fullmatch(string)


def findall(pattern, string, flags=0):
    return _compile(pattern, flags).findall(string)


def finditer(pattern, string, flags=0):
    return _compile(pattern, flags).finditer(string)


def sub(pattern, repl, string, count=0, flags=0):
    return _compile(pattern, flags).sub(repl, string, count)


def subn(pattern, repl, string, count=0, flags=0):
    return _compile(pattern, flags).subn(repl, string, count)


def split(pattern, string, maxsplit=0, flags=0):
    return _compile(pattern, flags).split(string, maxsplit)


def purge():
    "Clear the regular expression cache."
    _cache.clear()


_SPECIAL = frozenset("()[]{}?*+-|^$\\.&~# \t\n\r\v\f")


def escape(pattern):
    "Escape special characters in a string."
    if isinstance(pattern, (bytes, bytearray)):
        text = bytes(pattern).decode("latin-1")
        return "".join("\\" + c if c in _SPECIAL else c for c in text).encode("latin-1")
    if not isinstance(pattern, str):
        raise TypeError("escape() argument must be str")
    return "".join("\\" + c if c in _SPECIAL else c for c in pattern)


def _uses_unicode_classes(src, flags, is_bytes):
    # Whether the pattern's meaning over non-ASCII text depends on Unicode classes or case.
    if is_bytes or flags & ASCII:
        return False
    if flags & IGNORECASE:
        return True
    if "(?" in src and "i" in src:
        return True  # (an inline flag group may hold IGNORECASE)
    for esc in ("\\w", "\\W", "\\d", "\\D", "\\s", "\\S", "\\b", "\\B"):
        if esc in src:
            return True
    return False


def _check_str(string):
    if not isinstance(string, str):
        raise TypeError("expected string or bytes-like object, got '%s'" % type(string).__name__)


class Pattern:
    def __reduce__(self):
        return _compile, (self.pattern, self.flags)

    """A compiled regular expression (re.compile's result)."""

    def __init__(self, pattern, flags, groups, groupindex):
        self.pattern = pattern
        # A str pattern is UNICODE unless ASCII, as CPython records it.
        self.flags = flags if flags & 256 or not isinstance(pattern, str) else flags | 32
        self._flags = flags
        self._source = pattern
        self._engine_flags = flags
        self._engine = None
        self._bytes = False
        self.groups = groups
        self._groupindex = groupindex

    @property
    def groupindex(self):
        # A read-only view, CPython's mappingproxy.
        import _prelude
        return _prelude.mappingproxy(self._groupindex)

    def _text(self, string):
        """The str the engines search: `string`, or a bytes string's Latin-1 characters."""
        if self._bytes:
            if isinstance(string, str):
                raise TypeError("cannot use a bytes pattern on a string-like object")
            if not isinstance(string, (bytes, bytearray)):
                raise TypeError("expected string or bytes-like object, got '%s'"
                                % type(string).__name__)
            return bytes(string).decode("latin-1")
        if isinstance(string, (bytes, bytearray)):
            raise TypeError("cannot use a string pattern on a bytes-like object")
        _check_str(string)
        return string

    def _search(self, text, pos, endpos, mode):
        engine = self._engine
        if engine is None:
            if self._unicode_classes and not self._ascii_text(text) or (
                    min(endpos, len(text)) <= 0 and "\\B" in self._source):
                # (And \B over an empty string, which never matches in CPython.)
                # regex-lite's \w, \d, \s, \b and IGNORECASE are ASCII: over non-ASCII text a
                # pattern using them runs on the backtracking engine, whose classes are
                # Unicode as CPython's.
                engine = self._unicode_engine()
            else:
                return _re.search(self._source, self._engine_flags, text, pos, endpos, mode)
        n = len(text)
        endpos = min(max(endpos, 0), n)
        pos = min(max(pos, 0), n)
        if pos > endpos:
            return None
        return engine.search(text, pos, endpos, mode)

    @property
    def _unicode_classes(self):
        found = self.__dict__.get("_uc")
        if found is None:
            found = self._uc = _uses_unicode_classes(self._source, self._engine_flags,
                                                     self._bytes)
        return found

    def _ascii_text(self, text):
        # (Asked once per text, not once per match of a findall over it.)
        if self.__dict__.get("_last_text") is not text:
            self._last_text = text
            self._last_ascii = text.isascii()
        return self._last_ascii

    def _unicode_engine(self):
        engine = self.__dict__.get("_uni")
        if engine is None:
            import _rebacktrack

            engine = self._uni = _rebacktrack.compile(self._source, self._engine_flags)
        return engine

    def _run(self, string, pos, endpos, mode):
        text = self._text(string)
        n = len(text)
        if endpos is None or endpos > n:
            endpos = n
        if pos < 0:
            pos = 0
        spans = self._search(text, pos, endpos, mode)
        if spans is None:
            return None
        return Match(self, string, pos, endpos, spans)

    def search(self, string, pos=0, endpos=None):
        return self._run(string, pos, endpos, 0)

    def match(self, string, pos=0, endpos=None):
        return self._run(string, pos, endpos, 1)

    def fullmatch(self, string, pos=0, endpos=None):
        return self._run(string, pos, endpos, 2)

    def _matches(self, string, pos=0, endpos=None):
        # Every match, as CPython's scanner finds them: after an empty match the next one may
        # start at the same position but must not be empty there (a lazy `a*?` then takes its
        # next choice, `a`); when no such match exists, the search goes on from the next
        # position, where an empty match is allowed again.
        text = self._text(string)
        n = len(text)
        if endpos is None or endpos > n:
            endpos = n
        if pos < 0:
            pos = 0
        first = pos
        must_advance = False
        while pos <= endpos:
            if must_advance:
                must_advance = False
                spans = None
                if pos < endpos:
                    spans = self._backtracking_engine().match_nonempty(text, pos, endpos)
                if spans is None:
                    pos += 1
                    continue
            else:
                spans = self._search(text, pos, endpos, 0)
                if spans is None:
                    return
            yield Match(self, string, first, endpos, spans)
            start, pos = spans[0], spans[1]
            must_advance = pos == start

    def _backtracking_engine(self):
        # The Python engine (the pattern's own when regex-lite refused it): the one that can
        # refuse an empty match and backtrack into the pattern's next choice.
        return self._engine or self._unicode_engine()

    def finditer(self, string, pos=0, endpos=None):
        return iter(list(self._matches(string, pos, endpos)))

    def findall(self, string, pos=0, endpos=None):
        out = []
        for m in self._matches(string, pos, endpos):
            if self.groups == 0:
                out.append(m.group())
            elif self.groups == 1:
                out.append(m.group(1) or self._empty)
            else:
                out.append(m.groups(self._empty))
        return out

    @property
    def _empty(self):
        return b"" if self._bytes else ""

    def split(self, string, maxsplit=0):
        out = []
        last = 0
        n = 0
        for m in self._matches(string):
            if maxsplit and n >= maxsplit:
                break
            start, end = m.span()
            out.append(string[last:start])
            out.extend(m.groups())
            last = end
            n += 1
        out.append(string[last:])
        return out

    def subn(self, repl, string, count=0):
        self._text(string)
        if callable(repl):
            expand = repl
        else:
            if isinstance(repl, (bytes, bytearray)):
                template = _parse_template(bytes(repl).decode("latin-1"), self)
                template = [t if isinstance(t, int) else t.encode("latin-1") for t in template]
            elif isinstance(repl, str):
                template = _parse_template(repl, self)
            else:
                raise TypeError("decoding to str: need a bytes-like object, %s found"
                                % type(repl).__name__)
            expand = lambda m: _expand(template, m)
        # Pieces of the wrong type fail in the join, in CPython's words.
        parts = []
        last = 0
        n = 0
        for m in self._matches(string):
            if count and n >= count:
                break
            start, end = m.span()
            if start > last:
                parts.append(string[last:start])
            r = expand(m)
            if r is not None and (r or not isinstance(r, (str, bytes, bytearray))):
                parts.append(r)
            last = end
            n += 1
        if last < len(string) or not parts:
            parts.append(string[last:])
        return self._empty.join(parts), n

    def sub(self, repl, string, count=0):
        return self.subn(repl, string, count)[0]

    def __repr__(self):
        text = "re.compile(%s" % repr(self.pattern)[:200]
        names = [name for value, name in _FLAG_NAMES if self._flags & value]
        if names:
            text += ", " + "|".join("re." + n for n in names)
        return text + ")"

    def __eq__(self, other):
        if not isinstance(other, Pattern):
            return NotImplemented
        return self.pattern == other.pattern and self.flags == other.flags

    def __hash__(self):
        return hash((self.pattern, self.flags))

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    def _parents(self):
        """parents[g]: the capture group enclosing group g, or 0."""
        parents = getattr(self, "_parent_list", None)
        if parents is None:
            source, verbose = self._source, self._engine_flags & VERBOSE
            parents, stack, i, n = [0], [], 0, len(source)
            while i < n:
                c = source[i]
                if c == "\\":
                    i += 1
                elif c == "[":
                    i += 2 if source.startswith(("[^]", "[]"), i) else 1
                    i += source.startswith("]", i)
                    while i < n and source[i] != "]":
                        i += 2 if source[i] == "\\" else 1
                elif c == "#" and verbose:
                    i = source.find("\n", i)
                    i = n if i < 0 else i
                elif c == "(":
                    if source.startswith("(?#", i):
                        i = source.find(")", i)
                        i = n if i < 0 else i
                    elif not source.startswith("(?", i) or (source.startswith(("(?P<", "(?<"), i)
                                                            and not source.startswith(("(?<=", "(?<!"), i)):
                        up = next((g for g in reversed(stack) if g), 0)
                        parents.append(up)
                        stack.append(len(parents) - 1)
                    else:
                        stack.append(0)
                elif c == ")" and stack:
                    stack.pop()
                i += 1
            self._parent_list = parents
        return parents


_FLAG_NAMES = [(I, "IGNORECASE"), (L, "LOCALE"), (M, "MULTILINE"), (S, "DOTALL"),
               (X, "VERBOSE"), (A, "ASCII")]


class Match:
    """The result of a successful match: groups, spans and the string."""

    def __init__(self, pattern, string, pos, endpos, spans):
        self.re = pattern
        self.string = string
        self.pos = pos
        self.endpos = endpos
        self._spans = spans
        # lastindex: the group closed last, the one ending furthest; of those ending there, an
        # enclosing group closes after the groups in it, and else the later one closes last.
        last = None
        for g in range(1, pattern.groups + 1):
            if spans[2 * g] >= 0 and (last is None or spans[2 * g + 1] >= spans[2 * last + 1]):
                if last is not None and spans[2 * g + 1] == spans[2 * last + 1]:
                    parents = pattern._parents()
                    up = parents[g]
                    while up and up != last:
                        up = parents[up]
                    if up:
                        continue
                last = g
        self.lastindex = last
        self.lastgroup = None
        if last is not None:
            for name, index in pattern._groupindex.items():
                if index == last:
                    self.lastgroup = name

    def _index(self, g):
        if isinstance(g, str):
            index = self.re._groupindex.get(g)
            if index is None:
                raise IndexError("no such group")
            return index
        if isinstance(g, int) and 0 <= g <= self.re.groups:
            return int(g)
        raise IndexError("no such group")

    def _group(self, g, default=None):
        i = self._index(g)
        start = self._spans[2 * i]
        if start < 0:
            return default
        return self.string[start:self._spans[2 * i + 1]]

    def group(self, *groups):
        if not groups:
            return self._group(0)
        if len(groups) == 1:
            return self._group(groups[0])
        return tuple(self._group(g) for g in groups)

    def __getitem__(self, g):
        return self._group(g)

    def groups(self, default=None):
        return tuple(self._group(g, default) for g in range(1, self.re.groups + 1))

    def groupdict(self, default=None):
        return {name: self._group(index, default) for name, index in self.re._groupindex.items()}

    def start(self, group=0):
        return self._spans[2 * self._index(group)]

    def end(self, group=0):
        return self._spans[2 * self._index(group) + 1]

    def span(self, group=0):
        i = self._index(group)
        return (self._spans[2 * i], self._spans[2 * i + 1])

    @property
    def regs(self):
        return tuple(self.span(g) for g in range(self.re.groups + 1))

    def expand(self, template):
        if self.re._bytes:
            items = _parse_template(bytes(template).decode("latin-1"), self.re)
            items = [t if isinstance(t, int) else t.encode("latin-1") for t in items]
            return _expand(items, self)
        return _expand(_parse_template(template, self.re), self)

    def __repr__(self):
        return "<re.Match object; span=%r, match=%r>" % (self.span(), self.group())

    def __bool__(self):
        return True

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self


_ESCAPES = {"a": "\a", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t", "v": "\v",
            "\\": "\\"}


def _parse_template(template, pattern):
    # A replacement template as a list of literal strings and group indices, with CPython's
    # errors for a bad reference.
    items = []
    literal = []
    i = 0
    n = len(template)
    while i < n:
        c = template[i]
        if c != "\\":
            literal.append(c)
            i += 1
            continue
        if i + 1 >= n:
            raise error("bad escape (end of pattern)", template, i)
        c = template[i + 1]
        if c == "g":
            close = template.find(">", i + 3)
            if i + 2 >= n or template[i + 2] != "<":
                raise error("missing <", template, i + 2)
            if close < 0:
                raise error("missing >, unterminated name", template, i + 3)
            name = template[i + 3:close]
            if not name:
                raise error("missing group name", template, i + 3)
            if name.isdigit():
                index = int(name)
                if index > pattern.groups:
                    raise error("invalid group reference %d" % index, template, i + 3)
            elif name.isidentifier():
                if name not in pattern._groupindex:
                    raise IndexError("unknown group name '%s'" % name)
                index = pattern._groupindex[name]
            else:
                raise error("bad character in group name '%s'" % name, template, i + 3)
            items.append("".join(literal))
            literal = []
            items.append(index)
            i = close + 1
        elif c.isdigit():
            j = i + 1
            if c == "0":
                # An octal escape, up to three digits.
                k = j
                while k < n and k < j + 3 and template[k] in "01234567":
                    k += 1
                literal.append(chr(int(template[j:k], 8)))
                i = k
                continue
            k = j
            while k < n and k < j + 2 and template[k].isdigit():
                k += 1
            index = int(template[j:k])
            if index > pattern.groups:
                raise error("invalid group reference %d" % index, template, j)
            items.append("".join(literal))
            literal = []
            items.append(index)
            i = k
        elif c in _ESCAPES:
            literal.append(_ESCAPES[c])
            i += 2
        elif c.isascii() and c.isalpha():
            raise error("bad escape \\%s" % c, template, i)
        else:
            literal.append("\\" + c)
            i += 2
    items.append("".join(literal))
    return items


def _expand(items, m):
    empty = m.re._empty
    out = []
    for item in items:
        if isinstance(item, int):
            out.append(m._group(item) or empty)
        elif item:
            out.append(item)
    return empty.join(out)

class Scanner:
    """A lexer over (pattern, action) phrases (CPython's undocumented re.Scanner): scan() matches
    the phrases in order at each position, the first that matches wins (the top-level
    alternation CPython compiles them into); a callable action is called as action(scanner,
    text) and its result kept unless None, any other action is kept as it is, a None action
    drops the text. Scanning stops at the first position no phrase matches (or matches empty);
    scan() returns the results and the rest of the string."""

    def __init__(self, lexicon, flags=0):
        self.lexicon = lexicon
        self._phrases = [(compile(phrase, flags), action) for phrase, action in lexicon]
        self.match = None

    def scan(self, string):
        result = []
        i = 0
        n = len(string)
        while True:
            for pattern, action in self._phrases:
                m = pattern.match(string, i)
                if m is not None:
                    break
            else:
                break
            j = m.end()
            if j == i:
                break
            if callable(action):
                self.match = m
                action = action(self, m.group())
            if action is not None:
                result.append(action)
            i = j
        return result, string[i:n]


# The names CPython's messages give these classes, C types there ('decimal.Decimal' object ...).
import _subclass
_subclass.c_type_name(Pattern, "re.Pattern")
_subclass.c_type_name(Match, "re.Match")
del _subclass

# re.Pattern[str], re.Match[bytes]: a types.GenericAlias, as CPython's.
Pattern.__class_getitem__ = classmethod(type(list[int]))
Match.__class_getitem__ = classmethod(type(list[int]))
