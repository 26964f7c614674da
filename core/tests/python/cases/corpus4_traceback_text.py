import traceback, sys
def level3(x):
    return 10 / x
def level2(x):
    return level3(x - 1)
def level1():
    return level2(1)
try:
    level1()
except ZeroDivisionError:
    print(traceback.format_exc())
try:
    {"a": 1}["b"]
except KeyError:
    s = traceback.format_exc()
    print(s.splitlines()[-1])
    print(len(s.splitlines()))
try:
    try:
        int("x")
    except ValueError as e:
        raise RuntimeError("wrapped") from e
except RuntimeError:
    print(traceback.format_exc())
try:
    try:
        [][1]
    except IndexError:
        raise TypeError("during")
except TypeError:
    print(traceback.format_exc())
e = ValueError("bad value")
print(traceback.format_exception_only(type(e), e))
print(traceback.format_exception_only(e) if sys.version_info >= (3, 10) else "")
try:
    raise KeyError("k")
except KeyError as err:
    lines = traceback.format_exception(type(err), err, err.__traceback__)
    print(len(lines), lines[0], lines[-1], end="")
    tb = traceback.extract_tb(err.__traceback__)
    print(len(tb), tb[0].name, tb[0].line)
try:
    raise ValueError("noted")
except ValueError as err:
    err.add_note("first note")
    err.add_note("second note")
    print(traceback.format_exc())
class MyErr(Exception):
    def __str__(self):
        return "custom str"
try:
    raise MyErr(1, 2)
except MyErr:
    print(traceback.format_exc().splitlines()[-1])
try:
    raise Exception()
except Exception:
    print(traceback.format_exc().splitlines()[-1])
try:
    raise SystemExit(3)
except SystemExit as se:
    print("SystemExit", se.code, traceback.format_exception_only(type(se), se))
def gen():
    yield 1
    raise StopIteration("x")
try:
    list(gen())
except RuntimeError:
    print(traceback.format_exc())
print(traceback.format_exc())
