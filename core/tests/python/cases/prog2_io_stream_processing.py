"""Stream processing with io: StringIO/BytesIO, TextIOWrapper encodings, seek/tell, line iteration, truncate."""
import io

log = io.StringIO()
for i, lvl in enumerate(["INFO", "WARN", "INFO", "ERROR", "INFO"]):
    print(f"{i:03d} {lvl:<5} message {i}", file=log)
print(log.tell(), len(log.getvalue()))
log.seek(0)
print(repr(log.readline()), repr(log.read(9)), log.tell())
print([ln.split()[1] for ln in log])
log.seek(0)
errors = [ln.rstrip() for ln in log.readlines() if "ERROR" in ln]
print(errors, log.read(), log.readline() == "")
log.seek(20)
log.write("#OVERWRITE#")
log.seek(0)
print(log.readlines()[1])
log.truncate(40)
print(repr(log.getvalue()), log.tell())
log.seek(0, io.SEEK_END)
print(log.tell(), log.closed)
log.close()
try:
    log.write("x")
except ValueError as e:
    print("ValueError", e)

raw = io.BytesIO()
raw.write("naïve café\n".encode("utf-8"))
raw.write(b"\xff\xfe bad bytes\n")
raw.write("line three\r\nline four".encode())
print(raw.getvalue()[:12], raw.tell(), raw.getbuffer().nbytes)
raw.seek(0)
text = io.TextIOWrapper(raw, encoding="utf-8", errors="replace", newline=None)
print([ln for ln in text])
raw2 = io.BytesIO("ünï\n".encode("latin-1"))
t2 = io.TextIOWrapper(raw2, encoding="latin-1")
print(repr(t2.read()), t2.encoding)
raw3 = io.BytesIO(b"\xe9t\xe9\n")
t3 = io.TextIOWrapper(raw3, encoding="utf-8")
try:
    t3.read()
except UnicodeDecodeError as e:
    print("UnicodeDecodeError", e.reason, e.start, e.end)

b = io.BytesIO(b"0123456789")
print(b.read(3), b.seek(-2, io.SEEK_END), b.read(), b.seek(2), b.read1(3) if hasattr(b, "read1") else None)
b.seek(0)
chunk = bytearray(4)
print(b.readinto(chunk), chunk, b.tell())
b.seek(12)
b.write(b"!")
print(b.getvalue())
out = io.StringIO(newline="\r\n")
out.write("a\nb\n")
print(repr(out.getvalue()))
sio = io.StringIO("x\ny\nz")
print(list(sio), sio.seekable(), sio.readable(), sio.writable(), isinstance(sio, io.TextIOBase), isinstance(b, io.BufferedIOBase))
for bad in [lambda: io.StringIO(b"bytes"), lambda: io.BytesIO("str"), lambda: io.StringIO().seek(-1), lambda: io.StringIO().seek(1, io.SEEK_CUR),
            lambda: io.BytesIO().write("s"), lambda: io.StringIO().write(5)]:
    try:
        bad()
    except (TypeError, ValueError, OSError) as e:
        print(type(e).__name__, e)
