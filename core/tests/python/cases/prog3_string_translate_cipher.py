import string
def make_vigenere(key):
    key = [ord(k) - 65 for k in key.upper() if k.isalpha()]
    def enc(text, sign=1):
        out, i = [], 0
        for ch in text:
            if ch.isalpha():
                base = 65 if ch.isupper() else 97
                out.append(chr((ord(ch) - base + sign * key[i % len(key)]) % 26 + base))
                i += 1
            else:
                out.append(ch)
        return "".join(out)
    return enc
v = make_vigenere("Lemon")
ct = v("Attack at Dawn!")
print(ct, v(ct, -1))
rot13 = str.maketrans(string.ascii_lowercase + string.ascii_uppercase,
                      string.ascii_lowercase[13:] + string.ascii_lowercase[:13] + string.ascii_uppercase[13:] + string.ascii_uppercase[:13])
print("Hello, World!".translate(rot13), "Hello, World!".translate(rot13).translate(rot13))
strip_punct = str.maketrans("", "", string.punctuation)
print("it's... a (test)!".translate(strip_punct), string.punctuation)
leet = {ord("a"): "4", ord("e"): "3", ord("o"): "0", ord("s"): "$$"}
print("lose some sleep".translate(leet))
class Lookup:
    def __getitem__(self, o):
        if chr(o) in "aeiou":
            return chr(o).upper()
        if chr(o) == " ":
            return None
        raise LookupError
print("education is key".translate(Lookup()))
print(string.ascii_letters[:5], string.hexdigits, string.octdigits, repr(string.whitespace), string.printable[-5:] == string.whitespace[-5:])
def atbash(s):
    t = str.maketrans(string.ascii_lowercase, string.ascii_lowercase[::-1])
    return s.lower().translate(t)
print(atbash("wizard"), atbash(atbash("wizard")))
def slugify(s):
    s = s.strip().lower()
    keep = string.ascii_lowercase + string.digits + " -"
    s = "".join(c for c in s if c in keep)
    return "-".join(s.split()).replace("--", "-")
print(slugify("  Hello, World! 2024 -- Edition  "), slugify("Ünïcode SStuff"))
def count_chars(s):
    classes = {"upper": str.isupper, "lower": str.islower, "digit": str.isdigit, "space": str.isspace}
    return {k: sum(map(f, s)) for k, f in classes.items()}
print(count_chars("Hello World 123"))
print("%-10s|" % "left", "{:>10}|".format("right"), "ab".center(9, "-"), "x".ljust(3, "ab") if False else "x".ljust(3, "b"))
try:
    "x".center(5, "ab")
except TypeError as e:
    print(type(e).__name__, e)
print("Mississippi".replace("ss", "SS"), "banana".rindex("an"), "a\tb".expandtabs(), "ABC".lower().islower(), "123abc".isalnum(), "٣".isdigit(), "٣".isdecimal(), int("٣"))
print("hello world".split(" ", -1), " a  b ".split(" "), "a\x0bb\x1cc".split(), "ǅ".istitle(), "ǆ".upper(), "ǆ".title(), "ß".upper(), "ﬀ".upper())
