"""difflib (CPython 3.11's): SequenceMatcher (Ratcliff/Obershelp with junk and the "popular"
heuristic: find_longest_match, get_matching_blocks, get_opcodes, get_grouped_opcodes, ratio,
quick_ratio, real_quick_ratio), get_close_matches, Differ and ndiff (with the `?` hint lines),
unified_diff, context_diff, restore, IS_LINE_JUNK, IS_CHARACTER_JUNK. No HtmlDiff or diff_bytes.
Results are CPython's, block for block."""

import re
from collections import namedtuple as _namedtuple
from heapq import nlargest as _nlargest

__all__ = ["get_close_matches", "ndiff", "restore", "SequenceMatcher", "Differ",
           "IS_CHARACTER_JUNK", "IS_LINE_JUNK", "context_diff", "unified_diff", "Match",
           "HtmlDiff", "diff_bytes"]

Match = _namedtuple("Match", "a b size")


def _ratio(matches, length):
    return 2.0 * matches / length if length else 1.0


class SequenceMatcher:
    def __init__(self, isjunk=None, a="", b="", autojunk=True):
        self.isjunk = isjunk
        self.a = self.b = None
        self.autojunk = autojunk
        self.set_seqs(a, b)

    def set_seqs(self, a, b):
        self.set_seq1(a)
        self.set_seq2(b)

    def set_seq1(self, a):
        if a is self.a:
            return
        self.a = a
        self.matching_blocks = self.opcodes = None

    def set_seq2(self, b):
        if b is self.b:
            return
        self.b = b
        self.matching_blocks = self.opcodes = None
        self.fullbcount = None
        self._index_b()

    def _index_b(self):
        # Where each element of b occurs; junk elements and, for long b, the very frequent
        # ("popular") ones are left out of the index.
        where = {}
        for pos, elt in enumerate(self.b):
            where.setdefault(elt, []).append(pos)
        junk = set()
        if self.isjunk:
            junk = {elt for elt in where if self.isjunk(elt)}
            for elt in junk:
                del where[elt]
        popular = set()
        n = len(self.b)
        if self.autojunk and n >= 200:
            limit = n // 100 + 1
            popular = {elt for elt, pos in where.items() if len(pos) > limit}
            for elt in popular:
                del where[elt]
        self.b2j = where
        self.bjunk = junk
        self.bpopular = popular

    def find_longest_match(self, alo=0, ahi=None, blo=0, bhi=None):
        a, b, where, junk = self.a, self.b, self.b2j, self.bjunk
        if ahi is None:
            ahi = len(a)
        if bhi is None:
            bhi = len(b)
        best_i, best_j, best = alo, blo, 0
        # run[j]: length of the match of non-junk elements ending at a[i-1] and b[j].
        run = {}
        empty = ()
        for i in range(alo, ahi):
            new_run = {}
            for j in where.get(a[i], empty):
                if j < blo:
                    continue
                if j >= bhi:
                    break
                k = new_run[j] = run.get(j - 1, 0) + 1
                if k > best:
                    best_i, best_j, best = i - k + 1, j - k + 1, k
            run = new_run
        # Grow the match over equal non-junk elements on each side, then over equal junk.
        for want_junk in (False, True):
            while (best_i > alo and best_j > blo and (b[best_j - 1] in junk) == want_junk
                   and a[best_i - 1] == b[best_j - 1]):
                best_i, best_j, best = best_i - 1, best_j - 1, best + 1
            while (best_i + best < ahi and best_j + best < bhi
                   and (b[best_j + best] in junk) == want_junk
                   and a[best_i + best] == b[best_j + best]):
                best += 1
        return Match(best_i, best_j, best)

    def get_matching_blocks(self):
        if self.matching_blocks is not None:
            return self.matching_blocks
        la, lb = len(self.a), len(self.b)
        todo = [(0, la, 0, lb)]
        found = []
        while todo:
            alo, ahi, blo, bhi = todo.pop()
            m = self.find_longest_match(alo, ahi, blo, bhi)
            i, j, k = m
            if k:
                found.append(m)
                if alo < i and blo < j:
                    todo.append((alo, i, blo, j))
                if i + k < ahi and j + k < bhi:
                    todo.append((i + k, ahi, j + k, bhi))
        found.sort()
        merged = []
        ci = cj = ck = 0
        for i, j, k in found:
            if ci + ck == i and cj + ck == j:
                ck += k
            else:
                if ck:
                    merged.append((ci, cj, ck))
                ci, cj, ck = i, j, k
        if ck:
            merged.append((ci, cj, ck))
        merged.append((la, lb, 0))
        self.matching_blocks = [Match._make(t) for t in merged]
        return self.matching_blocks

    def get_opcodes(self):
        if self.opcodes is not None:
            return self.opcodes
        i = j = 0
        ops = []
        for ai, bj, size in self.get_matching_blocks():
            if i < ai and j < bj:
                ops.append(("replace", i, ai, j, bj))
            elif i < ai:
                ops.append(("delete", i, ai, j, bj))
            elif j < bj:
                ops.append(("insert", i, ai, j, bj))
            i, j = ai + size, bj + size
            if size:
                ops.append(("equal", ai, i, bj, j))
        self.opcodes = ops
        return ops

    def get_grouped_opcodes(self, n=3):
        codes = list(self.get_opcodes())
        if not codes:
            codes = [("equal", 0, 1, 0, 1)]
        if codes[0][0] == "equal":
            tag, i1, i2, j1, j2 = codes[0]
            codes[0] = tag, max(i1, i2 - n), i2, max(j1, j2 - n), j2
        if codes[-1][0] == "equal":
            tag, i1, i2, j1, j2 = codes[-1]
            codes[-1] = tag, i1, min(i2, i1 + n), j1, min(j2, j1 + n)
        group = []
        for tag, i1, i2, j1, j2 in codes:
            if tag == "equal" and i2 - i1 > 2 * n:
                group.append((tag, i1, min(i2, i1 + n), j1, min(j2, j1 + n)))
                yield group
                group = []
                i1, j1 = max(i1, i2 - n), max(j1, j2 - n)
            group.append((tag, i1, i2, j1, j2))
        if group and not (len(group) == 1 and group[0][0] == "equal"):
            yield group

    def ratio(self):
        matches = sum(m.size for m in self.get_matching_blocks())
        return _ratio(matches, len(self.a) + len(self.b))

    def quick_ratio(self):
        if self.fullbcount is None:
            counts = {}
            for elt in self.b:
                counts[elt] = counts.get(elt, 0) + 1
            self.fullbcount = counts
        counts = self.fullbcount
        left = {}
        matches = 0
        for elt in self.a:
            n = left[elt] if elt in left else counts.get(elt, 0)
            left[elt] = n - 1
            if n > 0:
                matches += 1
        return _ratio(matches, len(self.a) + len(self.b))

    def real_quick_ratio(self):
        la, lb = len(self.a), len(self.b)
        return _ratio(min(la, lb), la + lb)

    def __class_getitem__(cls, item):
        import types
        return types.GenericAlias(cls, item)


