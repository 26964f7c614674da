class Name(str):
    def shout(self):
        return self.upper() + "!"


n = Name("alice")
print(n, repr(n), n.shout(), n.title(), n + "x", "x" + n, n * 2, len(n), n[1:3], n == "alice")
print(isinstance(n, str), {n: 1}["alice"], {"alice": 2}[n], f"[{n:>8}]", "%s" % n, n.split("l"))
print(sorted([Name("b"), Name("a")]), n.startswith("al"), "lic" in n, str(n), type(str(n)).__name__)


class Meters(float):
    def __repr__(self):
        return "%gm" % float(self)

    def __add__(self, other):
        return Meters(float(self) + float(other))


m = Meters(1.5)
print(m, m + 2, m * 2, -m, abs(Meters(-2)), round(m), int(m), m > 1, isinstance(m, float), f"{m:.2f}")


class Bits(int):
    def __new__(cls, value, width=8):
        obj = super().__new__(cls, value)
        obj.width = width
        return obj

    def __str__(self):
        return format(int(self), "0%db" % self.width)


b = Bits(5)
print(b, repr(b), b + 1, b * 2, b << 2, b & 4, b | 2, ~b, b.width, b.bit_length(), hash(b) == hash(5))
print([10, 20, 30, 40, 50, 60][Bits(2)], range(Bits(3)), isinstance(b, int), b == 5, Bits(7, 4))


class Celsius(int):
    pass


print(Celsius(3) + Celsius(4), type(Celsius(3) + 1).__name__, Celsius("12"), Celsius(3.9), divmod(Celsius(7), 2))
