import contextlib, io, functools, typing, copy, heapq, json
from typing import NamedTuple, Optional, TypedDict, Generic, TypeVar
@contextlib.contextmanager
def tag(name, log):
    log.append(f"<{name}>")
    try:
        yield name.upper()
    except KeyError as e:
        log.append(f"caught {e}")
    finally:
        log.append(f"</{name}>")
log = []
with tag("a", log) as t, tag("b", log):
    log.append(t)
with tag("c", log):
    raise KeyError("x")
print(log)
buf = io.StringIO()
with contextlib.redirect_stdout(buf):
    print("captured", 1, 2, sep="-")
print(repr(buf.getvalue()))
with contextlib.suppress(ZeroDivisionError):
    1 / 0
with contextlib.ExitStack() as stack:
    for n in "xy":
        stack.enter_context(tag(n, log))
    stack.callback(lambda: log.append("cb"))
print(log[-5:])
s = io.StringIO("line1\nline2\nline3\n")
print(s.readline(), s.readlines(), s.tell())
class Cache:
    def __init__(self): self.n = 0
    @functools.cached_property
    def value(self):
        self.n += 1
        return self.n * 10
c = Cache(); print(c.value, c.value, c.n)
@functools.singledispatch
def show(x): return f"obj {x}"
@show.register(int)
def _(x: int): return f"int {x}"
@show.register(list)
def _(x): return f"list of {len(x)}"
print(show(1), show([1, 2]), show("s"), show(2.5))
class Emp(NamedTuple):
    name: str
    salary: float = 0.0
    def raise_(self, pct): return self._replace(salary=self.salary * (1 + pct))
e = Emp("ann", 100.0)
print(e, e.raise_(0.1), Emp._fields, Emp.__annotations__)
T = TypeVar("T")
class Stack(Generic[T]):
    def __init__(self): self.items: list[T] = []
    def push(self, x: T) -> None: self.items.append(x)
st = Stack[int](); st.push(3); print(st.items, typing.get_type_hints(Emp))
class Movie(TypedDict):
    title: str
    year: int
m: Movie = {"title": "x", "year": 1}
print(m, Optional[int], typing.Union[int, str], typing.List[int])
print(list(heapq.merge([1, 4, 7], [2, 5], [3])), json.dumps({"a": (1, 2), "b": None}), json.dumps([1.0, float("inf")]))
d = {"k": [1, {"z": 2}]}
d2 = copy.deepcopy(d); d2["k"][1]["z"] = 99
print(d, d2)