def get_close_matches(word, possibilities, n=3, cutoff=0.6):
    if not n > 0:
        raise ValueError("n must be > 0: %r" % (n,))
    if not 0.0 <= cutoff <= 1.0:
        raise ValueError("cutoff must be in [0.0, 1.0]: %r" % (cutoff,))
    scored = []
    s = SequenceMatcher()
    s.set_seq2(word)
    for x in possibilities:
        s.set_seq1(x)
        if (s.real_quick_ratio() >= cutoff and s.quick_ratio() >= cutoff
                and s.ratio() >= cutoff):
            scored.append((s.ratio(), x))
    return [x for _, x in _nlargest(n, scored)]


def _keep_ws(line, tags):
    return "".join(c if t == " " and c.isspace() else t for c, t in zip(line, tags))


class Differ:
    def __init__(self, linejunk=None, charjunk=None):
        self.linejunk = linejunk
        self.charjunk = charjunk

    def compare(self, a, b):
        m = SequenceMatcher(self.linejunk, a, b)
        for tag, alo, ahi, blo, bhi in m.get_opcodes():
            if tag == "replace":
                yield from self._fancy_replace(a, alo, ahi, b, blo, bhi)
            elif tag == "delete":
                yield from self._dump("-", a, alo, ahi)
            elif tag == "insert":
                yield from self._dump("+", b, blo, bhi)
            elif tag == "equal":
                yield from self._dump(" ", a, alo, ahi)
            else:
                raise ValueError("unknown tag %r" % (tag,))

    def _dump(self, tag, x, lo, hi):
        for i in range(lo, hi):
            yield "%s %s" % (tag, x[i])

    def _plain_replace(self, a, alo, ahi, b, blo, bhi):
        if bhi - blo < ahi - alo:
            yield from self._dump("+", b, blo, bhi)
            yield from self._dump("-", a, alo, ahi)
        else:
            yield from self._dump("-", a, alo, ahi)
            yield from self._dump("+", b, blo, bhi)

    def _fancy_replace(self, a, alo, ahi, b, blo, bhi):
        # The most similar pair of lines (ratio above 0.74, the first best in b-major order)
        # is shown as a change with hint lines; the blocks around it recursively.
        best_ratio, cutoff = 0.74, 0.75
        m = SequenceMatcher(self.charjunk)
        same_i = same_j = None
        best_i = best_j = None
        for j in range(blo, bhi):
            bj = b[j]
            m.set_seq2(bj)
            for i in range(alo, ahi):
                ai = a[i]
                if ai == bj:
                    if same_i is None:
                        same_i, same_j = i, j
                    continue
                m.set_seq1(ai)
                if (m.real_quick_ratio() > best_ratio and m.quick_ratio() > best_ratio
                        and m.ratio() > best_ratio):
                    best_ratio, best_i, best_j = m.ratio(), i, j
        if best_ratio < cutoff:
            if same_i is None:
                yield from self._plain_replace(a, alo, ahi, b, blo, bhi)
                return
            best_i, best_j, best_ratio = same_i, same_j, 1.0
        else:
            same_i = None
        yield from self._fancy_helper(a, alo, best_i, b, blo, best_j)
        aelt, belt = a[best_i], b[best_j]
        if same_i is None:
            atags = btags = ""
            m.set_seqs(aelt, belt)
            for tag, i1, i2, j1, j2 in m.get_opcodes():
                la, lb = i2 - i1, j2 - j1
                if tag == "replace":
                    atags += "^" * la
                    btags += "^" * lb
                elif tag == "delete":
                    atags += "-" * la
                elif tag == "insert":
                    btags += "+" * lb
                else:
                    atags += " " * la
                    btags += " " * lb
            yield from self._qformat(aelt, belt, atags, btags)
        else:
            yield "  " + aelt
        yield from self._fancy_helper(a, best_i + 1, ahi, b, best_j + 1, bhi)

    def _fancy_helper(self, a, alo, ahi, b, blo, bhi):
        if alo < ahi:
            if blo < bhi:
                yield from self._fancy_replace(a, alo, ahi, b, blo, bhi)
            else:
                yield from self._dump("-", a, alo, ahi)
        elif blo < bhi:
            yield from self._dump("+", b, blo, bhi)

    def _qformat(self, aline, bline, atags, btags):
        atags = _keep_ws(aline, atags).rstrip()
        btags = _keep_ws(bline, btags).rstrip()
        yield "- " + aline
        if atags:
            yield "? %s\n" % atags
        yield "+ " + bline
        if btags:
            yield "? %s\n" % btags


