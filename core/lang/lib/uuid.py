"""uuid (CPython 3.11's): UUID (from hex, bytes, bytes_le, fields or int; every property, str,
repr, comparisons, hash, immutability), uuid1, uuid3, uuid4, uuid5, getnode, the NAMESPACE_
constants, the variant strings and SafeUUID.

uuid3 and uuid5 are exact (md5/sha1 from `hashlib`). uuid4, getnode and uuid1's clock sequence
draw from the `random` module (the playground has no OS entropy: `random` is seeded
deterministically), so they are well-formed but predictable; uuid1's time is the VM's clock,
which starts at the epoch with the run.
"""

import enum as _enum

__all__ = ["UUID", "uuid1", "uuid3", "uuid4", "uuid5", "getnode", "NAMESPACE_DNS",
           "NAMESPACE_URL", "NAMESPACE_OID", "NAMESPACE_X500", "RESERVED_NCS", "RFC_4122",
           "RESERVED_MICROSOFT", "RESERVED_FUTURE", "SafeUUID"]

RESERVED_NCS = "reserved for NCS compatibility"
RFC_4122 = "specified in RFC 4122"
RESERVED_MICROSOFT = "reserved for Microsoft compatibility"
RESERVED_FUTURE = "reserved for future definition"


class SafeUUID(_enum.Enum):
    safe = 0
    unsafe = -1
    unknown = None


class UUID:
    __slots__ = ("int", "is_safe", "__weakref__")

    def __init__(self, hex=None, bytes=None, bytes_le=None, fields=None, int=None, version=None,
                 *, is_safe=SafeUUID.unknown):
        if [hex, bytes, bytes_le, fields, int].count(None) != 4:
            raise TypeError("one of the hex, bytes, bytes_le, fields, or int arguments must be "
                            "given")
        if hex is not None:
            hex = hex.replace("urn:", "").replace("uuid:", "")
            hex = hex.strip("{}").replace("-", "")
            if len(hex) != 32:
                raise ValueError("badly formed hexadecimal UUID string")
            int = _int(hex, 16)
        if bytes_le is not None:
            if len(bytes_le) != 16:
                raise ValueError("bytes_le is not a 16-char string")
            bytes = (bytes_le[4 - 1::-1] + bytes_le[6 - 1:4 - 1:-1] + bytes_le[8 - 1:6 - 1:-1]
                     + bytes_le[8:])
        if bytes is not None:
            if len(bytes) != 16:
                raise ValueError("bytes is not a 16-char string")
            int = _int.from_bytes(bytes, "big")
        if fields is not None:
            if len(fields) != 6:
                raise ValueError("fields is not a 6-tuple")
            (time_low, time_mid, time_hi_version, clock_seq_hi_variant, clock_seq_low,
             node) = fields
            for value, bits, name in ((time_low, 32, "time_low"), (time_mid, 16, "time_mid"),
                                      (time_hi_version, 16, "time_hi_version"),
                                      (clock_seq_hi_variant, 8, "clock_seq_hi_variant"),
                                      (clock_seq_low, 8, "clock_seq_low"), (node, 48, "node")):
                if not 0 <= value < 1 << bits:
                    raise ValueError("field %d out of range (need a %d-bit value)"
                                     % (fields.index(value) + 1, bits))
            clock_seq = (clock_seq_hi_variant << 8) | clock_seq_low
            int = ((time_low << 96) | (time_mid << 80) | (time_hi_version << 64)
                   | (clock_seq << 48) | node)
        if int is not None:
            if not 0 <= int < 1 << 128:
                raise ValueError("int is out of range (need a 128-bit value)")
        if version is not None:
            if not 1 <= version <= 5:
                raise ValueError("illegal version number")
            int &= ~(0xc000 << 48)
            int |= 0x8000 << 48
            int &= ~(0xf000 << 64)
            int |= version << 76
        object.__setattr__(self, "int", int)
        object.__setattr__(self, "is_safe", is_safe)

    def __eq__(self, other):
        if isinstance(other, UUID):
            return self.int == other.int
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, UUID):
            return self.int < other.int
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, UUID):
            return self.int > other.int
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, UUID):
            return self.int <= other.int
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, UUID):
            return self.int >= other.int
        return NotImplemented

    def __hash__(self):
        return hash(self.int)

    def __int__(self):
        return self.int

    def __repr__(self):
        return "%s(%r)" % (self.__class__.__name__, str(self))

    # Pickling, as CPython's: the int (and is_safe when known) as state.
    def __getstate__(self):
        d = {"int": self.int}
        if self.is_safe != SafeUUID.unknown:
            d["is_safe"] = self.is_safe.value
        return d

    def __setstate__(self, state):
        object.__setattr__(self, "int", state["int"])
        object.__setattr__(self, "is_safe", SafeUUID(state["is_safe"]) if "is_safe" in state
                           else SafeUUID.unknown)

    def __setattr__(self, name, value):
        raise TypeError("UUID objects are immutable")

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    def __str__(self):
        h = "%032x" % self.int
        return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])

    @property
    def bytes(self):
        return self.int.to_bytes(16, "big")

    @property
    def bytes_le(self):
        b = self.bytes
        return b[4 - 1::-1] + b[6 - 1:4 - 1:-1] + b[8 - 1:6 - 1:-1] + b[8:]

    @property
    def fields(self):
        return (self.time_low, self.time_mid, self.time_hi_version, self.clock_seq_hi_variant,
                self.clock_seq_low, self.node)

    @property
    def time_low(self):
        return self.int >> 96

    @property
    def time_mid(self):
        return (self.int >> 80) & 0xffff

    @property
    def time_hi_version(self):
        return (self.int >> 64) & 0xffff

    @property
    def clock_seq_hi_variant(self):
        return (self.int >> 56) & 0xff

    @property
    def clock_seq_low(self):
        return (self.int >> 48) & 0xff

    @property
    def time(self):
        return (((self.time_hi_version & 0x0fff) << 48) | (self.time_mid << 32)
                | self.time_low)

    @property
    def clock_seq(self):
        return ((self.clock_seq_hi_variant & 0x3f) << 8) | self.clock_seq_low

    @property
    def node(self):
        return self.int & 0xffffffffffff

    @property
    def hex(self):
        return "%032x" % self.int

    @property
    def urn(self):
        return "urn:uuid:" + str(self)

    @property
    def variant(self):
        if not self.int & (0x8000 << 48):
            return RESERVED_NCS
        if not self.int & (0x4000 << 48):
            return RFC_4122
        if not self.int & (0x2000 << 48):
            return RESERVED_MICROSOFT
        return RESERVED_FUTURE

    @property
    def version(self):
        if self.variant == RFC_4122:
            return (self.int >> 76) & 0xf
        return None


