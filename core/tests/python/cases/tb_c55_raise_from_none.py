def lookup(d, k):
    try:
        return d[k]
    except KeyError:
        raise LookupError(f"no entry {k!r}") from None

print(lookup({"x": 1}, "x"))
lookup({"x": 1}, "y")
