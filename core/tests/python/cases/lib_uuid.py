import uuid

u = uuid.UUID("12345678-1234-5678-1234-567812345678")
print(u, repr(u), u.hex, u.int, u.bytes, u.bytes_le, u.fields, u.urn, u.variant, u.version, u.is_safe)
print(u.time_low, u.time_mid, u.time_hi_version, u.clock_seq_hi_variant, u.clock_seq_low, u.node, u.time, u.clock_seq)
forms = [uuid.UUID("{12345678-1234-5678-1234-567812345678}"), uuid.UUID("12345678123456781234567812345678"),
         uuid.UUID("urn:uuid:12345678-1234-5678-1234-567812345678"), uuid.UUID(bytes=b"\x12\x34\x56\x78" * 4),
         uuid.UUID(bytes_le=b"\x78\x56\x34\x12\x34\x12\x78\x56\x12\x34\x56\x78\x12\x34\x56\x78"),
         uuid.UUID(fields=(0x12345678, 0x1234, 0x5678, 0x12, 0x34, 0x567812345678)),
         uuid.UUID(int=0x12345678123456781234567812345678)]
print([f == u for f in forms], len({hash(f) for f in forms}))
for v in range(1, 6):
    w = uuid.UUID(int=0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF, version=v)
    print(v, w, w.version, w.variant)
for n in [0, 1 << 127, (1 << 126) | (1 << 127), (1 << 128) - 1]:
    x = uuid.UUID(int=n)
    print(x, x.variant, x.version)
for ns, name in [(uuid.NAMESPACE_DNS, "python.org"), (uuid.NAMESPACE_URL, "https://example.com/"),
                 (uuid.NAMESPACE_OID, "1.2.3"), (uuid.NAMESPACE_X500, "cn=x"),
                 (uuid.NAMESPACE_DNS, "")]:
    print(uuid.uuid3(ns, name), uuid.uuid5(ns, name))
a, b = uuid.UUID(int=1), uuid.UUID(int=2)
print(a < b, a <= b, b > a, a == uuid.UUID(int=1), a != b, sorted([b, a]), int(b), a == 1)
r = uuid.uuid4()
print(r.version, r.variant, len(str(r)), r != uuid.uuid4())
t = uuid.uuid1()
print(t.version, t.variant, t.node == uuid.getnode(), uuid.uuid1(node=0x123456789abc, clock_seq=5).node,
      uuid.uuid1(node=1, clock_seq=0x1234).clock_seq)
for bad in [lambda: uuid.UUID("xyz"), lambda: uuid.UUID("g" * 32), lambda: uuid.UUID(), lambda: uuid.UUID(bytes=b"x"),
            lambda: uuid.UUID(int=-1), lambda: uuid.UUID(int=1, version=9), lambda: setattr(u, "int", 3),
            lambda: uuid.UUID(hex="0" * 32, int=0), lambda: uuid.uuid3(uuid.NAMESPACE_DNS, b"x"), lambda: uuid.UUID(fields=(1, 2, 3))]:
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
print(uuid.SafeUUID.safe, uuid.RFC_4122)
import copy
print(copy.copy(u) == u, copy.deepcopy([u])[0] == u)