_LINE_JUNK = re.compile(r"\s*(?:#\s*)?$")


def IS_LINE_JUNK(line, pat=None):
    if pat is None:
        return _LINE_JUNK.match(line) is not None
    return pat(line) is not None


def IS_CHARACTER_JUNK(ch, ws=" \t"):
    return ch in ws


def _unified_range(start, stop):
    first = start + 1
    length = stop - start
    if length == 1:
        return "%d" % first
    if not length:
        first -= 1
    return "%d,%d" % (first, length)


def _context_range(start, stop):
    first = start + 1
    length = stop - start
    if not length:
        first -= 1
    if length <= 1:
        return "%d" % first
    return "%d,%d" % (first, first + length - 1)


def _check_types(a, b, *args):
    if a and not isinstance(a[0], str):
        raise TypeError("lines to compare must be str, not %s (%r)" % (type(a[0]).__name__,
                                                                      a[0]))
    if b and not isinstance(b[0], str):
        raise TypeError("lines to compare must be str, not %s (%r)" % (type(b[0]).__name__,
                                                                      b[0]))
    for arg in args:
        if not isinstance(arg, str):
            raise TypeError("all arguments must be str, not: %r" % (arg,))


def unified_diff(a, b, fromfile="", tofile="", fromfiledate="", tofiledate="", n=3,
                 lineterm="\n"):
    _check_types(a, b, fromfile, tofile, fromfiledate, tofiledate, lineterm)
    started = False
    for group in SequenceMatcher(None, a, b).get_grouped_opcodes(n):
        if not started:
            started = True
            fromdate = "\t" + fromfiledate if fromfiledate else ""
            todate = "\t" + tofiledate if tofiledate else ""
            yield "--- %s%s%s" % (fromfile, fromdate, lineterm)
            yield "+++ %s%s%s" % (tofile, todate, lineterm)
        first, last = group[0], group[-1]
        yield "@@ -%s +%s @@%s" % (_unified_range(first[1], last[2]),
                                   _unified_range(first[3], last[4]), lineterm)
        for tag, i1, i2, j1, j2 in group:
            if tag == "equal":
                for line in a[i1:i2]:
                    yield " " + line
                continue
            if tag in ("replace", "delete"):
                for line in a[i1:i2]:
                    yield "-" + line
            if tag in ("replace", "insert"):
                for line in b[j1:j2]:
                    yield "+" + line


