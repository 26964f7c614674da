# str.maketrans / translate
t = str.maketrans("abc", "xyz")
print(sorted(t.items()))
print("aabbcc-abc".translate(t))
t2 = str.maketrans("ab", "AB", "xyz")
print(sorted(t2.items()))
print("axbycz".translate(t2))
t3 = str.maketrans({"a": "1", "b": None, ord("c"): "333"})
print(sorted(t3.items()))
print("abcabc".translate(t3))
rot13 = str.maketrans(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz",
    "NOPQRSTUVWXYZABCDEFGHIJKLMnopqrstuvwxyzabcdefghijklm")
msg = "Hello, World! Why did the chicken cross the road?"
enc = msg.translate(rot13)
print(enc)
print(enc.translate(rot13))
import string
strip_punct = str.maketrans("", "", string.punctuation)
print("It's a (test), isn't it?!".translate(strip_punct))
class Upper(dict):
    def __missing__(self, key):
        return chr(key).upper()
print("lazy table".translate(Upper()))
print("abc".translate({97: 98, 98: 99}))
try:
    str.maketrans("ab", "x")
except ValueError as e:
    print("ValueError:", e)
try:
    str.maketrans({"ab": "x"})
except ValueError as e:
    print("ValueError:", e)
try:
    "abc".translate({97: 3.5})
except TypeError as e:
    print("TypeError:", e)
bt = bytes.maketrans(b"abc", b"ABC")
print(len(bt), b"aabbcc".translate(bt), b"hello".translate(None, b"l"))
print(bytearray(b"xyz").translate(bytes.maketrans(b"xyz", b"123")))
print("café".translate({ord("é"): "e"}), "naïve".translate({0xef: "i"}))
print(string.ascii_letters, string.digits, string.hexdigits, string.octdigits)
print(repr(string.whitespace), len(string.printable))
print(string.capwords("hello   big  world"), string.capwords("a-b c-d", "-"))
