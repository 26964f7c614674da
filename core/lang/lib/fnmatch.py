"""fnmatch (CPython 3.11's): fnmatch, fnmatchcase, filter, translate.

Matching is done by a glob matcher here (not a compiled regex). `*`, `?`,
`[seq]`, `[!seq]` and ranges behave as CPython's; a `[` without its `]` is a literal. Names are
compared as given (POSIX: normcase changes nothing). translate() returns CPython's regex text.
"""

import re

__all__ = ["filter", "fnmatch", "fnmatchcase", "translate"]


def _parse(pat):
    """Tokens: ('*',), ('?',), ('c', char) and ('[', negate, items) where items are chars or
    (lo, hi) ranges; plus the regex text of each token for translate()."""
    tokens = []
    i, n = 0, len(pat)
    while i < n:
        c = pat[i]
        i += 1
        if c == "*":
            if not tokens or tokens[-1][0] != "*":
                tokens.append(("*",))
        elif c == "?":
            tokens.append(("?",))
        elif c == "[":
            j = i
            if j < n and pat[j] == "!":
                j += 1
            if j < n and pat[j] == "]":
                j += 1
            while j < n and pat[j] != "]":
                j += 1
            if j >= n:
                tokens.append(("c", "["))
                continue
            body = pat[i:j]
            i = j + 1
            negate = body[:1] == "!"
            if negate:
                body = body[1:]
            items = []
            k = 0
            while k < len(body):
                if k + 2 < len(body) and body[k + 1] == "-":
                    lo, hi = body[k], body[k + 2]
                    if lo <= hi:
                        items.append((lo, hi))
                    k += 3
                else:
                    items.append(body[k])
                    k += 1
            tokens.append(("[", negate, items, pat[i - len(body) - 1 - negate:i - 1]))
        else:
            tokens.append(("c", c))
    return tokens


def _set_regex(token):
    negate, items = token[1], token[2]
    if not items:
        return "." if negate else "(?!)"
    parts = []
    for it in items:
        if isinstance(it, tuple):
            parts.append(_class_char(it[0]) + "-" + _class_char(it[1]))
        else:
            parts.append(_class_char(it))
    body = "".join(parts)
    if negate:
        return "[^" + body + "]"
    if body[0] in "^[":
        body = "\\" + body
    return "[" + body + "]"


def _class_char(c):
    if c in "\\-&~|":
        return "\\" + c
    return c


def translate(pat):
    # CPython's: the text before the first `*`, each interior `*fixed` as an atomic `(?>.*?fixed)`
    # (no backtracking into it), the last `*` as `.*` and the text after it.
    segs = [[]]
    for t in _parse(pat):
        kind = t[0]
        if kind == "*":
            segs.append([])
        else:
            segs[-1].append("." if kind == "?" else re.escape(t[1]) if kind == "c" else _set_regex(t))
    segs = ["".join(seg) for seg in segs]
    mid = "".join("(?>.*?" + seg + ")" for seg in segs[1:-1])
    tail = ".*" + segs[-1] if len(segs) > 1 else ""
    return "(?s:" + segs[0] + mid + tail + ")\\Z"


def _in_set(token, ch):
    hit = False
    for it in token[2]:
        if isinstance(it, tuple):
            if it[0] <= ch <= it[1]:
                hit = True
                break
        elif it == ch:
            hit = True
            break
    return hit != token[1]


def _one(token, ch):
    kind = token[0]
    if kind == "?":
        return True
    if kind == "c":
        return token[1] == ch
    return _in_set(token, ch)


_cache = {}


def fnmatchcase(name, pat):
    tokens = _cache.get(pat)
    if tokens is None:
        if len(_cache) > 32768:
            _cache.clear()
        tokens = _cache[pat] = _parse(pat)
    # Two pointers with backtracking to the last star: linear for each star.
    ti = ni = 0
    star_t = -1
    star_n = 0
    nt, nn = len(tokens), len(name)
    while ni < nn:
        if ti < nt and tokens[ti][0] == "*":
            star_t = ti
            star_n = ni
            ti += 1
        elif ti < nt and _one(tokens[ti], name[ni]):
            ti += 1
            ni += 1
        elif star_t >= 0:
            star_n += 1
            ni = star_n
            ti = star_t + 1
        else:
            return False
    while ti < nt and tokens[ti][0] == "*":
        ti += 1
    return ti == nt


def fnmatch(name, pat):
    import os
    name = os.path.normcase(name) if hasattr(os.path, "normcase") else name
    pat = os.path.normcase(pat) if hasattr(os.path, "normcase") else pat
    return fnmatchcase(name, pat)


def filter(names, pat):
    return [name for name in names if fnmatch(name, pat)]
