from urllib.parse import urlencode, parse_qs, parse_qsl, quote

print(urlencode({"a": 1, "b": "x y", "c": "é&="}))
print(urlencode([("a", b"\xff"), ("b", None), (b"k y", 2.5)]))
print(urlencode({"a": [1, 2], "b": "xy", "c": (b"p", "q r", 3), "d": 5}, doseq=True))
print(urlencode({"a": [1, 2]}))
print(urlencode({"p": "/ b"}, safe="/", quote_via=quote))
print(urlencode({"p": "é"}, encoding="latin-1"), urlencode({"p": "é"}, encoding="ascii", errors="replace"))
print(repr(urlencode([])), repr(urlencode({})), repr(urlencode(())))
for bad in ["abc", [1], [["a", "1"]], 5]:
    try:
        print(urlencode(bad))
    except TypeError as e:
        print("TypeError", e, type(e.__cause__).__name__)

qs = "a=1&b=2&a=3&empty=&novalue&c=x+y%20z&&d=%E2%82%AC"
print(parse_qsl(qs))
print(parse_qsl(qs, keep_blank_values=True))
print(parse_qs(qs))
print(parse_qs(qs, keep_blank_values=True))
print(parse_qsl("a=1;b=2", separator=";"), parse_qsl("a=1;b=2"))
print(parse_qsl("a=%E9", encoding="latin-1"), parse_qsl("=x&y="), parse_qsl(""))
print(parse_qsl("a=%FF", errors="ignore"), parse_qsl("a=b=c"))
print(parse_qsl(b"a=1&b=%20+"), parse_qs(b"x=1&x=2"), parse_qsl(b"a=1;b=2", separator=b";"))
print(parse_qsl("a=1;b=2", separator=b";"))
print(parse_qsl("a=1&b=2", max_num_fields=2))
for kw in [dict(strict_parsing=True), dict(max_num_fields=1), dict(separator=""),
           dict(separator=None), dict(strict_parsing=True, keep_blank_values=True)]:
    for q in ["a=1&b", "a=1&&b=2"]:
        try:
            print(kw, q, parse_qsl(q, **kw))
        except ValueError as e:
            print(kw, q, "ValueError", e)
try:
    parse_qsl("a=1", separator=5)
except AttributeError as e:
    print("AttributeError", e)
