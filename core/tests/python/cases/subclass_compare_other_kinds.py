# A built-in base's comparison declines another kind of value: the other side is tried, and
# the error names the operands' own types.
class T(tuple):
    pass
class L(list):
    pass
class I(int):
    pass
class S(str):
    pass
class Other:
    def __gt__(self, other):
        return "Other.__gt__"
    def __eq__(self, other):
        return "Other.__eq__"
print(T((1,)) < Other(), T((1,)) == Other())
print(L([1]) == [1], L([1]) != [1], L([1]) != [2], T((1, 2)) == (1, 2), T() != ())
print(I(3) < 4.5, I(3) == 3.0, I(2) != 2, S("a") < "b", S("a") == "a", S("a") != "a")
print(T() == 1, T() != 1, L() == (), L() != ())
for bad in (lambda: T() < 1, lambda: L() <= (), lambda: I(1) < "a", lambda: S("x") > 1,
            lambda: 1 < T(), lambda: L([1]) < ["a"]):
    try:
        print(bad())
    except TypeError as e:
        print("TypeError:", e)
