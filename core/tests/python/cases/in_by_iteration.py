# `in` without __contains__ searches what __iter__ yields, or __getitem__ from index 0.
class Bag:
    def __init__(self, *items):
        self.items = items

    def __iter__(self):
        return iter(self.items)


class Squares:
    def __getitem__(self, i):
        if i >= 5:
            raise IndexError(i)
        return i * i


class Gen:
    def __iter__(self):
        print("iter called")
        yield 1
        yield 2


class Eq:
    def __eq__(self, other):
        return other == "magic"


b = Bag(1, "two", (3,))
print(1 in b, "two" in b, (3,) in b, 4 in b, 4 not in b, 1 not in b)
print(9 in Squares(), 10 in Squares(), 16 not in Squares())
print(2 in Gen())
print("magic" in Bag(Eq()), "other" in Bag(Eq()))


class Contains(Bag):
    def __contains__(self, x):
        return x == "only"


print("only" in Contains(1), 1 in Contains(1))


class Nothing:
    pass


try:
    1 in Nothing()
except TypeError as e:
    print("TypeError:", e)
