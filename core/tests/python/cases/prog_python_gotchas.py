# Classic Python gotchas, demonstrated and explained.


def append_bad(x, lst=[]):
    lst.append(x)
    return lst


def append_good(x, lst=None):
    if lst is None:
        lst = []
    lst.append(x)
    return lst


print(append_bad(1), append_bad(2), append_bad.__defaults__)
print(append_good(1), append_good(2))

grid = [[0] * 3] * 3
grid[0][0] = 1
print("aliased rows:", grid)
grid = [[0] * 3 for _ in range(3)]
grid[0][0] = 1
print("separate rows:", grid)

funcs = []
for i in range(3):
    funcs.append(lambda: i)
print("late binding:", [f() for f in funcs])


def search(items, target):
    for i, x in enumerate(items):
        if x == target:
            print(f"found {target} at {i}")
            break
    else:
        print(f"{target} not found")


search([4, 5, 6], 5)
search([4, 5, 6], 9)
n = 0
while n < 3:
    n += 1
else:
    print("while-else ran, n =", n)


def loop_finally():
    out = []
    for i in range(5):
        try:
            if i == 1:
                continue
            if i == 3:
                break
            out.append(i)
        finally:
            out.append(f"f{i}")
    return out


print(loop_finally())


def finally_overrides():
    try:
        return "try"
    finally:
        return "finally"


print(finally_overrides())


def swallow():
    for _ in range(1):
        try:
            raise ValueError("lost")
        finally:
            break
    return "exception swallowed by break"


print(swallow())
a = 256
b = 256
print(a == b, [1, 2] == [1, 2], [1, 2] is not [1, 2])
print(0.1 + 0.2 == 0.3, abs(0.1 + 0.2 - 0.3) < 1e-9, round(2.675, 2), int(-3.7), -7 // 2)
print(True + True, True == 1, 1 in [True], {1: "a", True: "b"}, hash(1) == hash(True))
t = ([1, 2],)
try:
    t[0] += [3]
except TypeError as e:
    print("TypeError:", e, "but tuple is now", t)
s = "hello"
try:
    s[0] = "H"
except TypeError as e:
    print("TypeError:", e)
d = {"a": 1, "b": 2}
for k in list(d):
    if k == "a":
        del d[k]
print(d)
lst = [1, 2, 3, 4, 5, 6]
for x in lst[:]:
    if x % 2 == 0:
        lst.remove(x)
print(lst)
x = 10


def shadow():
    try:
        print(x)
        x = 5
    except UnboundLocalError as e:
        print("UnboundLocalError:", e)


shadow()
print("abc" * 0, [0] * -1, "" or "default", [] and "unreached", None is None)
print(sorted([3, 1, 2]) is not None, [3, 1, 2].sort() is None)
try:
    assert 1 + 1 == 3, "math is broken"
except AssertionError as e:
    print("AssertionError:", e)
chained = 1 < 2 > 1.5 == 1.5
print(chained, (1 < 2) > 1.5, not 1 == 2, -2 ** 2, (-2) ** 2, 2 ** 3 ** 2)
print(int("08"), "08".isdigit(), str(0o10), 1_000_000 == 10 ** 6, 1e3 == 1000, type(1e3).__name__)
print([i for i in range(3)] + [j for j in range(0)], list("abc")[::-1], "".join(reversed("abc")))
print(bool([0]), bool(""), bool(" "), bool(0j), bool(set()), bool({0: 0}), len({1, 1, 1.0, True}))
