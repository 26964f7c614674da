# The codecs utf-8-sig and cp1252, with CPython's errors and handlers.
import codecs


def t(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__, e, getattr(e, "start", None), getattr(e, "end", None))


t("sig enc", lambda: "é".encode("utf-8-sig"))
t("sig enc empty", lambda: "".encode("UTF-8-SIG"))
t("sig dec", lambda: b"\xef\xbb\xbfx".decode("utf-8-sig"))
t("sig dec nobom", lambda: b"x\xc3\xa9".decode("utf_8_sig"))
t("sig dec twice", lambda: b"\xef\xbb\xbf\xef\xbb\xbfx".decode("utf-8-sig"))
t("sig dec empty", lambda: b"".decode("utf-8-sig"))
t("sig dec bad", lambda: b"\xef\xbb\xbfa\xff".decode("utf-8-sig"))
t("sig dec short", lambda: b"\xef\xbb".decode("utf-8-sig"))
t("sig dec replace", lambda: b"\xef\xbb\xbfa\xffb".decode("utf-8-sig", "replace"))
t("sig name", lambda: "utf8-sig".encode("utf8-sig"))
t("cp enc", lambda: "é€‚ž".encode("cp1252"))
t("cp enc alias", lambda: "é".encode("windows-1252"))
t("cp enc bad", lambda: "ā".encode("cp1252"))
t("cp enc run", lambda: "xāă€y".encode("cp1252"))
for h in ("replace", "ignore", "backslashreplace", "xmlcharrefreplace"):
    t("cp enc " + h, lambda: "xāă€y".encode("cp1252", h))
t("cp dec", lambda: bytes(range(0x80, 0xA0)).decode("cp1252", "replace"))
t("cp dec high", lambda: bytes(range(0xA0, 0x100)).decode("cp1252") == bytes(range(0xA0, 0x100)).decode("latin-1"))
t("cp dec bad", lambda: b"\x80\x81\x8d\x90z".decode("cp1252"))
for h in ("replace", "ignore", "backslashreplace"):
    t("cp dec " + h, lambda: b"\x80\x81\x8d\x90z".decode("cp1252", h))
t("codecs cp", lambda: codecs.encode("€", "cp1252"))
t("codecs cp dec", lambda: codecs.decode(b"\x80", "windows-1252"))
t("lookup", lambda: codecs.lookup("cp1252").name)
