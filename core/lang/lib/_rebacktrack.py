"""A backtracking regular-expression engine for what `_re` (regex-lite, linear time) cannot honour:
backreferences (`\\1`, `(?P=name)`), look-ahead and look-behind assertions, atomic groups and
possessive repeats, conditionals `(?(1)yes|no)`. `re` compiles a pattern here only when `_re`
refuses it, so this engine's speed matters only for those patterns.

The pattern is parsed as CPython's sre_parse reads it and compiled to a small program for a
backtracking machine (an explicit stack, no recursion), trying alternatives and repeats in the
order sre does, so matches, group spans and `lastindex` agree with CPython. Unlike `_re`, `\\d`,
`\\w`, `\\s` and `\\b` follow Unicode for str patterns (ASCII with re.ASCII), as in CPython.

`compile(pattern, flags)` gives an object with `groups`, `groupindex` and
`search(string, pos, endpos, mode)`, which answers None or the flat spans `_re.search` gives.
"""

IGNORECASE = 2
MULTILINE = 8
DOTALL = 16
VERBOSE = 64
ASCII = 256

# Instructions: tuples whose first item is the opcode.
CHAR, ANY, SET, SPLIT, JMP, SAVE, MATCH, BOL, EOL, BOS, EOS, EOSZ, WORDB, NWORDB, BACKREF, \
    LOOK, ATOMIC, MARK, CHECK, COND = range(20)

_MAX_REPEAT = 4294967295


class error(Exception):
    def __init__(self, msg, pos):
        self.msg = msg
        self.pos = pos
        super().__init__(msg)


def _is_word(c, ascii):
    if ascii:
        return c == "_" or ("a" <= c <= "z") or ("A" <= c <= "Z") or ("0" <= c <= "9")
    return c == "_" or c.isalnum()


def _is_digit(c, ascii):
    if ascii:
        return "0" <= c <= "9"
    return c.isdecimal()


def _is_space(c, ascii):
    if ascii:
        return c in " \t\n\r\f\v"
    return c.isspace()


def _category_test(letter, ascii):
    if letter == "d":
        return lambda c: _is_digit(c, ascii)
    if letter == "D":
        return lambda c: not _is_digit(c, ascii)
    if letter == "w":
        return lambda c: _is_word(c, ascii)
    if letter == "W":
        return lambda c: not _is_word(c, ascii)
    if letter == "s":
        return lambda c: _is_space(c, ascii)
    return lambda c: not _is_space(c, ascii)


_SIMPLE_ESCAPES = {"a": "\a", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t", "v": "\v",
                   "\\": "\\"}


