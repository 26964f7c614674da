import base64, binascii
data = b"Hello, World! \x00\xff\xfe"
for f in (base64.b64encode, base64.urlsafe_b64encode, base64.b32encode, base64.b16encode, base64.a85encode, base64.b85encode, base64.b32hexencode):
    enc = f(data)
    print(f.__name__, enc)
print(base64.b64decode(b"SGVsbG8="), base64.b64decode("SGVsbG8"+"="), base64.urlsafe_b64decode(b"-_-_"), base64.b32decode(b"JBSWY3DP"))
print(base64.encodebytes(b"x" * 60), base64.standard_b64encode(b"\xfb\xff"))
try:
    base64.b64decode(b"abc")
except binascii.Error as e:
    print("Error:", e)
print(binascii.hexlify(b"\x01\xab"), binascii.hexlify(b"\x01\xab\xcd", "-"), binascii.unhexlify("deadbeef"), bytes.fromhex("de ad"))
print(binascii.crc32(b"hello world"), hex(binascii.crc32(b"")), binascii.crc_hqx(b"abc", 0), binascii.b2a_base64(b"hi"))
