# Repeating a sequence: tuples as lists, and CPython's own errors where no machine could hold the result.
print((1, 2) * 3, 3 * (0,), (1,) * 0, (1,) * -2, 2 * ("a",))
t = (1,)
t *= 3
print(t)


def attempt(f):
    try:
        f()
    except (MemoryError, OverflowError) as e:
        print(type(e).__name__, repr(str(e)))


attempt(lambda: "xy" * (2**62))
attempt(lambda: (2**62) * "ab")
attempt(lambda: [1, 2] * (2**62))
attempt(lambda: (1, 2) * (2**62))