class _Parser:
    """Python's regex syntax to a tree: ("lit", c), ("any",), ("set", neg, items), ("cat", [..]),
    ("alt", [..]), ("group", index or None, node), ("rep", lo, hi, kind, node) where kind is
    "greedy", "lazy" or "possessive", ("assert", kind), ("backref", n), ("look", ahead, neg,
    node), ("atomic", node), ("cond", group, yes, no); each node carries the flags in force."""

    def __init__(self, pattern, flags):
        self.p = pattern
        self.i = 0
        self.flags = flags
        self.groups = 0
        self.names = {}
        self.open = []  # group numbers still open (a backreference to one is an error)
        self.cond_refs = []  # (group number, position) of each `(?(N)...)`
        self.verbose = bool(flags & VERBOSE)
        self.lead = 0  # where the global flag groups that open the pattern end

    def error(self, msg, pos=None):
        raise error(msg, self.i if pos is None else pos)

    def peek(self):
        return self.p[self.i] if self.i < len(self.p) else ""

    def skip_verbose(self):
        if not self.verbose:
            return
        while self.i < len(self.p):
            c = self.p[self.i]
            if c in " \t\n\r\f\v":
                self.i += 1
            elif c == "#":
                while self.i < len(self.p) and self.p[self.i] != "\n":
                    self.i += 1
            else:
                break

    def parse(self):
        # Global flags at the start, `(?aiLmsux)`.
        node = self.alternation(self.flags)
        if self.i < len(self.p):
            if self.p[self.i] == ")":
                self.error("unbalanced parenthesis")
            self.error("unexpected end of pattern")
        for group, at in self.cond_refs:
            if group > self.groups:
                self.error("invalid group reference %d" % group, at)
        return node

    def alternation(self, flags):
        branches = [self.sequence(flags)]
        while self.peek() == "|":
            self.i += 1
            branches.append(self.sequence(flags))
        return branches[0] if len(branches) == 1 else ("alt", branches)

    def sequence(self, flags):
        items = []
        while True:
            self.skip_verbose()
            c = self.peek()
            if c == "" or c in "|)":
                break
            start = self.i
            atom = self.atom(flags)
            if atom is None:
                continue
            atom = self.repeat(atom, start)
            items.append(atom)
        return ("cat", items)

    def repeat(self, atom, start):
        while True:
            self.skip_verbose()
            c = self.peek()
            here = self.i
            if c in ("*", "+", "?"):
                lo, hi = {"*": (0, _MAX_REPEAT), "+": (1, _MAX_REPEAT), "?": (0, 1)}[c]
                self.i += 1
            elif c == "{":
                r = self.braces()
                if r is None:
                    return atom
                lo, hi = r
            else:
                return atom
            # As CPython's: an anchor (^ $ \A \Z \b \B) cannot be repeated, a look-around
            # or an empty group can; the error is placed at the quantifier.
            if atom[0] == "assert":
                self.error("nothing to repeat", here)
            if atom[0] == "rep":
                self.error("multiple repeat", here)
            kind = "greedy"
            if self.peek() == "?":
                self.i += 1
                kind = "lazy"
            elif self.peek() == "+":
                self.i += 1
                kind = "possessive"
            atom = ("rep", lo, hi, kind, atom)

    def braces(self):
        j = self.p.find("}", self.i)
        if j < 0:
            return None
        inner = self.p[self.i + 1:j]
        lo, comma, hi = inner.partition(",")
        if not (lo.isdigit() or lo == "") or not (hi.isdigit() or hi == "") or (
                not comma and not lo) or (comma and not lo and not hi and False):
            return None
        if not lo and not hi and not comma:
            return None
        if not lo.isascii() or not hi.isascii():
            return None
        lo_n = int(lo) if lo else 0
        hi_n = (int(hi) if hi else _MAX_REPEAT) if comma else lo_n
        if hi_n < lo_n:
            self.error("min repeat greater than max repeat", self.i + 1)
        self.i = j + 1
        return lo_n, hi_n

    def atom(self, flags):
        p = self.p
        c = p[self.i]
        if c == "(":
            return self.group(flags)
        if c == "[":
            return self.char_set(flags)
        self.i += 1
        if c == ".":
            return ("any", flags)
        if c == "^":
            return ("assert", "bol", flags)
        if c == "$":
            return ("assert", "eol", flags)
        if c == "\\":
            return self.escape(flags)
        if c in "*+?":
            self.error("nothing to repeat", self.i - 1)
        if c == "{" and self.braces_at(self.i - 1):
            self.error("nothing to repeat", self.i - 1)
        return ("lit", c, flags)

    def braces_at(self, k):
        save = self.i
        self.i = k
        try:
            r = self.braces()
        finally:
            self.i = save
        return r is not None

    def escape(self, flags):
        p = self.p
        start = self.i - 1
        if self.i >= len(p):
            self.error("bad escape (end of pattern)", start)
        c = p[self.i]
        self.i += 1
        ascii = bool(flags & ASCII)
        if c in "dDwWsS":
            return ("set", False, [("cat", _category_test(c, ascii))], flags)
        if c == "A":
            return ("assert", "bos", flags)
        if c == "Z":
            return ("assert", "eos", flags)
        if c == "b":
            return ("assert", "wordb", flags)
        if c == "B":
            return ("assert", "nwordb", flags)
        if c in "123456789":
            digits = c
            if self.i < len(p) and p[self.i].isdigit():
                # Three octal digits are a character; otherwise up to two digits a group.
                if (c in "01234567" and p[self.i] in "01234567" and self.i + 1 < len(p)
                        and p[self.i + 1] in "01234567"):
                    value = int(c + p[self.i:self.i + 2], 8)
                    self.i += 2
                    if value > 0o377:
                        self.error("octal escape value \\%s outside of range 0-0o377"
                                   % (c + p[self.i - 2:self.i]), start)
                    return ("lit", chr(value), flags)
                digits += p[self.i]
                self.i += 1
            n = int(digits)
            if n > self.groups or n in self.open:
                if n in self.open:
                    self.error("cannot refer to an open group", start)
                self.error("invalid group reference %d" % n, start + 1)
            return ("backref", n, flags)
        ch = self.escape_char(c, start)
        return ("lit", ch, flags)

    def escape_char(self, c, start, in_class=False):
        p = self.p
        if c in _SIMPLE_ESCAPES:
            return _SIMPLE_ESCAPES[c]
        if c == "0":
            j = self.i
            while j < len(p) and j < self.i + 2 and p[j] in "01234567":
                j += 1
            value = int("0" + p[self.i:j], 8)
            self.i = j
            return chr(value)
        if in_class and c in "1234567":
            j = self.i
            while j < len(p) and j < self.i + 2 and p[j] in "01234567":
                j += 1
            value = int(c + p[self.i:j], 8)
            self.i = j
            return chr(value)
        if c in "xuU":
            width = {"x": 2, "u": 4, "U": 8}[c]
            digits = p[self.i:self.i + width]
            if len(digits) != width or any(d not in "0123456789abcdefABCDEF" for d in digits):
                self.error("incomplete escape \\%s%s" % (c, digits), start)
            self.i += width
            return chr(int(digits, 16))
        if c == "N":
            self.error("a named character escape \\N{...} is not supported by the playground's "
                       "regex engine", start)
        if c.isascii() and c.isalnum():
            self.error("bad escape \\%s" % c, start)
        return c

    def char_set(self, flags):
        p = self.p
        start = self.i
        self.i += 1
        neg = False
        if self.peek() == "^":
            neg = True
            self.i += 1
        items = []
        first = True
        ascii = bool(flags & ASCII)
        while True:
            if self.i >= len(p):
                self.error("unterminated character set", start)
            c = p[self.i]
            if c == "]" and not first:
                self.i += 1
                break
            first = False
            self.i += 1
            lo_at = self.i - 1
            if c == "\\":
                if self.i >= len(p):
                    self.error("bad escape (end of pattern)", self.i - 1)
                e = p[self.i]
                self.i += 1
                if e in "dDwWsS":
                    items.append(("cat", _category_test(e, ascii)))
                    continue
                if e == "b":
                    lo = "\b"
                else:
                    lo = self.escape_char(e, self.i - 2, True)
            else:
                lo = c
            if self.peek() == "-" and self.i + 1 < len(p) and p[self.i + 1] != "]":
                self.i += 1
                d = p[self.i]
                self.i += 1
                if d == "\\":
                    e = p[self.i]
                    self.i += 1
                    if e in "dDwWsS":
                        self.error("bad character range %s-\\%s" % (lo, e), start)
                    hi = "\b" if e == "b" else self.escape_char(e, self.i - 2, True)
                else:
                    hi = d
                if ord(hi) < ord(lo):
                    # (CPython's position: the range's first character.)
                    self.error("bad character range %s-%s" % (lo, hi), lo_at)
                items.append(("range", lo, hi))
            else:
                items.append(("range", lo, lo))
        return ("set", neg, items, flags)

    def group_name(self, end):
        j = self.p.find(end, self.i)
        if j < 0:
            self.error("missing %s, unterminated name" % end)
        name = self.p[self.i:j]
        if not name:
            self.error("missing group name")
        self.i = j + 1
        return name

    def group(self, flags):
        p = self.p
        start = self.i
        self.i += 1
        capture = True
        name = None
        if self.peek() == "?":
            self.i += 1
            c = self.peek()
            self.i += 1
            if c == ":":
                capture = False
            elif c == "P":
                k = self.peek()
                self.i += 1
                if k == "<":
                    name = self.group_name(">")
                    if not name.isidentifier():
                        self.error("bad character in group name '%s'" % name, self.i - len(name) - 1)
                    if name in self.names:
                        self.error("redefinition of group name %r as group %d; was group %d"
                                   % (name, self.groups + 1, self.names[name]),
                                   self.i - len(name) - 1)
                elif k == "=":
                    at = self.i
                    name = self.group_name(")")
                    if name not in self.names:
                        self.error("unknown group name '%s'" % name, at)
                    return ("backref", self.names[name], flags)
                else:
                    self.error("unknown extension ?P" + k, start + 1)
            elif c == "#":
                j = p.find(")", self.i)
                if j < 0:
                    self.error("missing ), unterminated comment", start)
                self.i = j + 1
                return None
            elif c in ("=", "!"):
                node = self.alternation(flags)
                self.close(start)
                return ("look", True, c == "!", node, flags)
            elif c == "<" and self.peek() in ("=", "!"):
                neg = self.peek() == "!"
                self.i += 1
                node = self.alternation(flags)
                self.close(start)
                width = _width(node)
                if width is None:
                    raise error("look-behind requires fixed-width pattern", None)
                return ("look", False, neg, node, flags, width)
            elif c == "<":
                name = self.group_name(">")
                if not name.isidentifier():
                    self.error("bad character in group name '%s'" % name)
            elif c == ">":
                node = self.alternation(flags)
                self.close(start)
                return ("atomic", node)
            elif c == "(":
                ref = self.group_name(")")
                at = self.i - len(ref) - 1
                if ref.isdigit():
                    group = int(ref)
                    if group == 0:
                        self.error("bad group number", at)
                    # A group opened later in the pattern may be named: checked at the end.
                    self.cond_refs.append((group, at))
                elif ref in self.names:
                    group = self.names[ref]
                elif not ref.isidentifier():
                    self.error("bad character in group name '%s'" % ref, at)
                else:
                    self.error("unknown group name '%s'" % ref, at)
                yes = self.sequence(flags)
                no = ("cat", [])
                if self.peek() == "|":
                    self.i += 1
                    no = self.sequence(flags)
                    if self.peek() == "|":
                        self.error("conditional backref with more than two branches")
                self.close(start)
                return ("cond", group, yes, no)
            elif c and c in "aiLmsux-":
                return self.inline_flags(flags, start)
            else:
                self.error("unknown extension ?" + c, start + 1)
        index = None
        if capture:
            self.groups += 1
            index = self.groups
            if name is not None:
                self.names[name] = index
            self.open.append(index)
        node = self.alternation(flags)
        self.close(start)
        if capture:
            self.open.remove(index)
        return ("group", index, node)

    def inline_flags(self, flags, start):
        # `(?ims)` (global: only where the global groups that open the pattern end, 3.11) or
        # `(?ims-ims:...)` (scoped), with sre_parse's errors and positions.
        self.i -= 1
        on, off = 0, 0
        letters = {"a": ASCII, "i": IGNORECASE, "L": 4, "m": MULTILINE, "s": DOTALL, "u": 32,
                   "x": VERBOSE}
        c = self.peek()
        if c != "-":
            while True:
                on |= letters[c]
                if c in "auL" and bin(on & (ASCII | 36)).count("1") > 1:
                    self.error("bad inline flags: flags 'a', 'u' and 'L' are incompatible",
                               self.i + 1)
                self.i += 1
                c = self.peek()
                if c == "":
                    self.error("missing -, : or )")
                if c in ")-:":
                    break
                if c not in letters:
                    self.error("unknown flag" if c.isalpha() else "missing -, : or )")
        if c == ")":
            self.i += 1
            if start != self.lead:
                self.error("global flags not at the start of the expression", start)
            self.flags |= on
            if on & VERBOSE:
                self.verbose = True
            # The flags apply to the whole pattern: re-parse from here with them.
            raise _Restart(self.flags, self.i)
        if c == "-":
            self.i += 1
            c = self.peek()
            if c == "":
                self.error("missing flag")
            if c not in letters:
                self.error("unknown flag" if c.isalpha() else "missing flag")
            while True:
                if c in "auL":
                    self.error("bad inline flags: cannot turn off flags 'a', 'u' and 'L'",
                               self.i + 1)
                off |= letters[c]
                self.i += 1
                c = self.peek()
                if c == "":
                    self.error("missing :")
                if c == ":":
                    break
                if c not in letters:
                    self.error("unknown flag" if c.isalpha() else "missing :")
        self.i += 1
        if on & off:
            self.error("bad inline flags: flag turned on and off", self.i - 1)
        inner = (flags | on) & ~off
        saved = self.verbose
        self.verbose = bool(inner & VERBOSE)
        node = self.alternation(inner)
        self.verbose = saved
        self.close(start)
        return ("group", None, node)

    def close(self, start):
        if self.peek() != ")":
            self.error("missing ), unterminated subpattern", start)
        self.i += 1


