# Classes deriving from bytes and bytearray (and str.__new__ on a str subclass).
class B(bytes):
    def shout(self):
        return self.upper() + b"!"


b = B(b"ab")
print(b, repr(b), type(b).__name__, isinstance(b, bytes), len(b), b[0], b[1:], list(b))
print(b + b"c", type(b + b"c").__name__, b * 2, b"a" in b, b == b"ab", b.shout(), b.hex())
print(B(3), B([65, 66]), B("é", "utf-8"), hash(b) == hash(b"ab"), {b: 1}[b"ab"])


class Tagged(bytes):
    def __new__(cls, data, tag):
        obj = bytes.__new__(cls, data)
        obj.tag = tag
        return obj


t = Tagged(b"xyz", "t1")
print(t, t.tag, t.decode(), type(t).__name__, t.startswith(b"x"))


class BA(bytearray):
    pass


ba = BA(b"xy")
ba.append(122)
ba += b"!"
ba[0] = 88
print(ba, repr(ba), type(ba).__name__, len(ba), bytes(ba), ba.decode(), isinstance(ba, bytearray))
print(BA(), BA(3), BA([1, 2]), BA(b"q") == bytearray(b"q"))


class Log(bytearray):
    def __init__(self, first):
        super().__init__(first)
        self.extend(b"|")


print(Log(b"ab"))


class MyStr(str):
    def __new__(cls, v):
        obj = str.__new__(cls, v.upper())
        obj.extra = 1
        return obj


s = MyStr("hi")
print(s, type(s).__name__, s.extra, s + "!", str.__new__(MyStr, "x"), type(str.__new__(str, 5)).__name__)
try:
    class Bad(bytes, list):
        pass
except TypeError as e:
    print(type(e).__name__, e)
