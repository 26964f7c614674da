import functools
import inspect


def f(a: int, b: "str" = "x", *args: float, c: list = None, **kw: dict) -> bool:
    pass


def plain(a, b):
    pass


class Base:
    x: int
    y: "float" = 1.0


class Child(Base):
    z: str


@functools.wraps(f)
def wrapper(*args, **kwargs):
    return f(*args, **kwargs)


print(inspect.get_annotations(f))
print(inspect.get_annotations(f, eval_str=True))
print(inspect.get_annotations(plain))
print(inspect.get_annotations(Base), inspect.get_annotations(Child))
print(inspect.get_annotations(Base, eval_str=True))
print(inspect.get_annotations(wrapper, eval_str=True))
print(inspect.get_annotations(lambda: 0), inspect.get_annotations(int))
ann = inspect.get_annotations(f)
ann["new"] = 1
print("new" in f.__annotations__)


class Bad:
    pass


def weird():
    pass


weird.__annotations__ = {"q": "undefined_name_here + 1"}
print(inspect.get_annotations(weird))
try:
    inspect.get_annotations(weird, eval_str=True, globals={"undefined_name_here": 41})
except Exception as e:
    print(type(e).__name__, e)
print(inspect.get_annotations(weird, eval_str=True, globals={"undefined_name_here": 41}))
inspect.get_annotations(42)
