def check(xs):
    assert isinstance(xs, list)
    assert len(xs) > 2, f"need more than 2 items, got {len(xs)}"
    return xs

try:
    check((1,))
except AssertionError as e:
    print("plain assert", repr(e))
check([1])
