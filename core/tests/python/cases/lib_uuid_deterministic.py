import uuid
ns = uuid.NAMESPACE_DNS
for name in ("example.com", "python.org", "localhost"):
    u3, u5 = uuid.uuid3(ns, name), uuid.uuid5(ns, name)
    print(u3, u3.version, u5, u5.version)
u = uuid.UUID("urn:uuid:6ba7b810-9dad-11d1-80b4-00c04fd430c8")
print(u == uuid.NAMESPACE_DNS, u.time_low, u.time_mid, u.time_hi_version, u.clock_seq, u.node, u.time, u.bytes_le.hex())
print(uuid.UUID(hex="00000000000000000000000000000001"), uuid.UUID(int=2**128 - 1), uuid.RESERVED_NCS, uuid.RFC_4122)