_int = int
_node = None
_last_timestamp = None


def getnode():
    global _node
    if _node is None:
        import random
        _node = random.getrandbits(48) | (1 << 40)
    return _node


def uuid1(node=None, clock_seq=None):
    global _last_timestamp
    import time
    nanoseconds = time.time_ns()
    timestamp = nanoseconds // 100 + 0x01b21dd213814000
    if _last_timestamp is not None and timestamp <= _last_timestamp:
        timestamp = _last_timestamp + 1
    _last_timestamp = timestamp
    if clock_seq is None:
        import random
        clock_seq = random.getrandbits(14)
    time_low = timestamp & 0xffffffff
    time_mid = (timestamp >> 32) & 0xffff
    time_hi_version = (timestamp >> 48) & 0x0fff
    clock_seq_low = clock_seq & 0xff
    clock_seq_hi_variant = (clock_seq >> 8) & 0x3f
    if node is None:
        node = getnode()
    return UUID(fields=(time_low, time_mid, time_hi_version, clock_seq_hi_variant,
                        clock_seq_low, node), version=1)


def _name_bytes(name):
    # 3.11 encodes the name as text only (`bytes(name, "utf-8")`); 3.12 takes bytes too.
    if isinstance(name, str):
        return name.encode("utf-8")
    raise TypeError("encoding without a string argument")


def uuid3(namespace, name):
    from hashlib import md5
    digest = md5(namespace.bytes + _name_bytes(name), usedforsecurity=False).digest()
    return UUID(bytes=digest[:16], version=3)


def uuid4():
    import random
    return UUID(int=random.getrandbits(128), version=4)


def uuid5(namespace, name):
    from hashlib import sha1
    digest = sha1(namespace.bytes + _name_bytes(name)).digest()
    return UUID(bytes=digest[:16], version=5)


NAMESPACE_DNS = UUID("6ba7b810-9dad-11d1-80b4-00c04fd430c8")
NAMESPACE_URL = UUID("6ba7b811-9dad-11d1-80b4-00c04fd430c8")
NAMESPACE_OID = UUID("6ba7b812-9dad-11d1-80b4-00c04fd430c8")
NAMESPACE_X500 = UUID("6ba7b814-9dad-11d1-80b4-00c04fd430c8")
