try:
    raise OSError("first")
except OSError:
    pass
try:
    [].pop()
except IndexError:
    raise LookupError("no items") from None
