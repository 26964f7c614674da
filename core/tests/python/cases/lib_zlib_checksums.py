import zlib
print(zlib.crc32(b"abc"), zlib.adler32(b"abc"), zlib.adler32(b"x"*100000), zlib.crc32(b"hello", 5), zlib.adler32(bytearray(b"ab"), 7))
try:
    zlib.crc32("s")
except TypeError as e: print(e)
