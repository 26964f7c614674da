"""A small backtracking regex engine: literals, ., [], [^], *, +, ?, {m,n}, ^, $, groups, |."""
import re


class Node:
    pass


class Char(Node):
    def __init__(self, pred, desc):
        self.pred, self.desc = pred, desc

    def __repr__(self):
        return self.desc


class Seq(Node):
    def __init__(self, items):
        self.items = items

    def __repr__(self):
        return "Seq(" + ", ".join(map(repr, self.items)) + ")"


class Alt(Node):
    def __init__(self, options):
        self.options = options

    def __repr__(self):
        return "Alt(" + " | ".join(map(repr, self.options)) + ")"


class Repeat(Node):
    def __init__(self, node, lo, hi, greedy=True):
        self.node, self.lo, self.hi, self.greedy = node, lo, hi, greedy

    def __repr__(self):
        hi = "inf" if self.hi is None else self.hi
        return f"Repeat({self.node!r}, {self.lo}, {hi}{'' if self.greedy else ', lazy'})"


class Group(Node):
    def __init__(self, node, index):
        self.node, self.index = node, index

    def __repr__(self):
        return f"Group{self.index}({self.node!r})"


class Anchor(Node):
    def __init__(self, kind):
        self.kind = kind

    def __repr__(self):
        return self.kind


class Parser:
    def __init__(self, pattern):
        self.p, self.i, self.groups = pattern, 0, 0

    def peek(self):
        return self.p[self.i] if self.i < len(self.p) else None

    def take(self):
        ch = self.p[self.i]
        self.i += 1
        return ch

    def parse(self):
        node = self.alt()
        if self.i != len(self.p):
            raise ValueError(f"unbalanced parenthesis at {self.i}")
        return node

    def alt(self):
        options = [self.seq()]
        while self.peek() == "|":
            self.take()
            options.append(self.seq())
        return options[0] if len(options) == 1 else Alt(options)

    def seq(self):
        items = []
        while self.peek() not in (None, "|", ")"):
            items.append(self.repeat())
        return Seq(items)

    def repeat(self):
        atom = self.atom()
        ch = self.peek()
        if ch in ("*", "+", "?", "{"):
            if isinstance(atom, Anchor):
                raise ValueError("nothing to repeat")
            self.take()
            if ch == "{":
                end = self.p.index("}", self.i)
                lo, _, hi = self.p[self.i:end].partition(",")
                self.i = end + 1
                lo, hi = int(lo or 0), (None if _ and not hi else int(hi or lo))
            else:
                lo, hi = {"*": (0, None), "+": (1, None), "?": (0, 1)}[ch]
            greedy = True
            if self.peek() == "?":
                self.take()
                greedy = False
            return Repeat(atom, lo, hi, greedy)
        return atom

    def atom(self):
        ch = self.take()
        if ch == "(":
            self.groups += 1
            idx = self.groups
            node = self.alt()
            if self.peek() != ")":
                raise ValueError("missing )")
            self.take()
            return Group(node, idx)
        if ch == ".":
            return Char(lambda c: c != "\n", ".")
        if ch in "^$":
            return Anchor(ch)
        if ch == "[":
            negate = self.peek() == "^"
            if negate:
                self.take()
            ranges = []
            while self.peek() != "]":
                a = self.take()
                if self.peek() == "-" and self.p[self.i + 1] != "]":
                    self.take()
                    ranges.append((a, self.take()))
                else:
                    ranges.append((a, a))
            self.take()
            desc = "[" + ("^" if negate else "") + "".join(a if a == b else f"{a}-{b}" for a, b in ranges) + "]"
            return Char(lambda c, r=tuple(ranges), n=negate: any(a <= c <= b for a, b in r) != n, desc)
        if ch == "\\":
            esc = self.take()
            classes = {"d": str.isdigit, "w": lambda c: c.isalnum() or c == "_", "s": str.isspace}
            if esc in classes:
                return Char(classes[esc], "\\" + esc)
            return Char(lambda c, e=esc: c == e, repr(esc))
        return Char(lambda c, e=ch: c == e, repr(ch))


def match_here(node, s, i, caps, k):
    """Continuation-passing matcher: k(i, caps) -> result or None."""
    if isinstance(node, Char):
        if i < len(s) and node.pred(s[i]):
            return k(i + 1, caps)
        return None
    if isinstance(node, Anchor):
        ok = i == 0 if node.kind == "^" else i == len(s)
        return k(i, caps) if ok else None
    if isinstance(node, Seq):
        def run(j, pos, caps):
            if j == len(node.items):
                return k(pos, caps)
            return match_here(node.items[j], s, pos, caps, lambda p, c: run(j + 1, p, c))
        return run(0, i, caps)
    if isinstance(node, Alt):
        for opt in node.options:
            r = match_here(opt, s, i, caps, k)
            if r is not None:
                return r
        return None
    if isinstance(node, Group):
        return match_here(node.node, s, i, caps, lambda p, c: k(p, {**c, node.index: (i, p)}))
    if isinstance(node, Repeat):
        def rep(count, pos, caps):
            can_more = node.hi is None or count < node.hi
            def more():
                if not can_more:
                    return None
                return match_here(node.node, s, pos, caps, lambda p, c: rep(count + 1, p, c) if p != pos else None)
            def stop():
                return k(pos, caps) if count >= node.lo else None
            first, second = (more, stop) if node.greedy else (stop, more)
            r = first()
            return r if r is not None else second()
        return rep(0, i, caps)
    raise TypeError(node)


def search(pattern, s):
    tree = Parser(pattern).parse()
    for start in range(len(s) + 1):
        r = match_here(tree, s, start, {}, lambda p, c: (p, c))
        if r is not None:
            end, caps = r
            return (start, end), s[start:end], [s[a:b] for _, (a, b) in sorted(caps.items())]
    return None


print(Parser("a(b|cd)*e?[^x-z]{2,3}$").parse())
cases = [
    ("ab*c", "xxabbbcx"), ("colou?r", "my color"), ("(\\d+)-(\\d+)", "tel 555-1234"), ("^hello", "say hello"),
    ("^(a|b)+$", "abba"), ("a{2,3}", "caaaat"), ("<.+>", "<b>bold</b>"), ("<.+?>", "<b>bold</b>"), ("[A-Z][a-z]+", "hi Bob and Al"),
    ("(\\w+)@(\\w+)\\.com", "mail: ann@site.com!"), ("x*", "abc"), ("(a*)*b", "aaab"), ("[^aeiou\\s]+", "queue strength"),
    ("(ab|a)(bc|c)", "abc"), ("a{3}", "aa"), ("\\.txt$", "file.txt"), ("(a|ab)(c|bcd)(d*)", "abcd"), ("a{2,}", "baaaaa"),
]
for pat, text in cases:
    mine = search(pat, text)
    ref = re.search(pat, text)
    ref_t = ((ref.start(), ref.end()), ref.group(), list(ref.groups(default=""))) if ref else None
    if mine and ref_t:
        mine = (mine[0], mine[1], [g for g in mine[2]] + [""] * (len(ref_t[2]) - len(mine[2])))
    print(f"{pat!r:24} {text!r:22} {mine!s:48} {'OK' if mine == ref_t else 'DIFF ' + str(ref_t)}")
for bad in ["(ab", "ab)", "*a", "^*"]:
    try:
        Parser(bad).parse()
    except (ValueError, IndexError) as e:
        print(f"{bad!r}: {type(e).__name__}: {e}")
