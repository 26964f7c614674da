def t(label, f):
    try:
        r = f()
        print(label, repr(r))
    except Exception as e:
        print(label, type(e).__name__, e)

words = ["hello world", "HELLO wORLD", "they're bill's", "o'neil mc-donald", "ABC123def", "3rd place", "ß straße", "ǆemal", "ŉ", "İstanbul", "ﬁne", "a_b c.d", "élan ÉCOLE", "ΣΑΣ σας"]
for w in words:
    print(repr(w), repr(w.title()), repr(w.capitalize()), repr(w.swapcase()), repr(w.casefold()), repr(w.upper()), repr(w.lower()))
t("is", lambda: [(w.istitle(), w.isupper(), w.islower()) for w in ("Hello World", "Hello world", "HELLO", "hello", "123", "A1", "", "ǅ")])
t("isdigit", lambda: [(c, c.isdigit(), c.isdecimal(), c.isnumeric(), c.isalnum()) for c in ("5", "½", "²", "٣", "Ⅷ", "x", "")])
t("isspace", lambda: [c.isspace() for c in (" ", "\t", "\x1c", "\x85", "\xa0", "\u200b", "\u3000", "")])
t("isidentifier", lambda: [s.isidentifier() for s in ("abc", "_x1", "1x", "", "a-b", "ñ", "class")])
t("isprintable", lambda: [s.isprintable() for s in ("abc", "a\nb", "", "\x7f", "é", "\u200b")])
t("isascii", lambda: ("abc".isascii(), "é".isascii(), "".isascii(), "\x7f".isascii()))
t("format_map", lambda: "{name} is {age}".format_map({"name": "Ann", "age": 30}))
class Default(dict):
    def __missing__(self, key):
        return "<" + key + ">"
t("format_map missing", lambda: "{a} {b} {c}".format_map(Default(a=1)))
t("format_map keyerror", lambda: "{a} {b}".format_map({"a": 1}))
t("translate", lambda: ("hello".translate({ord("l"): None, ord("h"): "J", ord("o"): 48}), "abc".translate(str.maketrans("ab", "xy")), "abc".translate(str.maketrans("ab", "xy", "c")), "abc".translate(str.maketrans({"a": "AA", "b": None}))))
t("translate bad", lambda: "abc".translate({97: 3.5}))
t("maketrans bad", lambda: str.maketrans("ab", "x"))
t("maketrans dict", lambda: sorted(str.maketrans({"a": 1, 98: "z"}).items()))
t("maketrans key", lambda: str.maketrans({"ab": 1}))
t("encode", lambda: ["héllo €".encode(enc, "replace") for enc in ("ascii", "latin-1")] + ["héllo €".encode("utf-8"), "hé".encode("utf-16"), "hé".encode("utf-16-le"), "hé".encode("utf-32-be")])
t("encode errors", lambda: ["héllo €𝄞".encode("ascii", e) for e in ("ignore", "replace", "backslashreplace", "xmlcharrefreplace")])
t("encode strict", lambda: "héllo".encode("ascii"))
t("encode latin strict", lambda: "a€b".encode("latin-1"))
t("decode strict", lambda: b"ab\xe9cd".decode("utf-8"))
t("decode trunc", lambda: b"ab\xe2\x82".decode("utf-8"))
t("decode ascii", lambda: b"\x80abc".decode("ascii"))
t("decode latin", lambda: (b"\xe9\xff\x00".decode("latin-1"), b"\xff\xfeh\x00".decode("utf-16"), b"\x00h\x00i".decode("utf-16-be"), bytes(range(0x80, 0x84)).decode("cp1252", "replace")))
t("decode utf16 odd", lambda: b"\x00h\x00".decode("utf-16-be"))
t("encode unknown", lambda: "x".encode("nope"))
t("ord chr", lambda: (ord("€"), chr(8364), chr(0x1F600), ascii("é😀\n"), repr("é😀\x00\u200b")))
t("chr bad", lambda: chr(0x110000))
t("ord bad", lambda: ord("ab"))
t("str of", lambda: (str(b"ab"), str(b"ab", "ascii"), str(bytearray(b"x"), "utf-8"), str(), str(None), str(1.0), str([1, "a"]), str({"a": None})))
t("str bad", lambda: str(1, "utf-8"))
t("repr quotes", lambda: [repr(s) for s in ("a'b", 'a"b', "a'b\"c", "\\", "\t\r\x07", "\x7f\x80\xa0\xad")])
