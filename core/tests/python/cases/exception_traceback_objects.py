import traceback, sys
def f():
    raise ValueError("bad")
def g():
    f()
try:
    g()
except ValueError as e:
    tb = e.__traceback__
    print(type(tb).__name__, tb.tb_lineno, tb.tb_next.tb_lineno, tb.tb_next.tb_frame.f_code.co_name)
    print([fs.name for fs in traceback.extract_tb(e.__traceback__)])
    print(len(traceback.format_tb(e.__traceback__)))
    print("".join(traceback.format_exception(e)).splitlines()[-1])
    traceback.print_tb(e.__traceback__, limit=1, file=sys.stdout)
    e2 = e.with_traceback(None)
    print(e2 is e, e.__traceback__)
print(ValueError("x").__traceback__)
try:
    try:
        1 / 0
    except ZeroDivisionError as z:
        raise KeyError("k") from z
except KeyError as k:
    print(k.__cause__.__traceback__.tb_lineno, k.__traceback__.tb_lineno)
    print(traceback.format_exception(k)[-1], end="")
print(traceback.extract_tb(None), list(traceback.walk_tb(None)))
try:
    ValueError().with_traceback(3)
except TypeError as e:
    print(e)
