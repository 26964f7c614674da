# translate with 3-argument maketrans and dict tables; casefold/upper/lower specials; title.
t = str.maketrans("abc", "xyz", "d")
print("abcdd".translate(t), sorted(str.maketrans({"a": "1", 98: None}).items()), "abc".translate({97: "AA", 98: None, 99: 100}))
try:
    str.maketrans("ab", "x")
except ValueError as e:
    print(e)
print("ß".casefold(), "ﬁ".upper(), "İ".lower(), len("İ".lower()), "ß".upper(), "Σ".lower(), "ΑΣ".lower(), "ΑΣ Α".lower(), "ǅ".lower(), "ǆ".upper())
print("they're bill's friends".title(), "hello world".title(), "ǆ".title(), "aBc DeF".swapcase(), "hello".capitalize(), "ßa".capitalize(), "123abc".title(), "ŉ".upper())
print("Ab Cd".istitle(), "ab1".islower(), "AB1".isupper(), "1".islower(), "ǅ".istitle())
