import configparser
import io

p = configparser.ConfigParser(allow_no_value=True, inline_comment_prefixes=("#", ";"),
                              comment_prefixes=("#", ";", "//"), delimiters=("=",))
p.read_string("""
[mysqld]
user = mysql  # the user
pid-file = /var/run/mysqld.pid ; inline
skip-external-locking
old_passwords = 1
url = http://x#notcomment
// full comment
key: with colon = value
empty =
""")
print(dict(p["mysqld"]))
print(p.get("mysqld", "skip-external-locking"), p.has_option("mysqld", "skip-external-locking"))
p.set("mysqld", "flag")
buf = io.StringIO()
p.write(buf)
print(buf.getvalue())

q = configparser.ConfigParser(empty_lines_in_values=False, default_section="general")
try:
    q.read_string("[general]\nbase = 1\n[s]\nv = a\n  b\n\n  c\n")
except configparser.ParsingError as e:
    print("ParsingError", repr(str(e)))
print(q.sections(), q.defaults(), q.options("s"), q.has_option("s", "base"))
try:
    print(repr(q.get("s", "v")))
except configparser.Error as e:
    print(type(e).__name__, e)

r = configparser.ConfigParser(defaults={"Num": 5, "pct": "5%"})
print(r.defaults(), r.get("DEFAULT", "num"))
r.optionxform = str
r.read_string("[Case]\nMixedKey = 1\nmixedkey = 2\n")
print(r.options("Case"), r["Case"]["MixedKey"])


class Keep(configparser.ConfigParser):
    def optionxform(self, s):
        return s.upper()


k = Keep(converters={"list": lambda v: [x.strip() for x in v.split(",")]})
k.read_string("[s]\nitems = a, b ,c\nflag = On\nn = 3\n")
print(k.options("s"), k.getlist("s", "items"), k["s"].getlist("ITEMS"), k["s"].getboolean("flag"),
      k["s"].getint("n"), k["s"].getint("zz", 9), k["s"].getfloat("zz"))
print(sorted(k.converters), k.converters["int"], k.getlist("s", "nope", fallback=[]))
k.converters["upper"] = str.upper
print(k.getupper("s", "items"), k["s"].getupper("flag"))
del k.converters["upper"]
print(hasattr(k, "getupper"), len(k.converters))
sec = k["s"]
print(repr(sec), sec.name, sec.parser is k, len(sec), list(sec), "ITEMS" in sec, "x" in sec)
sec["new"] = "v"
del sec["NEW"]
try:
    del sec["NEW"]
except KeyError as e:
    print("KeyError", e)
try:
    sec["x"] = 5
except TypeError as e:
    print("TypeError", e)
print(dict(k["DEFAULT"]), k.BOOLEAN_STATES["on"])
k.BOOLEAN_STATES = {"si": True, "no": False}
print(k.getboolean("s", "flag", fallback="fb") if False else k.getboolean("DEFAULT", "x", fallback="fb"))
try:
    k.getboolean("s", "flag")
except ValueError as e:
    print("ValueError", e)
