# split/rsplit with maxsplit and None, partition/rpartition.
s = "a,b,,c,"
print(s.split(","), s.split(",", 1), s.rsplit(",", 2), s.split(",", 0), s.split(",", -1))
print(" a  b  c ".split(), " a  b  c ".split(None, 1), " a  b  c ".rsplit(None, 1), "".split(), "".split(","), "  ".split(" "))
print("a\tb\nc\x0bd\x1ce\u3000f".split(), "x  y".split(" "), "1<>2<>3".rsplit("<>", 1), "aaa".split("a"), "aaa".split("aa"))
print("abc".partition("b"), "abc".partition("x"), "abc".rpartition("x"), "aXbXc".rpartition("X"), "aXbXc".partition("X"))
for bad in ["a".split, "a".rsplit, "a".partition]:
    try:
        bad("")
    except ValueError as e:
        print(e)
print("a b c d".split(maxsplit=2), "a b c d".rsplit(maxsplit=2), "k=v=w".split("=", maxsplit=1))