class _Restart(Exception):
    def __init__(self, flags, end):
        self.flags = flags
        self.end = end  # just after the group's `)`


def _width(node):
    """The fixed number of characters `node` matches, or None where it varies."""
    kind = node[0]
    if kind in ("lit", "any", "set"):
        return 1
    if kind in ("assert", "look"):
        return 0
    if kind == "cat":
        total = 0
        for item in node[1]:
            w = _width(item)
            if w is None:
                return None
            total += w
        return total
    if kind == "alt":
        widths = {_width(b) for b in node[1]}
        return widths.pop() if len(widths) == 1 and None not in widths else None
    if kind == "group":
        return _width(node[2])
    if kind == "atomic":
        return _width(node[1])
    if kind == "rep":
        w = _width(node[4])
        if w is None or node[1] != node[2]:
            return None
        return w * node[1]
    return None


class _Compiler:
    def __init__(self):
        self.prog = []
        self.marks = 0

    def emit(self, ins):
        self.prog.append(ins)
        return len(self.prog) - 1

    def node(self, n):
        kind = n[0]
        emit = self.emit
        if kind == "lit":
            c, flags = n[1], n[2]
            if flags & IGNORECASE and _case_variants(c) != (c,):
                emit((SET, False, [("range", c, c)], True))
            else:
                emit((CHAR, c))
        elif kind == "any":
            emit((ANY, bool(n[1] & DOTALL)))
        elif kind == "set":
            emit((SET, n[1], n[2], bool(n[3] & IGNORECASE)))
        elif kind == "cat":
            for item in n[1]:
                self.node(item)
        elif kind == "alt":
            jumps = []
            branches = n[1]
            for k, b in enumerate(branches):
                if k < len(branches) - 1:
                    split = emit(None)
                    self.node(b)
                    jumps.append(emit(None))
                    self.prog[split] = (SPLIT, split + 1, len(self.prog))
                else:
                    self.node(b)
            for j in jumps:
                self.prog[j] = (JMP, len(self.prog))
        elif kind == "group":
            index = n[1]
            if index is not None:
                emit((SAVE, 2 * index))
            self.node(n[2])
            if index is not None:
                emit((SAVE, 2 * index + 1))
        elif kind == "assert":
            what, flags = n[1], n[2]
            if what == "bol":
                emit((BOL, bool(flags & MULTILINE)))
            elif what == "eol":
                emit((EOL, bool(flags & MULTILINE)))
            elif what == "bos":
                emit((BOS,))
            elif what == "eos":
                emit((EOSZ,))
            elif what == "wordb":
                emit((WORDB, bool(flags & ASCII)))
            else:
                emit((NWORDB, bool(flags & ASCII)))
        elif kind == "backref":
            emit((BACKREF, n[1], bool(n[2] & IGNORECASE)))
        elif kind == "look":
            sub = _compile_program(n[3])
            behind = 0 if n[1] else n[5]
            emit((LOOK, sub, n[2], behind))
        elif kind == "atomic":
            emit((ATOMIC, _compile_program(n[1])))
        elif kind == "cond":
            at = emit(None)
            self.node(n[2])
            j = emit(None)
            no = len(self.prog)
            self.node(n[3])
            self.prog[at] = (COND, n[1], no)
            self.prog[j] = (JMP, len(self.prog))
        elif kind == "rep":
            self.repeat(n)

    def repeat(self, n):
        lo, hi, kind, body = n[1], n[2], n[3], n[4]
        if kind == "possessive":
            self.emit((ATOMIC, _compile_program(("rep", lo, hi, "greedy", body))))
            return
        greedy = kind == "greedy"
        for _ in range(lo):
            self.node(body)
        if hi == _MAX_REPEAT:
            # L: SPLIT body, out; body: MARK m; <body>; CHECK m (an empty pass leaves); JMP L
            m = self.marks
            self.marks += 1
            split = self.emit(None)
            self.emit((MARK, m))
            self.node(body)
            self.emit((CHECK, m, None))
            check = len(self.prog) - 1
            self.emit((JMP, split))
            out = len(self.prog)
            self.prog[check] = (CHECK, m, out)
            self.prog[split] = (SPLIT, split + 1, out) if greedy else (SPLIT, out, split + 1, True)
            return
        splits = []
        for _ in range(hi - lo):
            splits.append(self.emit(None))
            self.node(body)
        out = len(self.prog)
        for s in splits:
            self.prog[s] = (SPLIT, s + 1, out) if greedy else (SPLIT, out, s + 1, True)


