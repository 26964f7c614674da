from urllib.parse import (quote, quote_plus, unquote, unquote_plus, quote_from_bytes,
                          unquote_to_bytes)

for s in ["abc", "a b/c", "é~_.-", "/path/with spaces?&=", "", "100%", "日本語", "a+b"]:
    print(repr(s), quote(s), quote(s, safe=""), quote_plus(s), quote_plus(s, safe="/&"))
print(quote("a b", safe=b"/"), quote("é", encoding="latin-1"), quote("é", "", "ascii", "replace"))
print(quote(b"\xff a/"), quote(bytearray(b"x y")), quote_plus(b"a b+c"))
print(quote_from_bytes(b"a&b=c", "&"), repr(quote_from_bytes(b"")), quote_from_bytes(b"/\x00", safe=b"\x00\xff"))
print(quote("\u00e9/", safe="\u00e9"))
for bad in [lambda: quote(b"x", encoding="utf-8"), lambda: quote(b"x", errors="strict"),
            lambda: quote_from_bytes("x"), lambda: quote(5), lambda: quote("é", encoding="ascii"),
            lambda: unquote(5)]:
    try:
        print(bad())
    except (TypeError, UnicodeEncodeError) as e:
        print(type(e).__name__, e)
for s in ["abc", "a%20b", "%e2%82%ac", "%zz%4", "%E2\u00e9%82", "caf%C3%A9+x", "%", "%%41", "%C3"]:
    print(repr(s), repr(unquote(s)), repr(unquote_plus(s)), unquote_to_bytes(s))
print(unquote("%E9", encoding="latin-1"), repr(unquote("%FF", errors="ignore")))
print(unquote("%C3%A9", encoding=None, errors=None))
print(unquote(b"a%20b%C3%A9"), unquote_to_bytes(b"%41%"), unquote_to_bytes(""), unquote_to_bytes("\u00e9%41"))
try:
    unquote("%FF", errors="strict")
except UnicodeDecodeError as e:
    print("UnicodeDecodeError", e)
for s in ["a b&c=d/é", "~user/ file.txt"]:
    assert unquote(quote(s)) == s and unquote_plus(quote_plus(s)) == s
print("round trips ok")
