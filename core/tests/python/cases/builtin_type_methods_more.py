print((0.75).as_integer_ratio(), (-2.5).as_integer_ratio(), (3.0).as_integer_ratio(), (0.1).as_integer_ratio())
print((0.0).as_integer_ratio(), (0.5 ** 20).as_integer_ratio())
for bad in [float("inf"), float("nan")]:
    try:
        bad.as_integer_ratio()
    except Exception as e:
        print(type(e).__name__, e)
for s in ["Hello World", "Hello world", "HELLO", "", "123", "A1 B2", "Hello  World!", "DžLetter", "'Tis A Test"]:
    print(repr(s), s.istitle())
r = range(0, 20, 3)
print(r.index(9), r.count(9), r.count(10), range(10, 0, -2).index(4), range(5).count(True))
for bad in [lambda: r.index(10), lambda: range(3).index(5)]:
    try:
        bad()
    except ValueError as e:
        print("ValueError", e)
print(slice(1, None, 2).indices(10), slice(None, None, -1).indices(5), slice(-3, 100).indices(7), slice(5, 1).indices(3))
try:
    slice(0, 1, 0).indices(4)
except ValueError as e:
    print("ValueError", e)
