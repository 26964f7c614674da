u = int | None
print(u)
print(int | str, int | str | None)
print(type(u).__name__)
print(isinstance(3, int | str), isinstance("a", int | str), isinstance(2.0, int | str))
print(isinstance(None, int | None))
print(issubclass(bool, int | str), issubclass(float, int | str))
print((int | str) == (str | int), (int | str) == (int | str))
print(u.__args__)
print(int | int)
print(None | int)


class A:
    pass


print(A | None)
print(isinstance(A(), A | None), isinstance(None, A | None), isinstance(1, A | None))
print(issubclass(A, (int, A | str)), isinstance(1, (str, int | None)))
u2 = int | str
d = {u2: "union"}
print(d[str | int], hash(int | str) == hash(str | int))
print(repr(float | int | float), (int | None).__args__[1] is type(None))
try:
    A | 3
except TypeError as e:
    print(e)