def _compile_program(node):
    c = _Compiler()
    c.node(node)
    c.emit((MATCH,))
    return c.prog


# Lower-case letters that IGNORECASE treats as one (CPython's sre_compile equivalences).
_EQUIVALENT = {}
for _group in ("i\u0131", "s\u017f", "\u00b5\u03bc", "\u0345\u03b9\u1fbe", "\u0390\u1fd3",
               "\u03b0\u1fe3", "\u03b2\u03d0", "\u03b5\u03f5", "\u03b8\u03d1", "\u03ba\u03f0",
               "\u03c0\u03d6", "\u03c1\u03f1", "\u03c2\u03c3", "\u03c6\u03d5", "\u1e61\u1e9b",
               "\ufb05\ufb06"):
    for _c in _group:
        _EQUIVALENT[_c] = _group
del _group, _c


def _simple_lower(c):
    # The one-character (simple) case mappings sre uses: U+0130's lower case is "i", and a
    # letter whose full mapping is longer ("ß".upper() is "SS") maps to itself.
    lo = c.lower()
    if len(lo) == 1:
        return lo
    return "i" if c == "\u0130" else c


def _simple_upper(c):
    up = c.upper()
    return up if len(up) == 1 else c


# Letters whose simple lower case is the key but which are not its upper case (U+0130 and the
# Kelvin sign, title-case digraphs, ...): they match the key's letters under IGNORECASE too.
_OTHER_CASES = {"i": "\u0130", "k": "\u212a", "\u00e5": "\u212b", "\u03c9": "\u2126",
                "\u03b8": "\u03f4", "\u00df": "\u1e9e", "\u01c6": "\u01c5", "\u01c9": "\u01c8",
                "\u01cc": "\u01cb", "\u01f3": "\u01f2"}
