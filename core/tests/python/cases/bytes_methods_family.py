# Every bytes/bytearray method that takes bytes arguments, over edge receivers and arguments.
RECEIVERS = [b"", b"abc", b"  Hello World  ", b"a,b,,c", b"\x00\xff\x80a", b"MiXeD 123 x",
             b"\t\n\r\x0b\x0c\x1c end", b"they're bill's", b"aaa", b"-42", b"abc\r\ndef\rg\n"]

CALLS = [
    ("count", [(b"a",), (b"",), (97,), (b"a", 1), (b"a", -2, None), ("a",), (256,)]),
    ("find", [(b"b",), (b"",), (98,), (b"a", 1, 2), (b"zz",), (None,)]),
    ("rfind", [(b"a",), (b"",), (b"a", 0, -1)]),
    ("index", [(b"a",), (b"z",), (99, 0, 2)]),
    ("rindex", [(b"a",), (b"z",)]),
    ("startswith", [(b"a",), ((b"x", b"a"),), (b"",), (b"b", 1), ("a",), (("a",),), (b"a", -10, 1)]),
    ("endswith", [(b"c",), ((b"x", b"c"),), (b"  ",), (b"b", 0, 2)]),
    ("replace", [(b"a", b"xy"), (b"", b"-"), (b"a", b"", 1), ("a", b"b"), (b"a", b"b", 0)]),
    ("split", [(), (b",",), (None, 1), (b",", 1), (b"",), (b"a",), ("a",)]),
    ("rsplit", [(), (b",",), (None, 1), (b",", 1)]),
    ("partition", [(b",",), (b" ",), (b"zz",), (b"",)]),
    ("rpartition", [(b",",), (b"zz",)]),
    ("strip", [(), (b"a ",), (None,), ("a",)]),
    ("lstrip", [(), (b"\t\n",)]),
    ("rstrip", [(), (b"dn e",)]),
    ("removeprefix", [(b"a",), (b"",), (b"zz",)]),
    ("removesuffix", [(b"c",), (b"  ",)]),
    ("center", [(10,), (10, b"*"), (2,), (9, b"ab"), (9, "*")]),
    ("ljust", [(8, b"."), (0,)]),
    ("rjust", [(8, bytearray(b"."))]),
    ("zfill", [(6,), (1,)]),
    ("expandtabs", [(), (4,), (0,)]),
    ("splitlines", [(), (True,)]),
    ("upper", [()]), ("lower", [()]), ("swapcase", [()]), ("capitalize", [()]), ("title", [()]),
    ("isalpha", [()]), ("isalnum", [()]), ("isdigit", [()]), ("isspace", [()]),
    ("islower", [()]), ("isupper", [()]), ("istitle", [()]), ("isascii", [()]),
    ("hex", [(), (":",), (b"-", 2), (" ", -2)]),
    ("decode", [(), ("latin-1",), ("ascii", "replace")]),
    ("join", [([b"x", b"y"],), ([],), ([b"x", "y"],), ((bytearray(b"1"), b"2"),)]),
]

for make in (bytes, bytearray):
    print("==", make.__name__)
    for r in RECEIVERS:
        recv = make(r)
        for name, arglists in CALLS:
            for args in arglists:
                try:
                    out = getattr(recv, name)(*args)
                except Exception as e:
                    out = f"{type(e).__name__}: {e}"
                print(f"{recv!r}.{name}{args!r} -> {out!r}")
