def check(values):
    assert all(v > 0
               for v in values), \
        "all values must be positive: " + repr(values)

check([1, 2])
check([1, -2])
