"""Deterministic identifiers with uuid3/uuid5, parsing and inspecting UUID fields, and a stable id registry."""
import uuid

NS_APP = uuid.uuid5(uuid.NAMESPACE_DNS, "shop.example.com")
print(NS_APP, NS_APP.version, NS_APP.variant == uuid.RFC_4122)


def product_id(sku):
    return uuid.uuid5(NS_APP, sku.strip().upper())


skus = ["abc-1", "ABC-1 ", "xyz-9", "lamp"]
ids = {s: product_id(s) for s in skus}
for s, u in ids.items():
    print(f"{s!r:9} {u} {u.hex[:8]} v{u.version}")
print(ids["abc-1"] == ids["ABC-1 "], len(set(ids.values())))
print(uuid.uuid3(uuid.NAMESPACE_URL, "https://example.com/a"), uuid.uuid5(uuid.NAMESPACE_OID, "1.3.6.1"), uuid.uuid3(uuid.NAMESPACE_X500, "cn=ana"))

u = uuid.UUID("{12345678-1234-5678-1234-567812345678}")
print(u, repr(u), u.int, u.hex, u.urn, u.bytes[:4], u.bytes_le[:4], u.fields, u.time_low, u.node, u.version, u.variant)
same = [uuid.UUID("12345678123456781234567812345678"), uuid.UUID(int=u.int), uuid.UUID(bytes=u.bytes), uuid.UUID(bytes_le=u.bytes_le),
        uuid.UUID(fields=u.fields), uuid.UUID("urn:uuid:12345678-1234-5678-1234-567812345678")]
print(all(x == u for x in same), sorted([uuid.UUID(int=5), uuid.UUID(int=2)]), uuid.UUID(int=0), str(uuid.UUID(int=2**128 - 1)))
print(uuid.NAMESPACE_DNS, uuid.UUID(int=1) < uuid.UUID(int=2), hash(u) == hash(uuid.UUID(str(u))), {u: 1}[uuid.UUID(u.hex)], uuid.UUID(str(u), version=4))
r = uuid.uuid4()
print(len(str(r)), r.version, r.variant, uuid.uuid1().version)
for bad in [lambda: uuid.UUID("not-a-uuid"), lambda: uuid.UUID("1234"), lambda: uuid.UUID(int=-1), lambda: uuid.UUID(), lambda: uuid.UUID(hex="0" * 32, int=0),
            lambda: uuid.UUID(bytes=b"short"), lambda: setattr(u, "int", 5), lambda: uuid.UUID(str(u), version=9), lambda: u < "x"]:
    try:
        print(bad())
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
