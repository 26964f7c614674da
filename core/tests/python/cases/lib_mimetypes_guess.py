import mimetypes

db = mimetypes.MimeTypes()
for t in ["x.gz", "x.tar.gz", "X.TXT", "x.tgz", "a.svgz", "data:text/html;base64,xx", "data:,hi",
          "data:foo", "data:a=b,x", "x.Z", "x.z", "noext", "x.bz2.gz", "http://a/b.png?x",
          "x.xul", "x.jpg.GZ", ".bashrc", "dir.d/file", "x.tar.xz", "x.TGZ", "x.GZ", "C:/x.txt",
          "HTTP://a/b.PNG", "data:TEXT/HTML,x", "mailto:x.html", "a:b:c.txt", "/a:b/c.txt",
          "x.tar.Gz", "x.SVGZ", "page.html", "style.css", "app.js", "data.json", "img.jpeg",
          "doc.pdf", "a.py", "a.mp3", "a.mp4", "a.zip", "a.csv", "a.rtf", "a.webp", "a.wasm"]:
    print(repr(t), db.guess_type(t), db.guess_type(t, strict=False))
for ty in ["image/jpeg", "text/plain", "TEXT/HTML", "image/jpg", "application/json",
           "text/x-python", "application/octet-stream", "no/such"]:
    print(ty, db.guess_extension(ty), db.guess_extension(ty, strict=False),
          db.guess_all_extensions(ty), db.guess_all_extensions(ty, False))
db.add_type("application/x-foo", ".FOO")
print(db.guess_type("a.FOO"), db.guess_type("a.foo"), db.guess_extension("application/x-foo"))
db.add_type("Application/X-Bar", ".bar")
print(db.guess_type("a.bar"), db.guess_extension("application/x-bar"))
db.add_type("text/x-mine", ".mine", strict=False)
print(db.guess_type("a.mine"), db.guess_type("a.mine", False), db.guess_all_extensions("text/x-mine", False))
try:
    db.guess_type(5)
except TypeError as e:
    print("TypeError", e)
print(len(db.types_map[True]) >= 149, db.encodings_map[".bz2"], db.suffix_map[".tgz"])
# the module's functions (the built-in tables, plus the system's mime.types where CPython reads one)
print(mimetypes.guess_type("report.pdf"), mimetypes.guess_type("index.html"),
      mimetypes.guess_extension("text/plain"), mimetypes.guess_extension("image/png"))
print(mimetypes.inited, ".txt" in mimetypes.types_map, mimetypes.encodings_map[".gz"])
