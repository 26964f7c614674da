"""Compact sensor buffers with the array module: typecodes, byte round-trips, slicing and errors."""
from array import array
import statistics

raw = array("h", [120, -45, 300, 0, -32768, 32767, 15])
print(raw, raw.typecode, raw.itemsize, len(raw), raw.buffer_info()[1], raw[2], raw[-1], raw[1:4])
raw.append(42)
raw.extend([1, 2, 3])
raw.insert(0, -1)
print(raw.tolist(), raw.count(0), raw.index(300), raw.pop(), raw.pop(0))
raw.remove(0)
raw.reverse()
print(raw)
b = raw.tobytes()
print(len(b), b[:6].hex())
back = array("h")
back.frombytes(b)
print(back == raw, back.tolist()[:3])
swapped = array("h", raw)
swapped.byteswap()
print(swapped[:3], swapped.tobytes()[:4].hex())

temps = array("d", (20.5 + i * 0.25 for i in range(8)))
print(temps, sum(temps), round(statistics.mean(temps), 3), max(temps), temps[::3])
temps[1:3] = array("d", [99.0])
print(temps, len(temps))
del temps[::2]
print(temps)
flags = array("B", b"\x01\x00\xff")
print(flags, bytes(flags), array("u", "hi!") if False else array("b", [-1, 2]), array("I", [4_000_000_000]), array("q", [-(2**63)]))
words = array("L", [1, 2]) + array("L", [3])
words *= 2
print(words, array("f", [0.1])[0], array("i", range(5))[::-1], 3 in words, array("l").typecode)
mv = memoryview(array("i", [1, 2, 3]))
print(mv.tolist(), mv.itemsize, mv.format)
grid = array("b", [0]) * 6
grid[2] = 5
print(grid, grid.tobytes())
for bad in [lambda: array("h", [40000]), lambda: array("B", [-1]), lambda: array("x"), lambda: array("i", [1.5]), lambda: array("h").frombytes(b"\x01"),
            lambda: array("h", [1]) + array("i", [1]), lambda: array("d", [1]).pop(5), lambda: array("b", [1]).index(9), lambda: array("d", "ab")]:
    try:
        bad()
    except (OverflowError, ValueError, TypeError, IndexError) as e:
        print(type(e).__name__, e)
