import uuid
u3 = uuid.uuid3(uuid.NAMESPACE_DNS, 'python.org')
u5 = uuid.uuid5(uuid.NAMESPACE_URL, 'https://example.com/x')
print(u3, u5, repr(u3))
print(u3.version, u5.version, u3.variant, u3.hex, u3.int, u3.urn)
print(u5.bytes, u5.bytes_le, u5.fields, u5.time_low, u5.node, u5.clock_seq)
u = uuid.UUID('{12345678-1234-5678-1234-567812345678}')
print(u, u.version, uuid.UUID('12345678123456781234567812345678') == u)
print(uuid.UUID(int=1), uuid.UUID(bytes=b'\x00' * 15 + b'\x02'), uuid.UUID(fields=(1, 2, 3, 4, 5, 6)))
print(uuid.NAMESPACE_DNS, uuid.NAMESPACE_OID, uuid.NAMESPACE_X500)
print(sorted([uuid.UUID(int=3), uuid.UUID(int=1), uuid.UUID(int=2)]))
print(str(uuid.UUID(int=0)) == '00000000-0000-0000-0000-000000000000', uuid.UUID(int=5) < uuid.UUID(int=6))
print(hash(u) == hash(uuid.UUID(str(u))), {u: 1}[uuid.UUID(u.hex)])
try:
    uuid.UUID('not-a-uuid')
except ValueError as e:
    print('ValueError', e)
u4 = uuid.uuid4()
print(u4.version, len(str(u4)), u4.variant == uuid.RFC_4122)
print(uuid.RESERVED_NCS, uuid.RFC_4122, uuid.RESERVED_MICROSOFT, uuid.RESERVED_FUTURE)
print(uuid.uuid3(uuid.NAMESPACE_OID, '1.2.3'), uuid.uuid5(uuid.NAMESPACE_DNS, 'a' * 100))
print(u3.is_safe, uuid.UUID('urn:uuid:12345678-1234-5678-1234-567812345678'))
try:
    u.hex = 'x'
except TypeError as e:
    print('TypeError', e)
