# binascii.Error from the native base64 decoder, uncaught: CPython's last line.
import base64

print(base64.b64decode(b"YWJj"))
print(base64.b64decode(b"YWI="))
base64.b64decode(b"YWJjZA")
