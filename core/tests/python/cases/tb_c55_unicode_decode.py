print(b"caf\xc3\xa9".decode())
print("é".encode("utf-8"))
try:
    "é".encode("ascii")
except UnicodeEncodeError as e:
    print(e)
data = b"\xff\xfe"
text = data.decode("utf-8")
