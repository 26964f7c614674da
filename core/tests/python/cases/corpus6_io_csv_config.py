import io, csv, configparser

def t(label, f):
    try:
        r = f()
        print(label, repr(r))
    except Exception as e:
        print(label, type(e).__name__, e)

s = io.StringIO("line1\nline2\r\nline3")
t("readline", lambda: (s.readline(), s.readline(), s.tell(), s.read(3), s.readlines(), s.read(), s.seek(0), s.read(5)))
w = io.StringIO()
w.write("abc"); w.seek(1); w.write("Z"); w.seek(0, 2); w.write("!")
t("write", lambda: (w.getvalue(), w.tell(), w.truncate(2), w.getvalue()))
t("closed", lambda: (lambda x: (x.close(), x.closed, x.read()))(io.StringIO("q")))
b = io.BytesIO(b"\x00\x01hello")
t("bytesio", lambda: (b.read(2), b.read(), b.getvalue(), b.seek(-3, 2), b.read(), b.getbuffer().nbytes))
t("textwrapper", lambda: io.TextIOWrapper(io.BytesIO("héllo\nx".encode("utf-8")), encoding="utf-8").readlines())
t("iter lines", lambda: [l for l in io.StringIO("a\nb\n\nc")])
rows = [["name", "qty", "note"], ["pen", 3, 'says "hi"'], ["ink, blue", 0.5, ""], ["x\ny", None, " sp "]]
out = io.StringIO()
csv.writer(out).writerows(rows)
t("csv write", lambda: out.getvalue())
out2 = io.StringIO()
csv.writer(out2, delimiter=";", quoting=csv.QUOTE_NONNUMERIC, lineterminator="\n").writerows(rows)
t("csv nonnumeric", lambda: out2.getvalue())
out3 = io.StringIO()
csv.writer(out3, quoting=csv.QUOTE_ALL, quotechar="'").writerow(["a", 1, "b'c"])
t("csv all", lambda: out3.getvalue())
t("csv read", lambda: list(csv.reader(io.StringIO(out.getvalue()))))
t("csv read opts", lambda: list(csv.reader(["a; 'b;c' ;d", "1;2"], delimiter=";", quotechar="'", skipinitialspace=True)))
t("csv nonnumeric read", lambda: list(csv.reader(io.StringIO(out2.getvalue()), delimiter=";", quoting=csv.QUOTE_NONNUMERIC)))
dr = csv.DictReader(io.StringIO("a,b\n1,2\n3\n4,5,6\n"))
t("dictreader", lambda: ([r for r in dr], dr.fieldnames))
dw_out = io.StringIO()
dw = csv.DictWriter(dw_out, fieldnames=["x", "y"], extrasaction="ignore", restval="?")
dw.writeheader(); dw.writerow({"x": 1, "z": 9}); dw.writerows([{"y": 2}])
t("dictwriter", lambda: dw_out.getvalue())
t("dictwriter bad", lambda: csv.DictWriter(io.StringIO(), ["a"]).writerow({"b": 1}))
t("csv escape", lambda: (lambda o: (csv.writer(o, quoting=csv.QUOTE_NONE, escapechar="\\").writerow(["a,b", "c"]), o.getvalue())[1])(io.StringIO()))
t("csv none err", lambda: csv.writer(io.StringIO(), quoting=csv.QUOTE_NONE).writerow(["a,b"]))
t("csv strict", lambda: list(csv.reader(['"a"b,c'], strict=True)))
t("csv lax", lambda: list(csv.reader(['"a"b,c', 'x"y"z'])))
t("sniff", lambda: csv.Sniffer().sniff("a;b;c\n1;2;3\n").delimiter)
t("has header", lambda: csv.Sniffer().has_header("name,age\nann,3\nbob,4\n"))
cp = configparser.ConfigParser()
cp.read_string("""
[DEFAULT]
timeout = 30
debug = no

[server]
host = example.com
port = 8080
path = /api/%(host)s
ratio = 0.75

[client]
debug = yes
names = a,
   b,
   c
""")
t("sections", lambda: (cp.sections(), list(cp["server"]), cp.defaults()["timeout"]))
t("get", lambda: (cp.get("server", "host"), cp.getint("server", "port"), cp.getfloat("server", "ratio"), cp.getboolean("client", "debug"), cp["server"].getboolean("debug"), cp.get("server", "path"), cp.get("server", "path", raw=True), cp.get("client", "names")))
t("get fallback", lambda: (cp.get("server", "nope", fallback="fb"), cp["client"].get("timeout"), cp.has_option("client", "timeout"), cp.has_section("DEFAULT")))
t("get miss", lambda: cp.get("server", "nope"))
t("section miss", lambda: cp.get("nosuch", "x"))
t("bad int", lambda: cp.getint("server", "host"))
t("bad bool", lambda: cp.getboolean("server", "host"))
cp["new"] = {"k": "v", "n": "1"}
cp.set("server", "port", "9090")
out4 = io.StringIO()
cp.write(out4)
print(out4.getvalue())
t("items", lambda: cp.items("client"))
t("dup", lambda: configparser.ConfigParser().read_string("[a]\nx=1\nx=2\n"))
t("dup section", lambda: configparser.ConfigParser().read_string("[a]\n[a]\n"))
t("no section", lambda: configparser.ConfigParser().read_string("x=1\n"))
t("interp err", lambda: (lambda c: (c.read_string("[s]\na=%(b)s\n"), c.get("s", "a")))(configparser.ConfigParser()))
raw = configparser.RawConfigParser()
raw.read_string("[s]\np = 100%\n")
t("raw", lambda: raw.get("s", "p"))
