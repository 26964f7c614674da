# Alternate constructors called on subclasses of built-in types make the subclass.
class Counts(dict):
    def __setitem__(self, key, value):
        print("set", key, value)
        super().__setitem__(key, value)


c = Counts.fromkeys("ab", 0)
print(type(c).__name__, c)
print(type(Counts.fromkeys([1, 2])).__name__, Counts.fromkeys([1, 2]))


class Flags(int):
    def __repr__(self):
        return f"Flags({int(self)})"


f = Flags.from_bytes(b"\x01\x00", "big")
print(type(f).__name__, repr(f), Flags.from_bytes(b"\xff", "little", signed=True))


class Meters(float):
    def __str__(self):
        return f"{float(self)} m"


m = Meters.fromhex("0x1.8p1")
print(type(m).__name__, m)


class Blob(bytes):
    pass


b = Blob.fromhex("41 42 43")
print(type(b).__name__, b)


class Text(str):
    pass


print(Text.maketrans("ab", "xy"), Text.maketrans({"a": "1"}))
print("abc".translate(Text.maketrans("abc", "cab")))
print(type(dict.fromkeys("x")).__name__, type(int.from_bytes(b"\x02", "big")).__name__)
