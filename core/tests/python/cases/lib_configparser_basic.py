import configparser
import io

text = """
# a comment
; another
[DEFAULT]
ServerAliveInterval = 45
Compression = yes
CompressionLevel = 9
ForwardX11 = yes

[bitbucket.org]
User = hg

[topsecret.server.com]
Port = 50022
ForwardX11 = no
  [indented]
[spaced]
key: value with: colon
multi = first line
    second line

    after blank
other=x
"""
cfg = configparser.ConfigParser()
cfg.read_string(text)
print(cfg.sections(), cfg.defaults())
print(cfg.has_section("bitbucket.org"), cfg.has_section("DEFAULT"), cfg.has_section("nope"))
print(cfg.options("topsecret.server.com"))
print(cfg.get("bitbucket.org", "user"), cfg.get("bitbucket.org", "USER"), cfg["bitbucket.org"]["User"])
print(cfg.getint("topsecret.server.com", "port"), cfg.getfloat("DEFAULT", "compressionlevel"))
print(repr(cfg.get("topsecret.server.com", "forwardx11")), cfg.getboolean("bitbucket.org", "ForwardX11"))
print(repr(cfg.get("spaced", "key")), repr(cfg.get("spaced", "multi")), cfg.get("spaced", "other"))
print(cfg.has_option("spaced", "compression"), cfg.has_option("spaced", "nope"), cfg.has_option("nope", "x"),
      cfg.has_option("", "compression"), cfg.has_option("DEFAULT", "user"))
print(cfg.items("bitbucket.org"))
print([(name, type(sec).__name__) for name, sec in cfg.items()])
print(cfg.get("bitbucket.org", "nope", fallback="fb"), cfg.get("nosect", "x", fallback=None),
      cfg.getint("bitbucket.org", "nope", fallback=7), cfg.getboolean("x", "y", fallback=False))
print(cfg.get("bitbucket.org", "user", vars={"User": "override"}), cfg.get("bitbucket.org", "zz", vars={"ZZ": 5}))
for call in [lambda: cfg.get("nosect", "x"), lambda: cfg.get("bitbucket.org", "nope"),
             lambda: cfg.getint("bitbucket.org", "user"), lambda: cfg.getboolean("bitbucket.org", "user"),
             lambda: cfg.options("nosect"), lambda: cfg.items("nosect"), lambda: cfg["nosect"],
             lambda: cfg["bitbucket.org"]["nope"], lambda: cfg.set("nosect", "a", "b"),
             lambda: cfg.add_section("bitbucket.org"), lambda: cfg.add_section("DEFAULT"),
             lambda: cfg.set("bitbucket.org", "n", 5), lambda: cfg.add_section(5),
             lambda: cfg.set("bitbucket.org", 5, "x")]:
    try:
        print(call())
    except (configparser.Error, KeyError, ValueError, TypeError) as e:
        print(type(e).__name__, e, e.args)
cfg.add_section("new")
cfg.set("new", "Key", "Value")
cfg["new"]["other"] = "2"
cfg["third"] = {"a": 1, "B": "yes", "c": "x\ny"}
print(cfg.remove_option("new", "key"), cfg.remove_option("new", "key"), cfg.remove_section("bitbucket.org"),
      cfg.remove_section("bitbucket.org"))
buf = io.StringIO()
cfg.write(buf)
print(buf.getvalue())
buf = io.StringIO()
cfg.write(buf, space_around_delimiters=False)
print(buf.getvalue().splitlines()[:3])
print(list(cfg), len(cfg), "new" in cfg, "DEFAULT" in cfg, "zzz" in cfg)
del cfg["new"]
try:
    del cfg["DEFAULT"]
except ValueError as e:
    print("ValueError", e)
print(cfg.sections(), configparser.DEFAULTSECT, configparser.MAX_INTERPOLATION_DEPTH)