_variants_cache = {}


def _case_variants(c):
    """The characters IGNORECASE takes c to be: those with the same simple lower case, or an
    equivalent one (CPython's sre: i and dotless i, s and long s, ...)."""
    found = _variants_cache.get(c)
    if found is None:
        lo = _simple_lower(c)
        found = []
        for y in _EQUIVALENT.get(lo, lo):
            for x in (y, _simple_upper(y)) + tuple(_OTHER_CASES.get(y, "")):
                if x not in found:
                    found.append(x)
        found = _variants_cache[c] = tuple(found)
    return found


def _in_set(c, neg, items, icase):
    found = _set_has(c, items)
    if not found and icase:
        for x in _case_variants(c):
            if x != c and _set_has(x, items):
                found = True
                break
    return found != neg


def _set_has(c, items):
    for item in items:
        if item[0] == "range":
            if item[1] <= c <= item[2]:
                return True
        elif item[1](c):
            return True
    return False


def _run(prog, text, start, end, caps, full, marks, notempty=False):
    """Runs `prog` from `start` on `text[:end]`; the end position, or -1. `caps` (the group
    spans) and `marks` are updated in place with what the match set. With `notempty`, a match
    that ends where it started is refused (backtracked into), as CPython's scanner does at the
    position of a previous empty match."""
    stack = []  # (pc, pos, undo_len) branch points
    undo = []  # (list, slot, old value) to restore on backtracking
    pc = 0
    pos = start
    while True:
        ins = prog[pc]
        op = ins[0]
        ok = True
        if op == CHAR:
            if pos < end and text[pos] == ins[1]:
                pos += 1
                pc += 1
            else:
                ok = False
        elif op == ANY:
            if pos < end and (ins[1] or text[pos] != "\n"):
                pos += 1
                pc += 1
            else:
                ok = False
        elif op == SET:
            if pos < end and _in_set(text[pos], ins[1], ins[2], ins[3]):
                pos += 1
                pc += 1
            else:
                ok = False
        elif op == SPLIT:
            stack.append((ins[2], pos, len(undo)))
            pc = ins[1]
        elif op == JMP:
            pc = ins[1]
        elif op == SAVE:
            undo.append((caps, ins[1], caps[ins[1]]))
            caps[ins[1]] = pos
            pc += 1
        elif op == MARK:
            undo.append((marks, ins[1], marks[ins[1]]))
            marks[ins[1]] = pos
            pc += 1
        elif op == CHECK:
            pc = ins[2] if marks[ins[1]] == pos else pc + 1
        elif op == MATCH:
            if (full and pos != end) or (notempty and pos == start):
                ok = False
            else:
                return pos
        elif op == BOL:
            ok = pos == 0 or (ins[1] and text[pos - 1] == "\n")
            pc += 1
        elif op == EOL:
            if ins[1]:
                ok = pos == end or text[pos] == "\n"
            else:
                ok = pos == end or (pos == end - 1 and text[pos] == "\n")
            pc += 1
        elif op == BOS:
            ok = pos == 0
            pc += 1
        elif op == EOSZ:
            ok = pos == end
            pc += 1
        elif op == WORDB or op == NWORDB:
            before = pos > 0 and _is_word(text[pos - 1], ins[1])
            after = pos < end and _is_word(text[pos], ins[1])
            # (In an empty string neither \b nor \B matches, as in CPython's sre.)
            ok = (before != after) == (op == WORDB) and end > 0
            pc += 1
        elif op == BACKREF:
            s, e = caps[2 * ins[1]], caps[2 * ins[1] + 1]
            if s < 0 or e < 0:
                ok = False
            else:
                n = e - s
                piece = text[pos:pos + n]
                if pos + n <= end and (piece == text[s:e] or (
                        ins[2] and piece.lower() == text[s:e].lower())):
                    pos += n
                    pc += 1
                else:
                    ok = False
        elif op == LOOK:
            sub, neg, behind = ins[1], ins[2], ins[3]
            at = pos - behind
            if at < 0:
                found = False
            else:
                trial = list(caps)
                r = _run(sub, text, at, pos if behind else end, trial, bool(behind),
                         [-1] * len(sub))
                found = r >= 0
            if found != neg:
                if found:
                    for k in range(len(caps)):
                        if trial[k] != caps[k]:
                            undo.append((caps, k, caps[k]))
                            caps[k] = trial[k]
                pc += 1
            else:
                ok = False
        elif op == ATOMIC:
            trial = list(caps)
            r = _run(ins[1], text, pos, end, trial, False, [-1] * len(ins[1]))
            if r >= 0:
                for k in range(len(caps)):
                    if trial[k] != caps[k]:
                        undo.append((caps, k, caps[k]))
                        caps[k] = trial[k]
                pos = r
                pc += 1
            else:
                ok = False
        elif op == COND:
            g = ins[1]
            pc = pc + 1 if 2 * g + 1 < len(caps) and caps[2 * g + 1] >= 0 else ins[2]
        if not ok:
            if not stack:
                return -1
            pc, pos, n = stack.pop()
            while len(undo) > n:
                where, slot, old = undo.pop()
                where[slot] = old


