# Builtins given the wrong arguments raise CPython 3.11's TypeError or ValueError (not a result).
def attempt(label, f):
    try:
        print(label, "->", repr(f()))
    except (TypeError, ValueError) as e:
        print(label, "->", type(e).__name__, e)


s = "abc"
attempt("s['x']", lambda: s["x"])
attempt("s[1.5]", lambda: s[1.5])
attempt("s[None]", lambda: s[None])
attempt("s[1]", lambda: s[1])
attempt("[1]['x']", lambda: [1]["x"])
attempt("slice()", lambda: slice())
attempt("slice(1, 2, 3, 4)", lambda: slice(1, 2, 3, 4))
attempt("slice(2)", lambda: slice(2))
attempt("int('1', 2, 3)", lambda: int("1", 2, 3))
attempt("int('11', base=2)", lambda: int("11", base=2))
attempt("int('1', base=2, extra=3)", lambda: int("1", base=2, extra=3))
attempt("int(x=1)", lambda: int(x=1))
attempt("dict({}, {})", lambda: dict({}, {}))
attempt("dict([('a', 1)], b=2)", lambda: dict([("a", 1)], b=2))
attempt("round(1.5, 'x')", lambda: round(1.5, "x"))
attempt("round(2.675, True)", lambda: round(2.675, True))
attempt("round(1.25, 10**30)", lambda: round(1.25, 10**30))
attempt("round(125.0, -10**30)", lambda: round(125.0, -10**30))
attempt("round(2.5, None)", lambda: round(2.5, None))
for text in ["1_000.5", "1__0", "_1", "1_", "1_e5", "1e1_0", " 2_5 ", "0x1", "-1_0.2_5"]:
    attempt("float(%r)" % text, lambda: float(text))
attempt("sorted 3 keywords", lambda: sorted([3, 1], reverse=1, key=None, extra=1))
attempt("sort 3 keywords", lambda: [2, 1].sort(reverse=1, key=None, extra=1))
attempt("sorted bad keyword", lambda: sorted([3, 1], cmp=None))