def context_diff(a, b, fromfile="", tofile="", fromfiledate="", tofiledate="", n=3,
                 lineterm="\n"):
    _check_types(a, b, fromfile, tofile, fromfiledate, tofiledate, lineterm)
    prefix = {"insert": "+ ", "delete": "- ", "replace": "! ", "equal": "  "}
    started = False
    for group in SequenceMatcher(None, a, b).get_grouped_opcodes(n):
        if not started:
            started = True
            fromdate = "\t" + fromfiledate if fromfiledate else ""
            todate = "\t" + tofiledate if tofiledate else ""
            yield "*** %s%s%s" % (fromfile, fromdate, lineterm)
            yield "--- %s%s%s" % (tofile, todate, lineterm)
        first, last = group[0], group[-1]
        yield "***************" + lineterm
        yield "*** %s ****%s" % (_context_range(first[1], last[2]), lineterm)
        if any(g[0] in ("replace", "delete") for g in group):
            for tag, i1, i2, _, _ in group:
                if tag != "insert":
                    for line in a[i1:i2]:
                        yield prefix[tag] + line
        yield "--- %s ----%s" % (_context_range(first[3], last[4]), lineterm)
        if any(g[0] in ("replace", "insert") for g in group):
            for tag, _, _, j1, j2 in group:
                if tag != "delete":
                    for line in b[j1:j2]:
                        yield prefix[tag] + line


def ndiff(a, b, linejunk=None, charjunk=IS_CHARACTER_JUNK):
    return Differ(linejunk, charjunk).compare(a, b)


def restore(delta, which):
    try:
        tag = {1: "- ", 2: "+ "}[int(which)]
    except KeyError:
        raise ValueError("unknown delta choice (must be 1 or 2): %r" % which) from None
    prefixes = ("  ", tag)
    for line in delta:
        if line[:2] in prefixes:
            yield line[2:]


class HtmlDiff:
    """CPython's HTML side-by-side differ: not provided here."""

    def __init__(self, *args, **kwargs):
        raise NotImplementedError("difflib.HtmlDiff is not provided in the playground")


def diff_bytes(dfunc, a, b, fromfile=b'', tofile=b'', fromfiledate=b'', tofiledate=b'', n=3,
               lineterm=b'\n'):
    """dfunc (unified_diff or context_diff) over bytes lines, giving bytes lines (each byte a
    Latin-1 character in between, as CPython's surrogateescape round trip gives back)."""
    def decode(s):
        try:
            return s.decode("latin-1")
        except AttributeError as err:
            raise TypeError("all arguments must be bytes, not %s (%r)"
                            % (type(s).__name__, s)) from err
    a, b = list(map(decode, a)), list(map(decode, b))
    lines = dfunc(a, b, decode(fromfile), decode(tofile), decode(fromfiledate),
                  decode(tofiledate), n, decode(lineterm))
    for line in lines:
        yield line.encode("latin-1")
