# Indexing, slicing, find and startswith on long strs (ASCII and not), with bounds at the
# edges, and bytes/bytearray indexing and in-place growth.
parts = ["ab", "é", "€uro", "x" * 70, "𝄞", "z"]
u = "".join(parts * 300)
a = "".join(p for p in parts * 300 if p.isascii())
for s in (u, a):
    n = len(s)
    print(n, s[0], s[1], s[2], s[n // 2], s[-1], s[-n], s[n - 65], s[64], s[128:133], s[-7:], s[5:600:97])
    for i in (n, -n - 1):
        try:
            s[i]
        except IndexError as e:
            print(type(e).__name__, e)
    print(len(s) == n, s.find("€", 100), s.find("z", n - 3), s.rfind("ab", 0, 500), s.find("q"), s.index("x", 1000))
    print(s.count("ab", 10, 9000), s.find("", n), s.find("", n + 1), s.count("", n + 1))
    print(s.startswith("ab", 0), s.startswith("é", 2), s.startswith("x", n - 2), s.endswith("z", 0, n))
    print(s.startswith("", n), s.startswith("", n + 1), s.endswith("", 4, 2), s.startswith(("q", "z"), n - 1))

short = "héllo"
print(short.startswith("", 5), short.startswith("", 6), short.find("", 6), short.find("lo", -3), short[1:4])
print("abc".startswith("", 2, 1), "abc".endswith("", 2, 1), "abc".startswith("c", -1), "abc".find("c", -10))

data = bytes(range(256)) * 1000
print(data[0], data[255], data[256], data[-1], data[123456])
try:
    data[len(data)]
except IndexError as e:
    print(type(e).__name__, e)
ba = bytearray()
alias = ba
for i in range(5000):
    ba += b"xy"
ba += ba[:4]
ba += bytearray(b"!")
print(len(alias), alias[:6], alias[-6:], alias is ba, ba[9999])
try:
    ba += "str"
except TypeError as e:
    print(type(e).__name__, e)
try:
    bytearray(3)[3]
except IndexError as e:
    print(type(e).__name__, e)
