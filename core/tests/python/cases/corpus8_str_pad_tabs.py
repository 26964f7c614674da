# expandtabs, center/ljust/rjust with fillchar, zfill with signs.
print(repr("a\tb\tc".expandtabs()), repr("ab\tc\n\td".expandtabs(4)), repr("\t".expandtabs(0)), repr("a\r\tb".expandtabs(4)), repr("abcdefgh\tx".expandtabs(8)), repr("\t".expandtabs(-1)))
print("ab".center(7, "*"), "ab".center(6, "*"), "abc".center(6, "-"), "a".center(4) + "|", "abc".ljust(6, "."), "abc".rjust(2), "x".center(2, "<"), "xy".center(5, "^"))
print("-42".zfill(6), "+42".zfill(6), "42".zfill(1), "".zfill(3), "-".zfill(3), "+".zfill(1), "a-1".zfill(5), "--1".zfill(5))
try:
    "a".center(5, "ab")
except TypeError as e:
    print(e)
print(b"-7".zfill(4), b"ab".center(6, b"."), bytearray(b"x").rjust(3, b"0"))
