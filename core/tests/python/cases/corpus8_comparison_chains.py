# Chained comparisons evaluate each operand once and stop early; reflected ordering.
print(1 < 2 < 3, 1 < 3 < 2, 1 == 1.0 == True, (1 < 2) < 3, [1] < [1, 0] < [2], "a" < "b" > "a", 3 > 2 == 2)


class C:
    def __init__(self, n): self.n = n
    def __lt__(self, o): print("lt", self.n, o.n); return True
    def __gt__(self, o): print("gt", self.n, o.n); return False


print(C(1) < C(2) < C(3))
print(C(1) > C(2) < C(3))


def val(x):
    print("eval", x)
    return x


print(val(1) < val(2) < val(0) < val(5))
print(val(3) == val(3) != val(4))
print(1 < 2 and "x" or "y", not 1 == 2, (1, 2) < (1, 2, 0), (1, "a") < (1, "b"), [3] > [2, 9])
try:
    (1, "a") < (1, 2)
except TypeError as e:
    print(e)
print(None is None is not False, 1 in [1] in [[1]], "a" not in "bc")
