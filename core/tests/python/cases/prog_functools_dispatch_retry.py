from functools import reduce, partial, singledispatch, total_ordering, cached_property, wraps, cmp_to_key
import operator
import time

print(reduce(operator.mul, range(1, 11)), reduce(lambda a, b: a + [b * 2], [1, 2, 3], []))
try:
    reduce(operator.add, [])
except TypeError as e:
    print("TypeError:", e)


@singledispatch
def describe(obj):
    return f"object of type {type(obj).__name__}"


@describe.register
def _(obj: int):
    return f"int {obj}"


@describe.register(list)
@describe.register(tuple)
def _(obj):
    return f"sequence of {len(obj)}: " + ", ".join(describe(x) for x in obj)


@describe.register(bool)
def _(obj):
    return "yes" if obj else "no"


for v in [3, True, [1, "a", (2.5,)], {"k": 1}, None]:
    print(describe(v))
print(describe.dispatch(bool).__name__, sorted(t.__name__ for t in describe.registry if t is not object))


@total_ordering
class Version:
    def __init__(self, text):
        self.parts = tuple(int(x) for x in text.split("."))

    def __eq__(self, other):
        if not isinstance(other, Version):
            return NotImplemented
        return self.parts == other.parts

    def __lt__(self, other):
        if not isinstance(other, Version):
            return NotImplemented
        return self.parts < other.parts

    def __repr__(self):
        return "v" + ".".join(map(str, self.parts))

    def __hash__(self):
        return hash(self.parts)


vs = [Version(s) for s in ["1.10.0", "1.2", "1.2.0", "0.9.9", "1.9"]]
print(sorted(vs), max(vs), Version("1.2") <= Version("1.2"), Version("2") >= Version("10"))
print(Version("1.0") == "1.0", Version("1") != Version("1"))
try:
    Version("1") < 3
except TypeError as e:
    print("TypeError:", e)


class Report:
    def __init__(self, data):
        self.data = data
        self.computed = 0

    @cached_property
    def summary(self):
        self.computed += 1
        return {"n": len(self.data), "sum": sum(self.data)}


r = Report([1, 2, 3])
print(r.summary, r.summary, r.computed)
del r.summary
print(r.summary, r.computed, "summary" in r.__dict__)


def retry(times=3, exceptions=(ValueError,)):
    def deco(fn):
        @wraps(fn)
        def wrapper(*args, **kwargs):
            last = None
            for attempt in range(1, times + 1):
                try:
                    return fn(*args, **kwargs)
                except exceptions as e:
                    last = e
                    print(f"  attempt {attempt} failed: {e}")
            raise RuntimeError(f"{fn.__name__} failed after {times} attempts") from last
        return wrapper
    return deco


calls = iter([ValueError("boom"), ValueError("bang"), 42])


@retry(times=3)
def flaky():
    """Sometimes works."""
    v = next(calls)
    if isinstance(v, Exception):
        raise v
    return v


print(flaky(), flaky.__name__, flaky.__doc__)
calls = iter([ValueError("x")] * 5)
try:
    flaky()
except RuntimeError as e:
    print("RuntimeError:", e, "| cause:", repr(e.__cause__))

pow2 = partial(pow, 2)
print(pow2(10), [pow2(i) for i in range(5)])
base16 = partial(int, base=16)
print(base16("ff"), base16("10", base=2))


def compare_len_then_alpha(a, b):
    if len(a) != len(b):
        return len(a) - len(b)
    return (a > b) - (a < b)


words = ["pear", "fig", "apple", "kiwi", "date", "banana"]
print(sorted(words, key=cmp_to_key(compare_len_then_alpha)))
print(list(map(operator.itemgetter(1), [(1, "a"), (2, "b")])), operator.attrgetter("parts")(Version("3.1")))
print(operator.methodcaller("upper")("abc"), operator.itemgetter(0, 2)("xyz"))
