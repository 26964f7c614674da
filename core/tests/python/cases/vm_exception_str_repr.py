# Exceptions' __str__ and __repr__ called by name, unbound, and through super() in a subclass:
# BaseException's, KeyError's (its argument's repr), OSError's, SyntaxError's.
def t(label, fn):
    try:
        print(label, repr(fn()))
    except Exception as e:
        print(label, type(e).__name__, e)
for cls in (Exception, KeyError, ValueError, OSError, StopIteration, SystemExit, UnicodeError, AttributeError, NameError, ImportError, SyntaxError, BaseException):
    for args in ((), ("a",), ("a", 2), (3,)):
        if cls is SyntaxError and len(args) == 2: args = ("a", ("f.py", 3, 1, "x = 1"))
        e = cls(*args)
        t(f"{cls.__name__}{args} str", lambda: e.__str__())
        t(f"{cls.__name__}{args} repr", lambda: e.__repr__())
        t(f"{cls.__name__}{args} str()", lambda: str(e))
        t(f"{cls.__name__}{args} repr()", lambda: repr(e))
        t(f"{cls.__name__}{args} cls.__str__", lambda: cls.__str__(e))
        t(f"{cls.__name__}{args} BaseException.__str__", lambda: BaseException.__str__(e))
class K(KeyError):
    def __str__(self):
        return "K:" + super().__str__()
    def __repr__(self):
        return "R:" + super().__repr__()
t("K str", lambda: str(K("a")))
t("K repr", lambda: repr(K("a")))
t("K 2", lambda: (str(K("a", "b")), repr(K())))
class V(ValueError):
    def __str__(self):
        return f"V[{super().__str__()}]"
t("V", lambda: (str(V("x")), repr(V("x")), str(V()), str(V(1, 2))))
class M(Exception):
    def __init__(self, msg, code):
        super().__init__(msg)
        self.code = code
    def __str__(self):
        return f"{super().__str__()} (code {self.code})"
t("M", lambda: (str(M("boom", 3)), repr(M("boom", 3))))
try:
    raise K("missing")
except KeyError as e:
    t("raised K", lambda: (str(e), repr(e), e.args))
t("OSError errno", lambda: (OSError(2, "nf").__str__(), OSError(2, "nf", "f.txt").__str__(), repr(OSError(2, "nf"))))
t("KeyError obj", lambda: (KeyError(1).__str__(), KeyError((1,2)).__str__(), KeyError(None).__repr__()))
t("Exception.__str__ unbound", lambda: Exception.__str__(KeyError("z")))
t("KeyError.__str__ unbound", lambda: KeyError.__str__(KeyError("z")))
t("Exception.__repr__", lambda: Exception.__repr__(KeyError("z")))
t("StopIteration value", lambda: StopIteration(5).value)
t("UnicodeDecodeError", lambda: UnicodeDecodeError("utf-8", b"\xff", 0, 1, "bad").__str__())
t("ExceptionGroup", lambda: ExceptionGroup("eg", [ValueError(1)]).__str__())
for a in [('a',(1,2)),('a',(1,2,3,4,5,6,7)),('a',5)]:
    t(f"SyntaxError{a}", lambda: str(SyntaxError(*a)))
