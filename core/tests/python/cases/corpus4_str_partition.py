# split / partition / rsplit corners
samples = ["a,b,,c", ",lead", "trail,", "", ",", "no-sep", "a,,", "  spaced  out  "]
for s in samples:
    print(repr(s), s.split(","), s.split(",", 1), s.rsplit(",", 1))
    print("  partition", s.partition(","), "rpartition", s.rpartition(","))
for s in ["  a  b   c ", "\ta\nb\x0bc\x0cd\re", "", "   "]:
    print(repr(s), s.split(), s.split(None, 1), s.rsplit(None, 1))
print("a\nb\r\nc\rd\n".splitlines())
print("a\nb\r\nc\rd\n".splitlines(True))
print("x\x1cy\x1dz\x1ew\u2028v\u2029u\x85t".splitlines())
print("".splitlines(), "\n".splitlines(), "abc".splitlines())
try:
    "abc".split("")
except ValueError as e:
    print("ValueError:", e)
try:
    "abc".partition("")
except ValueError as e:
    print("ValueError:", e)
print("aaa".split("a"), "aaa".split("aa"), "aaaa".rsplit("aa", 1))
print("mississippi".split("ss"), "mississippi".count("ss"), "mississippi".count(""))
print("abc".count("", 1), "abc".count("", 5), "abc".find("", 3), "abc".find("", 4))
print("hello world".rfind("o"), "hello".index("l"), "hello".rindex("l"))
try:
    "hello".index("z")
except ValueError as e:
    print("ValueError:", e)
print(b"a,b,,c".split(b","), b"  x y ".split(), b"a-b-c".rpartition(b"-"))
line = "key = value = more"
k, _, v = line.partition("=")
print(repr(k.strip()), repr(v.strip()))
print("path/to/file.tar.gz".rsplit(".", 2), "path/to/file.tar.gz".rpartition("/")[2])
print("a b c d e".split(maxsplit=2), "a b c d e".rsplit(maxsplit=2))
print("1,2;3 4".replace(";", ",").replace(" ", ",").split(","))
print("abcabc".replace("b", "", 1), "abc".replace("", "-"), "abc".replace("", "-", 2))
