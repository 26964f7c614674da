# ImportError's `name`, `path` and `msg`, given or set by the import system, and the keyword
# arguments a built-in exception's constructor refuses (CPython's messages, never dropped).
e = ImportError("boom", name="pkg", path="/x")
print(e, e.name, e.path, e.msg, e.args)
e2 = ImportError("plain")
print(e2.name, e2.path, e2.msg)
try:
    import no_such_thing
except ImportError as e:
    print(type(e).__name__, e.name, e.path, e.msg)
try:
    import json.nope
except ModuleNotFoundError as e:
    print(e, e.name)
try:
    from json import no_such_name
except ImportError as e:
    print(type(e).__name__, e.name)
for make in (lambda: ValueError("x", foo=1), lambda: ImportError("m", bad=2), lambda: KeyError(k=1)):
    try:
        make()
    except TypeError as e:
        print("TypeError:", e)


class E(Exception):
    pass


try:
    E("a", code=1)
except TypeError as e:
    print("TypeError:", e)


class F(Exception):
    def __init__(self, msg, code=0):
        super().__init__(msg)
        self.code = code


f = F("boom", code=3)
print(f, f.code, f.args)


class G(ImportError):
    pass


g = G("gone", name="mod")
print(g.name, g.path, g.msg, g.args)
try:
    super(F, f).__init__("x", y=1)
except TypeError as e:
    print("TypeError:", e)
