# control flow corners: for/else, while/else, try/else/finally, nested break, walrus, chained comparisons
def find_prime_factor(n):
    for p in range(2, int(n ** 0.5) + 1):
        if n % p == 0:
            break
    else:
        return None
    return p
print([find_prime_factor(n) for n in (2, 9, 15, 17, 91, 97)])
def search(grid, target):
    for r, row in enumerate(grid):
        for c, v in enumerate(row):
            if v == target:
                break
        else:
            continue
        return r, c
    return "missing"
print(search([[1, 2], [3, 4]], 4), search([[1]], 9))
n, steps = 27, 0
while n != 1:
    n = n // 2 if n % 2 == 0 else 3 * n + 1
    steps += 1
    if steps > 1000:
        break
else:
    print("collatz done in", steps)
i = 0
while i < 3:
    i += 1
    if i == 10: break
else:
    print("while else ran", i)
def attempt(x):
    out = []
    try:
        out.append("try")
        v = 10 / x
    except ZeroDivisionError:
        out.append("except")
        return out
    else:
        out.append(f"else {v}")
    finally:
        out.append("finally")
    out.append("after")
    return out
print(attempt(2), attempt(0))
def finally_overrides():
    for i in range(3):
        try:
            return i
        finally:
            if i == 0:
                continue
    return "end"
print(finally_overrides())
def break_in_finally():
    while True:
        try:
            raise ValueError("lost")
        finally:
            break
    return "exception discarded"
print(break_in_finally())
data = [3, 8, 1, 9, 4]
if (n := len(data)) > 3:
    print(f"long list ({n} items)")
print([y for x in data if (y := x * 2) > 6], y)
chunks, pos = [], 0
while (chunk := data[pos:pos + 2]):
    chunks.append(chunk); pos += 2
print(chunks)
print(1 < 2 < 3, 3 > 2 > 2, 1 == 1.0 < 2, "a" < "b" < "c" != "d", (1 < 2) < 3, 0 < 0.5 < 1 <= 1)
x = 5
print("mid" if 0 < x < 10 else "out", [("big" if v > 5 else "small") for v in (3, 7)], not x == 5, not (x > 3 and x < 4))
print(0 or None or [] or "last", 1 and "a" and 0 and "never", None and 1, "" or 0, [] and 5)
def gen_until(seq, stop):
    for s in seq:
        if s == stop:
            return
        yield s
print(list(gen_until("abcdef", "d")))
total = 0
for i in range(10):
    if i % 2: continue
    if i > 6: break
    total += i
print(total, i)
for i in range(0): pass
else: print("empty for else")
for _ in []: pass
try:
    print(undefined_name_here)
except NameError as e:
    print("NameError", e)
try:
    del total
    print(total)
except NameError as e:
    print("NameError", e)
def nested_try():
    try:
        try:
            raise KeyError("inner")
        except KeyError as e:
            raise ValueError("middle") from e
        finally:
            print("  inner finally")
    except ValueError as e:
        return f"caught {e!r} caused by {e.__cause__!r}"
print(nested_try())
def ex_var_cleared():
    try:
        raise ValueError
    except ValueError as err:
        pass
    try:
        err
    except UnboundLocalError as e:
        return "UnboundLocalError " + str(e)
print(ex_var_cleared())
match_count = sum(1 for a in range(4) for b in range(4) if a < b)
print(match_count, [(a, b) for a in range(3) for b in range(a)], [[j for j in range(i)] for i in range(3)])
assert True, "never"
try:
    assert 1 > 2, f"math broke: {1} <= {2}"
except AssertionError as e:
    print("AssertionError", e)
try:
    assert False
except AssertionError as e:
    print("AssertionError", repr(e), e.args)
