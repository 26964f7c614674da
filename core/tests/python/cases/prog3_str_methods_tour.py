# Text cleanup utilities exercising str methods
names = ["Straße", "İstanbul", "Hello World", "ÀÉÎ"]
for n in names:
    print(repr(n), repr(n.casefold()), repr(n.lower()), repr(n.upper()), n.isalpha())

line = "key=value=more"
print(line.partition("="), line.rpartition("="), line.partition("#"), line.rpartition("#"))
tabbed = "a\tbb\tccc\tdddd\te"
for ts in (8, 4, 1, 0):
    print(repr(tabbed.expandtabs(ts)))
print(repr("x\ty\nab\tc".expandtabs(3)))

table = str.maketrans("abc", "xyz", "d")
print("abcdabcd".translate(table))
print("hello".translate({ord("l"): None, ord("h"): "J"}))
t2 = str.maketrans({"a": "1", "b": None, "c": "333"})
print(sorted(t2.items()), "abcabc".translate(t2))
try:
    str.maketrans("ab", "c")
except ValueError as e:
    print(type(e).__name__, e)
try:
    str.maketrans({"ab": 1})
except ValueError as e:
    print(type(e).__name__, e)

class Default(dict):
    def __missing__(self, key):
        return "<" + key + ">"
print("{name} is {age} {unit}".format_map(Default(name="Bo", age=3)))
for s in ("42", "-42", "+7", "", "abc", "-"):
    print(repr(s.zfill(5)), repr(s.center(7, "*")), repr(s.ljust(4, ".")), repr(s.rjust(4)))
print(repr("ab".center(5)), repr("abc".center(6)), repr("abc".center(2)))
print("  xx  ".strip(), "xxhixx".strip("x"), "www.example.com".lstrip("cmowz."))
print("TestCase".removeprefix("Test"), "TestCase".removesuffix("Case"), "abc".removeprefix("x"))
print("a,b,,c".split(","), "a b  c ".split(), "a,b,c".split(",", 1), "a,b,c".rsplit(",", 1))
print("line1\nline2\r\nline3\r".splitlines(), "x\ny\n".splitlines(True))
print("hello world foo".title(), "they're bill's".title(), "hELLO".swapcase(), "hello".capitalize())
print("abcabc".find("c"), "abcabc".rfind("c"), "abcabc".index("b", 2), "abc".find("z"))
try:
    "abc".index("z")
except ValueError as e:
    print(type(e).__name__, e)
print("aaa".count("a"), "aaaa".count("aa"), "abc".count(""), "ab".replace("", "-"))
print("a-b-c".replace("-", "+", 1), "123".isdigit(), "½".isnumeric(), "½".isdigit(), "x1".isidentifier())
print("Hello".startswith(("He", "x")), "Hello".endswith("lo", 0, 5), "Hello".startswith("l", 2))
print("-".join(["a", "b"]), "".join(reversed("stressed")), " ".isspace(), "".isspace())
