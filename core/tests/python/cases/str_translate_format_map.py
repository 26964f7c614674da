# str.maketrans (one, two and three arguments), str.translate over dicts, lists and a mapping
# class, str.format_map with a dict subclass's __missing__, float.hex and conjugate,
# dict.fromkeys on an instance: the methods CPython 3.11 has on these types.
t = str.maketrans("abc", "xyz")
print(sorted(t.items()), "abcabd".translate(t))
t = str.maketrans("ab", "AB", "cd")
print(sorted(t.items()), "abcdef".translate(t))
print("hello".translate({ord("l"): "L!", ord("o"): None, 104: 72}))
print(str.maketrans({"a": "1", 98: None}), "".maketrans("x", "y"))
print("abc".translate([None, "z"] * 60), "abc".translate({}))


class Shout:
    def __getitem__(self, k):
        if k == ord("q"):
            raise LookupError(k)
        return chr(k).upper()


print("quiet".translate(Shout()))
for bad in [lambda: str.maketrans("ab", "c"), lambda: str.maketrans(1), lambda: str.maketrans({"ab": 1}),
            lambda: str.maketrans({1.5: 1}), lambda: str.maketrans(1, "a"), lambda: "a".translate({97: 1.5}),
            lambda: "a".translate({97: 0x110000}), lambda: str.maketrans("a", 1)]:
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)


class Default(dict):
    def __missing__(self, key):
        return "<" + key + ">"


print("{name} is {age:>{w}} {x.real} {y[0]}".format_map(Default(name="Ann", age=7, w=4, x=3, y=[9])))
print("{a}-{b}".format_map({"a": 1, "b": 2}), "{}".format_map({}) if False else "")
for bad in ["{0}", "{}", "{missing}"]:
    try:
        print(bad.format_map({"a": 1}))
    except (ValueError, KeyError) as e:
        print(type(e).__name__, e)
for f in [1.5, 0.1, -2.0, 0.0, -0.0, 5e-324, 1e-310, 1.7976931348623157e308, float("inf"), float("nan"), 3.0]:
    print(f.hex(), f.conjugate())
print({}.fromkeys("ab"), {1: 2}.fromkeys([3], 0), dict.fromkeys(range(2), "v"))
