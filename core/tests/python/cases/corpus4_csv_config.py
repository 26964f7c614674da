import csv, io, configparser
raw = 'name,age,city\n"Smith, J",42,"New\nYork"\nDoe,,"Quote ""here"""\n'
rows = list(csv.reader(io.StringIO(raw)))
print(rows)
for r in csv.DictReader(io.StringIO(raw)):
    print(dict(r))
out = io.StringIO()
w = csv.writer(out)
w.writerow(["a,b", 'say "hi"', 3, None, 1.5, "plain"])
w.writerows([[1, 2], ["x\ny", ""]])
print(repr(out.getvalue()))
out = io.StringIO()
dw = csv.DictWriter(out, fieldnames=["id", "name"], extrasaction="ignore")
dw.writeheader()
dw.writerow({"id": 1, "name": "A", "extra": 0})
dw.writerow({"id": 2})
print(repr(out.getvalue()))
out = io.StringIO()
csv.writer(out, delimiter="\t", quoting=csv.QUOTE_ALL, lineterminator="\n").writerow(["a", 1, "b c"])
csv.writer(out, quoting=csv.QUOTE_NONNUMERIC, lineterminator="\n").writerow(["a", 1, 2.5])
csv.writer(out, quoting=csv.QUOTE_MINIMAL, lineterminator="\n", quotechar="'").writerow(["it's", "x"])
print(out.getvalue(), end="")
print(list(csv.reader(["a;b;'c;d'"], delimiter=";", quotechar="'")), list(csv.reader(['1,"2",3'], quoting=csv.QUOTE_NONNUMERIC)))
print(list(csv.reader(["  a,  b"], skipinitialspace=True)), list(csv.reader(["a\\,b,c"], escapechar="\\")))
try:
    csv.writer(io.StringIO(), quoting=csv.QUOTE_NONE).writerow(["a,b"])
except csv.Error as e:
    print("csv.Error:", e)
cfg = configparser.ConfigParser()
cfg.read_string("""
[DEFAULT]
base = /srv
debug = no

[server]
host = localhost
port = 8080
path = ${base}/www
root = %(base)s/root
ratio = 0.75

[client]
debug = yes
names = a, b,
  c
""")
print(cfg.sections(), cfg.defaults() == {"base": "/srv", "debug": "no"}, list(cfg["server"]))
print(cfg["server"]["host"], cfg.getint("server", "port"), cfg.getfloat("server", "ratio"), cfg.getboolean("server", "debug"), cfg.getboolean("client", "debug"))
print(cfg["server"]["root"], cfg["server"]["path"], repr(cfg["client"]["names"]), cfg.get("server", "missing", fallback="fb"))
print(cfg.has_section("client"), cfg.has_option("client", "base"), "server" in cfg, cfg["server"].get("nope", "d"))
try:
    cfg.get("nosection", "x")
except configparser.NoSectionError as e:
    print("NoSectionError:", e)
try:
    cfg.get("server", "nokey")
except configparser.NoOptionError as e:
    print("NoOptionError:", e)
cfg["new"] = {"k": "v", "n": "1"}
cfg.set("server", "port", "9090")
s = io.StringIO()
cfg.write(s)
print(s.getvalue())
