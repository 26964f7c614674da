# `a, b = x` over each kind of right-hand side, in a loop (the fast path) and its errors.
def run(xs):
    out = []
    for x in xs:
        try:
            a, b, c = x
            out.append((a, b, c))
        except (ValueError, TypeError) as e:
            out.append(type(e).__name__ + ": " + str(e))
    return out


gen = (i * i for i in range(3))
print(run([(1, 2, 3), [4, 5, 6], "xyz", range(3), gen, {7: 0, 8: 0, 9: 0}, b"abc"]))
print(run([(1, 2), [1, 2, 3, 4], (), [], 5, None]))

lst = [1, 2, 3]
for _ in range(3):
    a, b, c = lst
    lst[0] += 1
print(a, b, c, lst)
t = ([1], [2])
for _ in range(2):
    x, y = t
    x.append(0)
print(t)
a, (b, c), d = 1, [2, 3], (4,)
print(a, b, c, d)
for bad in (5, None, 1.5):
    try:
        first, *rest = bad
    except TypeError as e:
        print("TypeError:", e)
