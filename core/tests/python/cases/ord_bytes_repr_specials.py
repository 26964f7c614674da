# ord() of a one-byte bytes or bytearray; repr escapes the unassigned U+FFF0-U+FFF8.
print(ord(b'a'), ord(bytearray(b'\xff')), ord(b'\x00'))
for bad in [b'', b'ab', bytearray(b'xyz'), 5]:
    try:
        ord(bad)
    except TypeError as e:
        print("TypeError:", e)
print(repr('\ufff0\ufff8\ufff9\ufffc\ufffd'), '\ufff0'.isprintable(), '\ufffd'.isprintable())
print(ascii('\ufff0'), [c.isprintable() for c in '\ufff7\ufffa\ufffb'])
