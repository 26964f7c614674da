import functools
import time


def counter(start=0, step=1):
    value = start - step

    def nxt():
        nonlocal value
        value += step
        return value

    def reset():
        nonlocal value
        value = start - step

    nxt.reset = reset
    return nxt


c = counter(10, 5)
print(c(), c(), c())
c.reset()
print(c())

fns = [lambda: i for i in range(3)]
print([f() for f in fns])
fns = [lambda i=i: i for i in range(3)]
print([f() for f in fns])


def make_multipliers():
    return [functools.partial(lambda k, x: k * x, k) for k in range(1, 4)]


print([m(10) for m in make_multipliers()])


def compose(*fns):
    return functools.reduce(lambda f, g: lambda x: g(f(x)), fns, lambda x: x)


pipeline = compose(str.strip, str.lower, lambda s: s.replace(" ", "_"))
print(pipeline("  Hello World Again "))


def debug(prefix=">>"):
    def decorator(fn):
        depth = 0

        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            nonlocal depth
            sig = ", ".join([repr(a) for a in args] + [f"{k}={v!r}" for k, v in kwargs.items()])
            print(f"{prefix}{'  ' * depth} {fn.__name__}({sig})")
            depth += 1
            try:
                result = fn(*args, **kwargs)
            finally:
                depth -= 1
            print(f"{prefix}{'  ' * depth} {fn.__name__} -> {result!r}")
            return result
        return wrapper
    return decorator


@debug()
def fact(n):
    return 1 if n <= 1 else n * fact(n - 1)


fact(4)


@debug(prefix="##")
def greet(name, *, loud=False):
    return name.upper() if loud else name


greet("ann", loud=True)
print(fact.__wrapped__(5), fact.__name__)


def call_counter(fn):
    @functools.wraps(fn)
    def wrapper(*a, **k):
        wrapper.calls += 1
        return fn(*a, **k)
    wrapper.calls = 0
    return wrapper


@call_counter
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


print(fib(15), fib.calls)


class method_logger:
    def __init__(self, fn):
        functools.update_wrapper(self, fn)
        self.fn = fn
        self.log = []

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return functools.partial(self, obj)

    def __call__(self, obj, *args):
        self.log.append((type(obj).__name__, args))
        return self.fn(obj, *args)


class Calc:
    @method_logger
    def add(self, a, b):
        return a + b


k = Calc()
print(k.add(1, 2), k.add(3, 4), Calc.add.log, Calc.add.__name__)


def accumulate():
    total = []

    def add(x):
        total.append(x)
        return sum(total)
    return add


acc = accumulate()
print([acc(x) for x in [5, 10, 15]], acc.__closure__[0].cell_contents)

x = "global"


def outer():
    x = "enclosing"

    def inner():
        return x

    def inner_global():
        global x
        return x
    return inner(), inner_global()


print(outer())


def broken():
    try:
        print(y)
    except NameError as e:
        print("NameError:", e)
    try:
        z += 1
    except UnboundLocalError as e:
        print("UnboundLocalError:", e)
    z = 0


broken()


def once(fn):
    done = False
    result = None

    @functools.wraps(fn)
    def wrapper(*a):
        nonlocal done, result
        if not done:
            result = fn(*a)
            done = True
        return result
    return wrapper


@once
def init(v):
    print("init called with", v)
    return v * 2


print(init(1), init(2))
adders = {n: (lambda n: lambda x: x + n)(n) for n in (1, 10)}
print(adders[1](5), adders[10](5))
gen_fns = (lambda: n for n in range(2))
print([g() for g in gen_fns])
