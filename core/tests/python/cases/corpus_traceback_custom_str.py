import traceback, sys

def level3(x):
    if x == 0:
        raise ZeroDivisionError("division by zero")
    return 10 / x

def level2(x):
    level3(x - 1)

def level1():
    level2(1)

try:
    level1()
except ZeroDivisionError:
    traceback.print_exc(file=sys.stdout)

try:
    {}["missing"]
except KeyError as e:
    print("".join(traceback.format_exception_only(type(e), e)), end="")
    print(traceback.format_exc().splitlines()[-1])

def bad():
    raise ValueError("bad value %d" % 3)
try:
    bad()
except Exception as e:
    tb = e.__traceback__
    frames = traceback.extract_tb(tb)
    for fr in frames:
        print(fr.name, fr.lineno, fr.line)
    print(len(frames))
try:
    try:
        raise IndexError("list index out of range")
    except IndexError as e:
        raise TypeError("wrapped") from e
except TypeError:
    lines = traceback.format_exc().splitlines()
    for l in lines:
        print(l)
class MyErr(Exception):
    def __str__(self):
        return "custom str"
try:
    raise MyErr(1, 2)
except MyErr as e:
    print(repr(e), str(e), e.args)
    traceback.print_exception(e, file=sys.stdout)
e = ValueError("x")
print(traceback.format_exception_only(e))
print(sys.exc_info())
try:
    raise KeyError("a", "b")
except:
    t, v, tb = sys.exc_info()
    print(t.__name__, v, tb is not None)
