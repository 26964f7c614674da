# pickle: protocol 4's framing. Frames close at 64 KiB at a value's start; a payload of 64 KiB
# or more goes outside the frames; frames under 4 bytes are not written.
import pickle


def layout(data):
    # The frame sizes and what lies between them, from the top of a protocol 4+ pickle.
    pos = 2
    parts = []
    while pos < len(data):
        if data[pos] == 0x95:
            n = int.from_bytes(data[pos + 1:pos + 9], "little")
            parts.append(("frame", n))
            pos += 9 + n
        else:
            op = data[pos]
            if op in (0x8c, 0x43):
                n = data[pos + 1]
                size = 2 + n
            elif op in (0x58, 0x42):
                size = 5 + int.from_bytes(data[pos + 1:pos + 5], "little")
            elif op in (0x8d, 0x8e, 0x96):
                size = 9 + int.from_bytes(data[pos + 1:pos + 9], "little")
            else:
                size = 1
            parts.append((hex(op), size))
            pos += size
    return parts


for v in (None, 1, 12345, "ab", [], [1]):
    print(repr(v), pickle.dumps(v, 4), pickle.dumps(v, 5))
strings = ["s%05d" % i * 3 for i in range(6000)]
nested = [[i, "x" * (i % 50), {i: (i, i + 1)}] for i in range(3000)]
blobs = [b"a" * 70000, "b" * 70000, b"c" * 10, bytearray(b"d" * 66000), "e" * 65536]
for v in (strings, nested, blobs):
    for p in (4, 5):
        d = pickle.dumps(v, p)
        print(p, len(d), layout(d)[:8], d[-20:])
        print("  ", pickle.loads(d) == v)
print(layout(pickle.dumps([b"x" * 65535, b"y" * 65536], 4)))
print(layout(pickle.dumps(["z" * 65536], 4)))
print(len(pickle.dumps(strings, 3)), pickle.dumps(strings, 3)[:12])
