def parse(s):
    try:
        return int(s)
    except ValueError:
        raise KeyError(s)
parse("x")
