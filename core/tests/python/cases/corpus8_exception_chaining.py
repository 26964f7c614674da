# __cause__/__context__/__suppress_context__, notes, finally overriding returns, with-suppression.
try:
    raise ValueError("a", 2)
except ValueError as e:
    print(e, repr(e), e.args)
try:
    raise ValueError()
except ValueError as e:
    print(repr(str(e)), repr(e))
e = Exception("x")
e.add_note("note1")
print(e.__notes__, repr(e))
try:
    try:
        1 / 0
    except ZeroDivisionError as z:
        raise ValueError("wrapped") from z
except ValueError as v:
    print(type(v.__cause__).__name__, v.__suppress_context__, type(v.__context__).__name__)
try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise ValueError("ctx")
except ValueError as v:
    print(type(v.__context__).__name__, v.__cause__, v.__suppress_context__)
try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise ValueError("none") from None
except ValueError as v:
    print(v.__cause__, v.__suppress_context__, type(v.__context__).__name__)


def f():
    try:
        return "try"
    finally:
        print("finally runs")


print(f())


def f2():
    try:
        raise KeyError
    finally:
        return "swallowed"


print(f2())


def f3():
    for i in range(3):
        try:
            continue
        finally:
            print("fin", i)


f3()


class CM:
    def __enter__(self):
        print("enter")
        return "val"
    def __exit__(self, t, v, tb):
        print("exit", t.__name__ if t else None, v)
        return True


with CM() as x:
    print(x)
    raise ValueError("suppressed")
print("after with")
with CM(), CM() as y:
    print(y)
print(isinstance(KeyError(), LookupError), issubclass(ModuleNotFoundError, ImportError), [c.__name__ for c in KeyError.__mro__])
