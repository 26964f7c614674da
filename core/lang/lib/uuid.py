"""uuid: RFC 4122 identifiers (the UUID class, uuid1/3/4/5, getnode, the namespaces).

A UUID is kept as one 128-bit int. Its named parts are bit ranges of that int, listed once in
_LAYOUT; the properties, the fields tuple and the fields= constructor all read that table.

uuid3 and uuid5 are exact (md5/sha1 from hashlib). uuid4, getnode and uuid1's clock sequence
come from the random module (the playground has no OS entropy and random is seeded
deterministically), so they are well-formed but predictable; uuid1 reads the VM's clock, which
starts at the epoch with the run.
"""

import enum as _enum

__all__ = ["UUID", "uuid1", "uuid3", "uuid4", "uuid5", "getnode", "NAMESPACE_DNS",
           "NAMESPACE_URL", "NAMESPACE_OID", "NAMESPACE_X500", "RESERVED_NCS", "RFC_4122",
           "RESERVED_MICROSOFT", "RESERVED_FUTURE", "SafeUUID"]

_int = int
_bytes = bytes

# The variant names, from the top bits of byte 8 (0b0..., 0b10.., 0b110., 0b111.).
RESERVED_NCS, RFC_4122, RESERVED_MICROSOFT, RESERVED_FUTURE = (
    "reserved for NCS compatibility", "specified in RFC 4122",
    "reserved for Microsoft compatibility", "reserved for future definition")

# (field name, lowest bit, width), most significant first: the order of UUID.fields.
_LAYOUT = (("time_low", 96, 32), ("time_mid", 80, 16), ("time_hi_version", 64, 16),
           ("clock_seq_hi_variant", 56, 8), ("clock_seq_low", 48, 8), ("node", 0, 48))

_VARIANT_BITS = 0xc000 << 48   # the two bits an RFC 4122 UUID sets to 10
_VERSION_BITS = 0xf000 << 64   # the version nibble
_FULL = 1 << 128


# Whether the platform made the UUID in a multiprocessing-safe way.
SafeUUID = _enum.Enum("SafeUUID", [("safe", 0), ("unsafe", -1), ("unknown", None)],
                      module=__name__)


def _mixed_endian(raw):
    # bytes_le stores the first three fields little-endian: reversing those runs converts
    # either way.
    return raw[3::-1] + raw[5:3:-1] + raw[7:5:-1] + raw[8:]


def _from_hex(text):
    for prefix in ("urn:", "uuid:"):
        text = text.replace(prefix, "")
    digits = text.strip("{}").replace("-", "")
    if len(digits) != 32:
        raise ValueError("badly formed hexadecimal UUID string")
    return _int(digits, 16)


def _from_fields(fields):
    if len(fields) != 6:
        raise ValueError("fields is not a 6-tuple")
    value = 0
    for position, (part, (_, shift, width)) in enumerate(zip(fields, _LAYOUT), 1):
        if not 0 <= part < (1 << width):
            article = "an" if width == 8 else "a"  # the widths are 8, 16, 32 and 48
            raise ValueError("field %d out of range (need %s %d-bit value)"
                             % (position, article, width))
        value |= part << shift
    return value


def _from_bytes(raw, name):
    if len(raw) != 16:
        raise ValueError("%s is not a 16-char string" % name)
    return _int.from_bytes(raw, "big")


