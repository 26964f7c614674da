import configparser

basic = configparser.ConfigParser()
basic.read_string("""
[DEFAULT]
home = /home/%(user)s
user = nobody

[paths]
user = alice
data = %(home)s/data
deep = %(data)s/x
pct = 100%%
a = %(b)s
b = %(c)s
c = %(a)s
missing = %(zz)s
bad1 = %x
bad2 = %(g
""")
for opt in ["home", "data", "deep", "pct", "a", "missing", "bad1", "bad2"]:
    try:
        print(opt, repr(basic.get("paths", opt)), repr(basic.get("paths", opt, raw=True)))
    except configparser.InterpolationError as e:
        print(opt, type(e).__name__, e, e.args)
print(basic.get("paths", "data", vars={"home": "/v"}), basic.get("DEFAULT", "home"))
print(basic.items("paths", raw=True)[:3])
print(basic["paths"]["data"], basic["paths"].get("deep"), basic["paths"].get("deep", raw=True))
for value in ["50%", "%(a)s %% %y", "%(ok)s", "%%", "100%% sure"]:
    try:
        basic.set("paths", "new", value)
        print("set", repr(value), repr(basic.get("paths", "new", raw=True)))
    except ValueError as e:
        print("ValueError", e)
try:
    basic.items("paths")
except configparser.InterpolationError as e:
    print(type(e).__name__, e.option)

ext = configparser.ConfigParser(interpolation=configparser.ExtendedInterpolation())
ext.read_string("""
[common]
home_dir = /Users
library_dir = /Library
system_dir = /System
macports_dir = /opt/local
cost = $$5

[frameworks]
Python = 3.2
path: ${common:system_dir}/Library/Frameworks/

[Arthur]
nickname = Two Sheds
last_name = Jackson
my_dir: ${common:home_dir}/twosheds
my_pictures: ${my_dir}/Pictures
python_dir: ${frameworks:path}/Python/Versions/${frameworks:Python}
bad = ${a:b:c}
missing = ${nope}
missing_sect = ${nosect:x}
dollar = $x
unclosed = ${abc
""")
for opt in ["my_dir", "my_pictures", "python_dir", "bad", "missing", "missing_sect", "dollar", "unclosed"]:
    try:
        print(opt, repr(ext.get("Arthur", opt)))
    except configparser.InterpolationError as e:
        print(opt, type(e).__name__, e)
print(ext.get("common", "cost"), ext["frameworks"]["path"])
for value in ["$5", "${ok}", "$$", "a $ b"]:
    try:
        ext.set("common", "new", value)
        print("set", repr(value))
    except ValueError as e:
        print("ValueError", e)

raw = configparser.RawConfigParser()
raw.read_string("[s]\na = %(b)s\nb = 1\n")
raw.set("s", "n", 5)
print(raw.get("s", "a"), raw.get("s", "n"), raw.items("s"))
none = configparser.ConfigParser(interpolation=None)
none.read_string("[s]\na = %(b)s\n")
print(none.get("s", "a"))
try:
    configparser.ConfigParser(interpolation=object())
except TypeError as e:
    print("TypeError", str(e).split(";")[0])
