import inspect
def connect(host, port=5432, *args, timeout: float = 3.0, retries=1, **options) -> "Conn":
    """Open a connection.

    More detail here.
    """
    return None
sig = inspect.signature(connect)
print(sig)
for name, p in sig.parameters.items():
    print(name, p.kind.name, p.default if p.default is not inspect.Parameter.empty else "-", p.annotation if p.annotation is not p.empty else "-")
print(sig.return_annotation, inspect.getdoc(connect).splitlines()[0], connect.__doc__.count("\n"))
ba = sig.bind("db", 1, 2, timeout=5, ssl=True)
print(ba.arguments, ba.args, ba.kwargs)
ba2 = sig.bind_partial("h")
ba2.apply_defaults()
print(ba2.arguments)
try:
    sig.bind()
except TypeError as e:
    print(type(e).__name__, e)
try:
    sig.bind("h", bogus_pos=1, port=2) and None
    print("bound with extras ok")
except TypeError as e:
    print(type(e).__name__, e)
def posonly(a, b=2, /, c=3):
    pass
print(inspect.signature(posonly), [p.kind.name for p in inspect.signature(posonly).parameters.values()])
class Service:
    def __init__(self, name: str, *, debug=False):
        self.name = name
    def run(self, n):
        return n
    @classmethod
    def create(cls):
        return cls("x")
    @staticmethod
    def util(a, b):
        return a
    @property
    def prop(self):
        return 1
print(inspect.signature(Service), inspect.signature(Service.run), inspect.signature(Service("s").run), inspect.signature(Service.create), inspect.signature(Service.util))
print(inspect.isclass(Service), inspect.isfunction(Service.run), inspect.ismethod(Service("s").run), inspect.isfunction(len), inspect.isbuiltin(len), inspect.isgeneratorfunction(lambda: (yield)))
members = [n for n, v in inspect.getmembers(Service) if not n.startswith("_")]
print(members, [n for n, _ in inspect.getmembers(Service, inspect.isfunction)])
def gen():
    yield 1
g = gen()
print(inspect.getgeneratorstate(g), next(g), inspect.getgeneratorstate(g), inspect.isgenerator(g))
print(inspect.Parameter("x", inspect.Parameter.KEYWORD_ONLY, default=1), inspect.Signature([inspect.Parameter("a", inspect.Parameter.POSITIONAL_OR_KEYWORD)]))
print(inspect.cleandoc("   first\n     indented\n   back"), inspect.getmro(bool)[1].__name__)
def validate(func):
    sig = inspect.signature(func)
    def wrapper(*a, **k):
        bound = sig.bind(*a, **k)
        for name, val in bound.arguments.items():
            ann = sig.parameters[name].annotation
            if ann is not inspect.Parameter.empty and not isinstance(val, ann):
                raise TypeError(f"{name} must be {ann.__name__}")
        return func(*a, **k)
    return wrapper
@validate
def area(w: int, h: int = 1):
    return w * h
print(area(3, 4), area(w=2))
try:
    area(2, "x")
except TypeError as e:
    print(type(e).__name__, e)