class UUID:
    __slots__ = ("int", "is_safe", "__weakref__")

    def __init__(self, hex=None, bytes=None, bytes_le=None, fields=None, int=None, version=None,
                 *, is_safe=SafeUUID.unknown):
        given = [arg is not None for arg in (hex, bytes, bytes_le, fields, int)]
        if given.count(True) != 1:
            raise TypeError("one of the hex, bytes, bytes_le, fields, or int arguments must be "
                            "given")
        if hex is not None:
            value = _from_hex(hex)
        elif bytes_le is not None:
            if len(bytes_le) != 16:
                raise ValueError("bytes_le is not a 16-char string")
            value = _from_bytes(_mixed_endian(bytes_le), "bytes")
        elif bytes is not None:
            value = _from_bytes(bytes, "bytes")
        elif fields is not None:
            value = _from_fields(fields)
        else:
            value = int
            if not 0 <= value < _FULL:
                raise ValueError("int is out of range (need a 128-bit value)")
        if version is not None:
            if not 1 <= version <= 5:
                raise ValueError("illegal version number")
            value = (value & ~_VARIANT_BITS & ~_VERSION_BITS) | (0x8000 << 48) | (version << 76)
        object.__setattr__(self, "int", value)
        object.__setattr__(self, "is_safe", is_safe)

    def __setattr__(self, name, value):
        raise TypeError("UUID objects are immutable")

    def __int__(self):
        return self.int

    def __str__(self):
        digits = "%032x" % self.int
        return "-".join([digits[:8], digits[8:12], digits[12:16], digits[16:20], digits[20:]])

    def __repr__(self):
        return "%s(%r)" % (type(self).__name__, str(self))

    def __hash__(self):
        return self.int.__hash__()

    # Copies share the (immutable) original; pickles carry the int, and is_safe when known.
    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    def __getstate__(self):
        state = {"int": self.int}
        if self.is_safe != SafeUUID.unknown:
            state["is_safe"] = self.is_safe.value
        return state

    def __setstate__(self, state):
        object.__setattr__(self, "int", state["int"])
        safe = SafeUUID(state["is_safe"]) if "is_safe" in state else SafeUUID.unknown
        object.__setattr__(self, "is_safe", safe)

    @property
    def bytes(self):
        return self.int.to_bytes(16, "big")

    @property
    def bytes_le(self):
        return _mixed_endian(self.bytes)

    @property
    def fields(self):
        return tuple([(self.int >> shift) & ((1 << width) - 1) for _, shift, width in _LAYOUT])

    @property
    def time(self):
        # The 60-bit timestamp: time_hi (version nibble dropped), time_mid, time_low.
        value = self.int
        return (((value >> 64) & 0x0fff) << 48) | (((value >> 80) & 0xffff) << 32) | (value >> 96)

    @property
    def clock_seq(self):
        return (self.int >> 48) & 0x3fff

    @property
    def hex(self):
        return "%032x" % self.int

    @property
    def urn(self):
        return "urn:uuid:%s" % self

    @property
    def variant(self):
        top = (self.int >> 61) & 0b111
        if top < 0b100:
            return RESERVED_NCS
        if top < 0b110:
            return RFC_4122
        return RESERVED_MICROSOFT if top == 0b110 else RESERVED_FUTURE

    @property
    def version(self):
        return (self.int >> 76) & 0xf if self.variant == RFC_4122 else None


def _field_property(shift, width):
    mask = (1 << width) - 1
    return property(lambda self: (self.int >> shift) & mask)


def _ordering(test):
    def compare(self, other):
        if isinstance(other, UUID):
            return test(self.int, other.int)
        return NotImplemented
    return compare


def _complete_uuid_class():
    import operator
    for name, shift, width in _LAYOUT:
        setattr(UUID, name, _field_property(shift, width))
    for name in ("eq", "lt", "le", "gt", "ge"):
        method = _ordering(getattr(operator, name))
        method.__name__ = method.__qualname__ = "__%s__" % name
        setattr(UUID, method.__name__, method)
    # Defining __eq__ after the class statement leaves __hash__ in place (the int's hash).


_complete_uuid_class()

_node = None
_last_timestamp = None
_GREGORIAN_TO_EPOCH = 0x01b21dd213814000  # 100 ns ticks from 1582-10-15 to 1970-01-01


def getnode():
    global _node
    if _node is None:
        import random
        # A random node must have the multicast bit set (RFC 4122 section 4.5).
        _node = random.getrandbits(48) | (1 << 40)
    return _node


def uuid1(node=None, clock_seq=None):
    global _last_timestamp
    import time
    ticks = time.time_ns() // 100 + _GREGORIAN_TO_EPOCH
    if _last_timestamp is not None and ticks <= _last_timestamp:
        ticks = _last_timestamp + 1
    _last_timestamp = ticks
    if node is not None and not 0 <= node < (1 << 48):
        raise ValueError("field 6 out of range (need a 48-bit value)")
    if clock_seq is None:
        import random
        clock_seq = random.getrandbits(14)
    value = ((ticks & 0xffffffff) << 96 | ((ticks >> 32) & 0xffff) << 80
             | ((ticks >> 48) & 0x0fff) << 64 | (clock_seq & 0x3fff) << 48
             | (getnode() if node is None else node))
    return UUID(int=value, version=1)


def _hashed(algorithm, namespace, name, version, **options):
    # 3.11 takes the name as text only (3.12 also accepts bytes).
    if not isinstance(name, str):
        raise TypeError("encoding without a string argument")
    import hashlib
    digest = getattr(hashlib, algorithm)(namespace.bytes + name.encode("utf-8"), **options)
    return UUID(bytes=digest.digest()[:16], version=version)


def uuid3(namespace, name):
    return _hashed("md5", namespace, name, 3, usedforsecurity=False)


def uuid4():
    import random
    return UUID(int=random.getrandbits(128), version=4)


def uuid5(namespace, name):
    return _hashed("sha1", namespace, name, 5)


NAMESPACE_DNS, NAMESPACE_URL, NAMESPACE_OID, NAMESPACE_X500 = [
    UUID("6ba7b81%d-9dad-11d1-80b4-00c04fd430c8" % n) for n in (0, 1, 2, 4)]
