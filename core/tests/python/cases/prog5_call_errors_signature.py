# function call errors and argument binding, as a plugin API validator would see them
import inspect
def connect(host, port=5432, *, timeout=10, ssl=False):
    return f"{host}:{port} t={timeout} ssl={ssl}"
def pos_only(a, b, /, c=3): return a + b + c
def star(*args, sep="-", **kw): return sep.join(map(str, args)) + (f" {sorted(kw.items())}" if kw else "")
class Svc:
    def method(self, x): return x
    @staticmethod
    def smeth(y): return y
    @classmethod
    def cmeth(cls, z): return z
calls = [
    "connect()", "connect('h', 1, 2)", "connect('h', timeout=1, tls=True)", "connect('h', host='x')",
    "connect(port=1)", "pos_only(1, b=2)", "pos_only(1)", "pos_only(1, 2, 3, 4)", "star(1, 2, sep='+', x=1)",
    "Svc().method()", "Svc().method(1, 2)", "Svc.method(1)", "Svc.smeth()", "Svc.cmeth(1, 2)", "connect(*['h', 1], **{'ssl': True})",
    "connect(**{'host': 'h', 'port': 2, 'timeout': 3})", "connect('h', **{'port': 1}, port=2)", "star(*range(3), **{'sep': '|'})",
    "(lambda: 0)(1)", "(lambda x, *, y: 0)(1, 2)", "len()", "len([], [])", "int('12', 8)", "max()", "sorted([3, 1], extra=1)",
    "connect('h', None, timeout=None)", "isinstance(1)", "getattr(1)", "abs(1, 2)",
]
for c in calls:
    try:
        print(f"{c:50} = {eval(c)!r}")
    except TypeError as e:
        print(f"{c:50} ! {e}")
sig = inspect.signature(connect)
print(sig, list(sig.parameters), [p.kind.name for p in sig.parameters.values()], sig.parameters["port"].default)
ba = sig.bind("db", timeout=3)
ba.apply_defaults()
print(ba.arguments, ba.args, ba.kwargs)
try:
    sig.bind()
except TypeError as e:
    print("bind:", e)
try:
    sig.bind("a", "b", "c")
except TypeError as e:
    print("bind:", e)
print(inspect.signature(pos_only), inspect.signature(star), inspect.signature(Svc().method), inspect.signature(Svc.cmeth))
def annotated(a: int, b: "str" = "x", *c: float, d: bool = True, **e: dict) -> list: ...
print(inspect.signature(annotated), inspect.signature(annotated).return_annotation)
print(connect.__defaults__, connect.__kwdefaults__, connect.__code__.co_argcount, connect.__code__.co_kwonlyargcount, connect.__code__.co_varnames[:4])
def kwonly_required(*, a, b=1): return a + b
try:
    kwonly_required()
except TypeError as e:
    print(e)
try:
    kwonly_required(1)
except TypeError as e:
    print(e)
def many(a, b, c, d): pass
try:
    many(1)
except TypeError as e:
    print(e)
try:
    many(1, 2, e=5)
except TypeError as e:
    print(e)
try:
    pos_only(a=1, b=2)
except TypeError as e:
    print(e)
def defaults_shared(x, acc=[]):
    acc.append(x); return acc
print(defaults_shared(1), defaults_shared(2), defaults_shared(3, []))
print(star(), star(sep=":"), star(1, sep=""), (lambda *a, **k: (a, k))(*"ab", **dict(z=1)))
