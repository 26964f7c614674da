# uuid: the fields= constructor's checks, bytes_le, ordering against other types, pickling, SafeUUID.
import uuid, pickle

good = [0x1, 0x2, 0x3, 0x4, 0x5, 0x6]
for pos, width in enumerate([32, 16, 16, 8, 8, 48]):
    for bad in (1 << width, -1):
        f = list(good)
        f[pos] = bad
        try:
            uuid.UUID(fields=tuple(f))
        except ValueError as e:
            print("ValueError", e)
same = uuid.UUID(fields=(7, 7, 7, 7, 7, 7))
print(same, same.fields, same.bytes_le.hex(), same.clock_seq, same.time)
for bad in [dict(bytes_le=b"short"), dict(bytes=b"x" * 17), dict(fields=(1,) * 7),
            dict(hex="{1234}"), dict(int=1 << 128), dict(int=5, version=0)]:
    try:
        uuid.UUID(**bad)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
u = uuid.UUID("{ABCDEF01-2345-6789-abcd-ef0123456789}", version=4)
print(u, u.version, u.variant, hash(u) == hash(u.int), uuid.UUID(bytes_le=u.bytes_le) == u)
for op in ("<", "<=", ">", ">="):
    try:
        eval("u %s 3" % op)
    except TypeError as e:
        print("TypeError", e)
print(u == u.int, u != "x", u == uuid.UUID(int=u.int), {u: 1}[uuid.UUID(str(u))])
for safe in (uuid.SafeUUID.safe, uuid.SafeUUID.unsafe, uuid.SafeUUID.unknown):
    v = uuid.UUID(int=99, is_safe=safe)
    w = pickle.loads(pickle.dumps(v))
    print(repr(safe), safe.value, w == v, w.is_safe, v.__getstate__())
print(list(uuid.SafeUUID), uuid.SafeUUID(-1), uuid.SafeUUID.__module__)
try:
    uuid.uuid1(node=1 << 48)
except ValueError as e:
    print("ValueError", e)
x = uuid.uuid1(node=0xabc, clock_seq=0xffff)
print(x.node, x.clock_seq, x.version, x.variant)
for n in (0x7 << 61, 0x6 << 61, 0x5 << 61, 0x3 << 61):
    print(uuid.UUID(int=n).variant)
