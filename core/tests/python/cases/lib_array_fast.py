from array import array
for tc, vals in [("d", [1, 2.5, True]), ("f", [0.1, 3, 1e39]), ("b", [127, -128, 128]), ("B", [-1, 5]), ("i", [2**31, 7]), ("I", [-1, 2**32 - 1]), ("q", [2**63, -3]), ("Q", [2**64 - 1, -1]), ("u", ["ab", "x"]), ("h", [1.5, 3])]:
    a = array(tc, [1, 2, 3] if tc != "u" else "xyz")
    for v in vals:
        try:
            a[1] = v
            print(tc, repr(v), a[1], a[-1], a)
        except Exception as e:
            print(tc, repr(v), type(e).__name__, e)
    for i in [3, -4]:
        try: a[i]
        except IndexError as e: print(e)
        try: a[i] = a[0]
        except IndexError as e: print(e)
class Sub(array):
    def __getitem__(self, i): return "sub"
s = Sub("d", [1.0])
print(s[0])
a = array("d", [0.0]) * 4
for i in range(4): a[i] += i * 0.5
print(a, sum(a), a[1:3])