class Program:
    def __init__(self, pattern, flags):
        try:
            parser = _Parser(pattern, flags)
            while True:
                try:
                    tree = parser.parse()
                    break
                except _Restart as r:
                    # Global flags at the start: the rest of the pattern again, with them.
                    parser = _Parser(pattern, r.flags)
                    parser.i = r.end
                    parser.skip_verbose()
                    parser.lead = parser.i
        except error as e:
            if e.pos is None:
                raise ValueError(e.msg) from None
            raise ValueError("%s at position %d" % (e.msg, e.pos)) from None
        self.groups = parser.groups
        self.groupindex = dict(parser.names)
        c = _Compiler()
        c.node(tree)
        c.emit((MATCH,))
        self.prog = c.prog
        self.marks = max(c.marks, 1)
        # A literal the match must start with (after group starts): searched for with str.find.
        prefix = []
        self.anchored = False
        for ins in self.prog:
            if ins[0] == SAVE:
                continue
            if ins[0] == CHAR:
                prefix.append(ins[1])
                continue
            # `\A`, or `^` without MULTILINE, first: a match can only start at 0.
            self.anchored = not prefix and (ins[0] == BOS or (ins[0] == BOL and not ins[1]))
            break
        self.prefix = "".join(prefix)

    def search(self, text, pos, endpos, mode):
        n = 2 * (self.groups + 1)
        full = mode == 2
        last = pos if mode else endpos
        if self.anchored:
            last = min(last, 0)
        prefix = self.prefix
        at = pos
        while at <= last:
            if prefix and not mode:
                at = text.find(prefix, at, endpos)
                if at < 0:
                    return None
            caps = [-1] * n
            r = _run(self.prog, text, at, endpos, caps, full, [-1] * self.marks)
            if r >= 0:
                caps[0] = at
                caps[1] = r
                return tuple(caps)
            at += 1
        return None


def _match_nonempty(self, text, pos, endpos):
    """The group spans of the first match (in the pattern's order of preference) starting at
    `pos` that is not empty, or None."""
    caps = [-1] * (2 * (self.groups + 1))
    if self.anchored and pos:
        return None
    r = _run(self.prog, text, pos, endpos, caps, False, [-1] * self.marks, True)
    if r < 0:
        return None
    caps[0] = pos
    caps[1] = r
    return tuple(caps)


Program.match_nonempty = _match_nonempty


def compile(pattern, flags):
    return Program(pattern, flags)
