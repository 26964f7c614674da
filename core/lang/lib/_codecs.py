"""The codec functions pickles name (`_codecs.encode` rebuilds protocol 0-2 bytes)."""


def encode(obj, encoding="utf-8", errors="strict"):
    return obj.encode(encoding, errors)


def decode(obj, encoding="utf-8", errors="strict"):
    return obj.decode(encoding, errors)
