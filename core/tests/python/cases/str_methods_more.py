text = "one\ntwo\r\nthree\rfour\x0bfive\x0csix\x1cseven\u2028eight\n"
print(text.splitlines())
print(text.splitlines(True))
print("".splitlines(), "x".splitlines(keepends=True), "\n\n".splitlines(), "a\n".splitlines(True))
print("Straße".casefold(), "ÀB".casefold(), "abc".isascii(), "é".isascii(), "".isascii())
print("abc def".isprintable(), "a\tb".isprintable(), "a\nb".isprintable(), "".isprintable())
print(repr("a\tb\tc".expandtabs()), repr("ab\tc\n\td".expandtabs(4)), repr("x\ty".expandtabs(0)))
a = [1, 2]
b = a
b *= 3
print(a, a is b)
b *= 0
print(a, b)


print("caught %r" % KeyError("k"), "%s" % ValueError("bad value"), "%s|%r" % (KeyError("k"), 1))
print(repr("a\xa0b\u2028c\x85d\xade\U000f0000f\u200bg"), "\xa0\u00e9".isprintable())
