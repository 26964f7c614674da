def fetch(d, k):
    try:
        return d[k]
    except KeyError:
        try:
            return int(k)
        except ValueError as e:
            raise TypeError(f"cannot resolve {k!r}") from e

print(fetch({"a": 1}, "a"), fetch({}, "7"))
fetch({}, "b")
