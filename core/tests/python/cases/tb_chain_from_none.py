def lookup(d, k):
    try:
        return d[k]
    except KeyError:
        raise AttributeError(k) from None


lookup({}, "name")
