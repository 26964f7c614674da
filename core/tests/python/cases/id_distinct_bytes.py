# id() of live bytes and bytearray objects: distinct for distinct objects, stable for one.
a = bytearray(b'q')
b = bytes(a)
c = bytes(a)
print(id(a) == id(b), id(b) == id(c), id(a) == id(a), id(b) == id(b))
items = [bytearray(b'x'), bytearray(b'x'), b'xy', b'xz']
print(len({id(x) for x in items}), id(...) == id(Ellipsis), id(NotImplemented) == id(NotImplemented))
print(id(None) == id(None), id(...) == id(None), id(NotImplemented) == id(...))
