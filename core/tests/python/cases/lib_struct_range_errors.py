# struct.pack's out-of-range messages: they depend on the code, its size and the byte order.
import struct

for order in "@=<>!":
    for code in "bBhHiIlLqQ":
        size = struct.calcsize(order + code)
        seen = []
        for v in [1 << (8 * size), -(1 << (8 * size)), -1, 1 << (8 * size - 1), 1 << 63, 1 << 64, -(1 << 63) - 1]:
            try:
                struct.pack(order + code, v)
                seen.append("ok")
            except struct.error as e:
                seen.append(str(e))
        print(order, code, " | ".join(dict.fromkeys(seen)))
for code in "nN":
    try:
        struct.pack(code, 1 << 64)
    except struct.error as e:
        print(code, e)
try:
    struct.pack(">h", 1.5)
except struct.error as e:
    print("struct.error", e)
print(struct.pack(">h", -32768), struct.pack("<H", 65535), struct.pack("!I", 4294967295))
