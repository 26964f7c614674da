for n in range(2, 30):
    for d in range(2, int(n ** 0.5) + 1):
        if n % d == 0:
            break
    else:
        print(n, end=" ")
print()
i = 0
while i < 10:
    i += 1
    if i % 2:
        continue
    if i > 7:
        break
    print("even", i)
else:
    print("while-else not reached")
i = 0
while i < 3:
    i += 1
else:
    print("while finished", i)
def trial(x):
    log = []
    try:
        log.append("try")
        if x == 1:
            raise ValueError
        if x == 2:
            return log + ["return-in-try"]
    except ValueError:
        log.append("except")
    else:
        log.append("else")
    finally:
        log.append("finally")
    return log
print(trial(0), trial(1), trial(2))
x = 5
print(1 < x < 10, 1 < x > 3, x == 5 == 5.0, 1 < 2 > 0 < -1, not 1 == 2, "a" < "b" < "c", (1 < 2) < 3)
print(x if x > 3 else -x, "big" if x > 100 else "mid" if x > 3 else "small", [y for y in range(10) if y % 3 == 0 if y])
print(0 or "" or None or "last", 1 and 2 and 3, 0 and 1/0, None or [], [] and "x", not [], not [0])
data = [3, 8, 1, 9, 4]
if (m := max(data)) > 5:
    print("max is", m)
print([y for v in data if (y := v * 2) > 6], y)
first, *middle, last = range(6)
print(first, middle, last)
(a, b), c = [1, 2], 3
print(a, b, c)
a, b = b, a
print(a, b, *range(3), *"xy", sep="|")
head, *tail = "hello"
print(head, tail, [*range(3), *[9]], {**{"a": 1}, "b": 2}, (*"ab",))
for idx, (k, v) in enumerate(sorted({"x": 1, "y": 2}.items()), start=1):
    print(idx, k, v)
try:
    a, b = [1, 2, 3]
except ValueError as e:
    print("ValueError:", e)
try:
    a, b, c = [1]
except ValueError as e:
    print("ValueError:", e)
try:
    a, *b, c = [1]
except ValueError as e:
    print("ValueError:", e)
total = 0
for i in range(5):
    for j in range(5):
        if j > i:
            break
        total += j
print(total)
def gen_with_return():
    for i in range(3):
        if i == 2:
            return
        yield i
print(list(gen_with_return()))
count = 0
def bump():
    global count
    count += 1
    return count
print([bump() for _ in range(3)], count)
matrix = [[1, 2], [3, 4]]
print([[row[i] for row in matrix] for i in range(2)], {v: k for k, v in enumerate("abc")}, {c.upper() for c in "aab"} == {"A", "B"})
assert x == 5, "x should be 5"
try:
    assert x == 6, f"x was {x}"
except AssertionError as e:
    print("AssertionError:", e)
try:
    assert False
except AssertionError as e:
    print("AssertionError:", repr(e), e.args)
del x
try:
    print(x)
except NameError as e:
    print("NameError:", e)
lst = [1, 2, 3, 4]
del lst[::2]
print(lst, [i for i in range(3)][-1], pass_ if (pass_ := "walrus") else None)
