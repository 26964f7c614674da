# Sets past several resizes: random ints from a fixed list.
data = [866, 8125, -9312, 4412, 7063, 12, 70013, -2, 99, 4096, 31337, 77, 518, 6403, 200000,
        -77777, 1023, 1024, 1025, 65536, 3, 8, 16, 24, 32, 40, 48, 123456789, -123456789, 2**40,
        5, 13, 21, 29, 37, 45, 53, 61, 69, 77, 85, 93, 101, 109, 117, 125, 133, 141, 149, 157]
s = set(data)
print(len(s), s)
t = set()
for v in data:
    t.add(v)
    if len(t) in (5, 6, 19, 20, 21, 40):
        print(t)
print(frozenset(data))
print(set(range(0, 2000, 37)))
print(set(x * 1000003 % 4099 for x in range(300)))
