"""pickle's shared parts: the errors, the protocol numbers and the opcodes (each a one-byte
bytes, as the pickle format documents them: PEP 307, 3154, 574)."""

HIGHEST_PROTOCOL = 5
DEFAULT_PROTOCOL = 4


class PickleError(Exception):
    pass


class PicklingError(PickleError):
    pass


class UnpicklingError(PickleError):
    pass


for _c in (PickleError, PicklingError, UnpicklingError):
    _c.__module__ = "_pickle"


class PickleBuffer:
    """Out-of-band buffers (protocol 5): not provided."""

    def __init__(self, *args, **kwargs):
        raise NotImplementedError("pickle.PickleBuffer")


# (name, byte, protocol it came with)
_OPCODES = (
    ("MARK", b"(", 0), ("STOP", b".", 0), ("POP", b"0", 0), ("POP_MARK", b"1", 1),
    ("DUP", b"2", 0), ("FLOAT", b"F", 0), ("INT", b"I", 0), ("BININT", b"J", 1),
    ("BININT1", b"K", 1), ("LONG", b"L", 0), ("BININT2", b"M", 1), ("NONE", b"N", 0),
    ("PERSID", b"P", 0), ("BINPERSID", b"Q", 1), ("REDUCE", b"R", 0), ("STRING", b"S", 0),
    ("BINSTRING", b"T", 1), ("SHORT_BINSTRING", b"U", 1), ("UNICODE", b"V", 0),
    ("BINUNICODE", b"X", 1), ("APPEND", b"a", 0), ("BUILD", b"b", 0), ("GLOBAL", b"c", 0),
    ("DICT", b"d", 0), ("EMPTY_DICT", b"}", 1), ("APPENDS", b"e", 1), ("GET", b"g", 0),
    ("BINGET", b"h", 1), ("INST", b"i", 0), ("LONG_BINGET", b"j", 1), ("LIST", b"l", 0),
    ("EMPTY_LIST", b"]", 1), ("OBJ", b"o", 1), ("PUT", b"p", 0), ("BINPUT", b"q", 1),
    ("LONG_BINPUT", b"r", 1), ("SETITEM", b"s", 0), ("TUPLE", b"t", 0),
    ("EMPTY_TUPLE", b")", 1), ("SETITEMS", b"u", 1), ("BINFLOAT", b"G", 1),
    ("PROTO", b"\x80", 2), ("NEWOBJ", b"\x81", 2), ("EXT1", b"\x82", 2), ("EXT2", b"\x83", 2),
    ("EXT4", b"\x84", 2), ("TUPLE1", b"\x85", 2), ("TUPLE2", b"\x86", 2),
    ("TUPLE3", b"\x87", 2), ("NEWTRUE", b"\x88", 2), ("NEWFALSE", b"\x89", 2),
    ("LONG1", b"\x8a", 2), ("LONG4", b"\x8b", 2),
    ("BINBYTES", b"B", 3), ("SHORT_BINBYTES", b"C", 3),
    ("SHORT_BINUNICODE", b"\x8c", 4), ("BINUNICODE8", b"\x8d", 4), ("BINBYTES8", b"\x8e", 4),
    ("EMPTY_SET", b"\x8f", 4), ("ADDITEMS", b"\x90", 4), ("FROZENSET", b"\x91", 4),
    ("NEWOBJ_EX", b"\x92", 4), ("STACK_GLOBAL", b"\x93", 4), ("MEMOIZE", b"\x94", 4),
    ("FRAME", b"\x95", 4),
    ("BYTEARRAY8", b"\x96", 5), ("NEXT_BUFFER", b"\x97", 5), ("READONLY_BUFFER", b"\x98", 5),
)

# Each opcode by name (written out: the table above is what readers iterate).
MARK = b'('
STOP = b'.'
POP = b'0'
POP_MARK = b'1'
DUP = b'2'
FLOAT = b'F'
INT = b'I'
BININT = b'J'
BININT1 = b'K'
LONG = b'L'
BININT2 = b'M'
NONE = b'N'
PERSID = b'P'
BINPERSID = b'Q'
REDUCE = b'R'
STRING = b'S'
BINSTRING = b'T'
SHORT_BINSTRING = b'U'
UNICODE = b'V'
BINUNICODE = b'X'
APPEND = b'a'
BUILD = b'b'
GLOBAL = b'c'
DICT = b'd'
EMPTY_DICT = b'}'
APPENDS = b'e'
GET = b'g'
BINGET = b'h'
INST = b'i'
LONG_BINGET = b'j'
LIST = b'l'
EMPTY_LIST = b']'
OBJ = b'o'
PUT = b'p'
BINPUT = b'q'
LONG_BINPUT = b'r'
SETITEM = b's'
TUPLE = b't'
EMPTY_TUPLE = b')'
SETITEMS = b'u'
BINFLOAT = b'G'
PROTO = b'\x80'
NEWOBJ = b'\x81'
EXT1 = b'\x82'
EXT2 = b'\x83'
EXT4 = b'\x84'
TUPLE1 = b'\x85'
TUPLE2 = b'\x86'
TUPLE3 = b'\x87'
NEWTRUE = b'\x88'
NEWFALSE = b'\x89'
LONG1 = b'\x8a'
LONG4 = b'\x8b'
BINBYTES = b'B'
SHORT_BINBYTES = b'C'
SHORT_BINUNICODE = b'\x8c'
BINUNICODE8 = b'\x8d'
BINBYTES8 = b'\x8e'
EMPTY_SET = b'\x8f'
ADDITEMS = b'\x90'
FROZENSET = b'\x91'
NEWOBJ_EX = b'\x92'
STACK_GLOBAL = b'\x93'
MEMOIZE = b'\x94'
FRAME = b'\x95'
BYTEARRAY8 = b'\x96'
NEXT_BUFFER = b'\x97'
READONLY_BUFFER = b'\x98'
TRUE = b"I01\n"
FALSE = b"I00\n"

FRAME_SIZE_TARGET = 64 * 1024
FRAME_SIZE_MIN = 4
BATCHSIZE = 1000


def _check_protocol(protocol):
    if protocol is None:
        return DEFAULT_PROTOCOL
    protocol = protocol.__index__() if not isinstance(protocol, int) else protocol
    if protocol < 0:
        return HIGHEST_PROTOCOL
    if protocol > HIGHEST_PROTOCOL:
        raise ValueError("pickle protocol must be <= %d" % HIGHEST_PROTOCOL)
    return protocol


def _deep_attribute(obj, dotted):
    # (the object at the dotted path from obj, its parent); AttributeError as getattr's.
    parent = None
    for part in dotted.split("."):
        parent = obj
        obj = getattr(obj, part)
    return obj, parent
