from array import array

edges = [-2**64, -2**63 - 1, -2**63, -2**32, -2**31 - 1, -2**31, -65536, -32769, -32768, -129,
         -128, -1, 0, 1, 127, 128, 255, 256, 32767, 32768, 65535, 65536, 2**31 - 1, 2**31,
         2**32 - 1, 2**32, 2**63 - 1, 2**63, 2**64 - 1, 2**64, 2**80]
for tc in "bBhHiIlLqQ":
    ok = []
    for v in edges:
        try:
            a = array(tc, [v])
            ok.append(v)
        except OverflowError as e:
            print(tc, v, "OverflowError:", e)
    print(tc, "accepts", len(ok), "edges from", min(ok), "to", max(ok))

for tc in "bBhHiIlLqQ":
    for bad in [1.5, "7", None, [1], 2.0]:
        try:
            array(tc, [bad])
        except TypeError as e:
            print(tc, repr(bad), "TypeError:", e)

class Idx:
    def __index__(self):
        return 42

for tc in "bhiqlBHILQ":
    a = array(tc, [Idx(), True])
    print(tc, a, type(a[0]).__name__)

a = array("B", [0, 255])
for v in [256, -1]:
    try:
        a.append(v)
    except OverflowError as e:
        print("append", v, e)
    try:
        a[0] = v
    except OverflowError as e:
        print("setitem", v, e)
print(a)
array("b", [127, 128])
