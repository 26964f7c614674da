"""Parsing a line-based binary protocol with bytes/bytearray methods and memoryview slicing."""
FRAMES = b"HELO client-7\r\nDATA 5\r\nhello\r\nDATA 11\r\n\x00\x01binary\xff\xfe\r\nPING\r\nBAD\r\nDATA x\r\nQUIT bye\r\n"


def frames(stream):
    buf = bytearray(stream)
    while buf:
        line, sep, rest = bytes(buf).partition(b"\r\n")
        if not sep:
            raise ValueError(f"incomplete frame {bytes(buf)!r}")
        cmd, _, arg = line.partition(b" ")
        if cmd == b"DATA":
            if not arg.isdigit():
                del buf[:len(line) + 2]
                yield ("ERROR", f"bad length {arg!r}")
                continue
            n = int(arg)
            payload = rest[:n]
            yield ("DATA", payload)
            del buf[:len(line) + 2 + n + 2]
        else:
            yield (cmd.decode("ascii"), arg.decode("ascii") if arg else None)
            del buf[:len(line) + 2]


for kind, value in frames(FRAMES):
    print(f"{kind:5} {value!r}")
try:
    list(frames(b"PING\r\nHALF"))
except ValueError as e:
    print("ValueError", e)

b = b"  Hello, World!  "
print(b.strip(), b.lstrip(), b.rstrip(b" !"), b.lower(), b.upper(), b.swapcase(), b.title(), b.strip().center(17, b"*"))
print(b.split(), b.split(b","), b"a,b,,c".split(b",", 2), b"x\ny\r\nz".splitlines(), b"x\ny".splitlines(keepends=True), b"-".join([b"a", b"b"]))
print(b.find(b"o"), b.rfind(b"o"), b.index(b"W"), b.count(b"l"), b.startswith((b"  H", b"x")), b.endswith(b"!  "), b"abc".replace(b"b", b"B"))
print(b"abc".hex(), bytes.fromhex("616263"), b"\x00\xff".hex("-"), b"AbC".isalpha(), b"123".isdigit(), b" ".isspace(), b"Ab".isupper(), b"a1".isalnum())
table = bytes.maketrans(b"abc", b"xyz")
print(b"aabbcc".translate(table), b"hello world".translate(None, b"lo"), b"%s=%d" % (b"x", 5), b"ab" * 3, b"z" in b"xyz", 122 in b"xyz")
ba = bytearray(b"hello")
ba[0] = ord("J")
ba.extend(b" world")
ba += b"!"
ba.insert(5, ord(","))
del ba[-1]
print(ba, ba.pop(), ba.remove(ord(",")) or ba, ba.reverse() or ba, bytearray(3), bytearray(range(3)), ba.zfill(15))
mv = memoryview(bytearray(b"abcdefgh"))
head, tail = mv[:4], mv[4:]
tail[0] = ord("E")
print(bytes(head), bytes(tail), mv.obj, mv[::2].tobytes(), mv.nbytes, mv.readonly, memoryview(b"ro").readonly, list(mv[:3]))
print(b"caf\xc3\xa9".decode(), b"caf\xe9".decode("latin-1"), b"\xff".decode("utf-8", "replace"), b"\xff".decode("utf-8", "backslashreplace"), "ü".encode("ascii", "xmlcharrefreplace"))
for bad in [lambda: b"abc"[5], lambda: b"a" + "b", lambda: bytes([256]), lambda: b"x".index(b"y"), lambda: bytearray(b"a").remove(99),
            lambda: b"\xff".decode(), lambda: "é".encode("ascii"), lambda: memoryview(b"ro")[0:1].__setitem__(0, 1), lambda: bytes.fromhex("0g")]:
    try:
        print(bad())
    except (IndexError, TypeError, ValueError, UnicodeError) as e:
        print(type(e).__name__, e)
