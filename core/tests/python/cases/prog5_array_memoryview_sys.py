# array and memoryview for a sensor ring buffer; sys attributes that scripts read
import array, sys
buf = array.array("h", [0] * 8)
print(buf.typecode, buf.itemsize, len(buf), buf.buffer_info()[1], array.typecodes)
readings = [120, -40, 3000, 32767, -32768, 15, 7, 99, 100, 101]
for i, r in enumerate(readings):
    buf[i % len(buf)] = r
print(buf, buf.tolist(), sum(buf), max(buf), buf.count(15), buf.index(3000))
try:
    buf[0] = 40000
except OverflowError as e:
    print("OverflowError", e)
try:
    array.array("q", [1.5])
except TypeError as e:
    print("TypeError", e)
f = array.array("d", (x / 4 for x in range(5)))
f.append(9.5); f.extend([1.0, 2.0]); f.insert(0, -1.0); f.reverse()
print(f, f.pop(), f.pop(0), f[2:4], type(f[2:4]).__name__, f * 2 == f + f, 2.0 in f)
b = array.array("B", b"hello")
print(b, b.tobytes(), bytes(b), b.tobytes().decode(), array.array("b", b"\xff\x01").tolist())
u = array.array("u", "héllo")
print(u, u.tounicode(), len(u))
raw = array.array("I", [1, 2, 3]).tobytes()
back = array.array("I"); back.frombytes(raw)
print(len(raw), back, back == array.array("I", [1, 2, 3]), array.array("i", [1, 2]) < array.array("i", [1, 3]))
back.byteswap()
print(back[0] == 1 << 24, back.tolist()[:1])
mv = memoryview(bytearray(b"abcdef"))
mv[0] = ord("A"); mv[2:4] = b"CD"
print(mv.tobytes(), mv[1], bytes(mv[::2]), mv.nbytes, mv.readonly, mv.obj)
ro = memoryview(b"xyz")
try:
    ro[0] = 1
except TypeError as e:
    print("TypeError", e)
print(sys.maxsize == 2 ** 63 - 1, sys.byteorder, sys.version_info[:2] >= (3, 11), sys.version_info.major, type(sys.argv).__name__)
print(sys.getrecursionlimit() >= 1000, sys.float_info.max, sys.float_info.epsilon, sys.int_info.bits_per_digit in (15, 30), sys.hash_info.modulus == 2 ** 61 - 1, sys.maxunicode)
def depth(n):
    return depth(n + 1)
try:
    depth(0)
except RecursionError as e:
    print("RecursionError", e)
old = sys.getrecursionlimit()
sys.setrecursionlimit(200)
def count_depth(n=0):
    try:
        return count_depth(n + 1)
    except RecursionError:
        return n
print(150 < count_depth() < 200)
sys.setrecursionlimit(old)
print(sys.getrecursionlimit() == old, sys.intern("abc") == "abc", sys.getsizeof(0), sys.getsizeof(""), sys.getsizeof(()), callable(sys.exit))
try:
    sys.exit("bye")
except SystemExit as e:
    print("SystemExit", e.code, e.args)
try:
    sys.exit()
except SystemExit as e:
    print("SystemExit", e.code)
print(sys.stdout.write("direct write\n"), sys.exc_info())
try:
    raise KeyError("k")
except KeyError:
    et, ev, tb = sys.exc_info()
    print(et.__name__, ev, tb is not None, sys.exception() is ev)
