# isidentifier/isdigit/isdecimal/isnumeric/isspace/isprintable on edge characters; ord/chr/ascii; comparisons.
print(str.isidentifier("_a1"), "1a".isidentifier(), "".isdigit(), "²".isdigit(), "²".isdecimal(), "½".isnumeric(), " \t".isspace(), "\x1f".isprintable(), "abc".isascii(), "é".isascii(), "".isascii())
print("٣".isdecimal(), "٣".isdigit(), int("٣"), "Ⅻ".isnumeric(), "Ⅻ".isdigit(), "\u00a0".isspace(), "\u200b".isspace(), "\x1c".isspace(), " ".isprintable(), "\xa0".isprintable())
print(ord("€"), chr(8364), ascii("é€\n"), "abc" < "abd", "a" < "B", "Z" < "a", "é" > "z", max("hello"), sorted("bca"), "ab" in "cab", "" in "x")
print(int("1_000"), int(" -0x1f ", 16), int("0b101", 0), int("z", 36), float("1_0.5"), float(" -inf "), float("nan"), int(True), (7).bit_length(), (-7).bit_count())
for bad in ["1__0", "_1", "0x", "1.5", ""]:
    try:
        int(bad, 0)
    except ValueError as e:
        print(e)
