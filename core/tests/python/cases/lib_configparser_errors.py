import configparser

p = configparser.ConfigParser()
try:
    p.read_string("[s]\n=x\nb\n  [t]\n[]\nok = 1\n")
except configparser.ParsingError as e:
    print(repr(e.message))
    print(e.errors, e.args, e.source)
print(p.sections(), dict(p["s"]))
for text, kw in [("x=1\n", {"source": "src"}), ("[a]\nx=1\n[b]\n[a]\n", {}), ("[a]\nx=1\nX=2\n", {}),
                 ("[DEFAULT]\nx=1\n[DEFAULT]\nx=2\n", {}), ("\n\n# c\nkey\n", {"source": "f.ini"})]:
    try:
        configparser.ConfigParser().read_string(text, **kw)
        print("ok")
    except configparser.Error as e:
        print(type(e).__name__, repr(str(e)), e.args)
try:
    configparser.ConfigParser().read_dict({"a": {"x": 1, "X": 2}})
except configparser.DuplicateOptionError as e:
    print(repr(str(e)), e.args, e.section, e.option, e.source, e.lineno)
loose = configparser.ConfigParser(strict=False)
loose.read_string("[a]\nx=1\nx=2\n[a]\ny=3\n")
print(dict(loose["a"]))
print(repr(configparser.NoSectionError("s")), configparser.NoOptionError("o", "s"))
e = configparser.Error("m")
print(repr(e), e.args, configparser.Error().args, e.message)
print(configparser.InterpolationDepthError("o", "s", "raw"))
print(configparser.InterpolationMissingOptionError("o", "s", "raw", "ref").reference)
print(configparser.ParsingError("src").args, [c.__name__ for c in configparser.MissingSectionHeaderError.__mro__[:4]])
print(issubclass(configparser.InterpolationSyntaxError, configparser.InterpolationError),
      issubclass(configparser.DuplicateOptionError, configparser.Error))
try:
    configparser.ParsingError()
except ValueError as e:
    print("ValueError", e)
