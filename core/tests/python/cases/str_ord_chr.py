print(ord("A"), chr(97), chr(0x263A), [ord(c) for c in "hi"])
