# pickle: classes and functions by reference (GLOBAL, STACK_GLOBAL, protocol <4's getattr
# reduction for nested names), Python 2 names with fix_imports, and CPython's refusals.
import pickle


class Outer:
    class Inner:
        class Deep:
            pass

    def method(self):
        pass


def func():
    pass


def make_local():
    def local():
        pass
    return local


lam = lambda: 0

things = [Outer, Outer.Inner, Outer.Inner.Deep, Outer.method, func, len, range, int, str,
          ValueError, FileNotFoundError, type(None), type(...), type(NotImplemented), ...,
          NotImplemented, abs, float]
for p in range(6):
    print("protocol", p)
    for t in things:
        d = pickle.dumps(t, p)
        print(" ", d, pickle.loads(d) is t)
    d = pickle.dumps(things, p)
    print("  all", len(d), pickle.loads(d) == things)
for p in (0, 2, 3):
    print(p, pickle.dumps(range, p, fix_imports=False), pickle.dumps(Outer.Inner, p, fix_imports=False))
print(pickle.loads(b"c__builtin__\nxrange\n."), pickle.loads(b"cexceptions\nValueError\n."))
print(pickle.loads(b"\x80\x02c__builtin__\nunicode\n."), pickle.loads(b"\x80\x03c__builtin__\nunicode\n.", fix_imports=False) if False else "-")
try:
    pickle.loads(b"\x80\x03c__builtin__\nunicode\n.")
except ModuleNotFoundError as e:
    print("ModuleNotFoundError", e)


def message(e):
    text = str(e)
    if " at 0x" in text:
        start = text.index(" at 0x")
        text = text[:start] + text[text.index(">", start):]
    return text


for obj in (make_local(), lam, make_local):
    for p in (0, 2, 4):
        try:
            pickle.dumps(obj, p)
            print(p, "ok")
        except Exception as e:
            print(p, type(e).__name__, message(e))


class Gone:
    pass


gone = Gone
del Gone
try:
    pickle.dumps(gone)
except pickle.PicklingError as e:
    print("PicklingError", e)


class Twice:
    pass


first = Twice


class Twice:
    pass


try:
    pickle.dumps(first, 2)
except pickle.PicklingError as e:
    print("PicklingError", e)
first.__module__ = "no_such_module"
try:
    pickle.dumps(first)
except pickle.PicklingError as e:
    print("PicklingError", e)
for data in (b"c__main__\nnope\n.", b"\x80\x04\x8c\x08__main__\x8c\tOuter.Bad\x93.",
             b"\x80\x04\x8c\x08__main__\x8c\x15make_local.<locals>.x\x93.", b"cno_such\nx\n."):
    try:
        pickle.loads(data)
    except Exception as e:
        print(type(e).__name__, str(e).replace(repr(__import__("sys").modules["__main__"]), "<main>"))
