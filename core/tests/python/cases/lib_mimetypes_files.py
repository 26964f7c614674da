import mimetypes
import os

with open("mt_types.txt", "w") as f:
    f.write("# comment line\napplication/x-demo    demo dmo   # trailing\n\ntext/x-extra extra\n")
read = mimetypes.read_mime_types("mt_types.txt")
print({k: v for k, v in read.items() if "x-" in v and k in (".demo", ".dmo", ".extra", ".tar")}, len(read) > 100, mimetypes.read_mime_types("mt_missing.txt"))
db = mimetypes.MimeTypes(["mt_types.txt"])
print(db.guess_type("a.demo"), db.guess_type("a.dmo"), db.guess_all_extensions("application/x-demo"))
db2 = mimetypes.MimeTypes()
db2.read("mt_types.txt", strict=False)
print(db2.guess_type("a.extra"), db2.guess_type("a.extra", strict=False))
mimetypes.add_type("application/x-added", ".added")
print(mimetypes.guess_type("x.added"), mimetypes.guess_extension("application/x-added"))
mimetypes.init(["mt_types.txt"])
print(mimetypes.guess_type("z.demo"), mimetypes.guess_type("x.added"))
try:
    db.read("mt_missing.txt")
except FileNotFoundError as e:
    print("FileNotFoundError", e)
os.remove("mt_types.txt")
print(mimetypes.__all__)
