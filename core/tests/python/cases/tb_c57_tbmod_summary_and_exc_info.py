import sys, traceback
def f(a):
    b = a * 2
    return b / 0
try:
    f(3)
except ZeroDivisionError as e:
    tb = e.__traceback__
    while tb.tb_next:
        tb = tb.tb_next
    print(tb.tb_frame.f_code.co_name, tb.tb_lineno)
    print(traceback.format_list(traceback.extract_tb(e.__traceback__)))
    traceback.print_tb(e.__traceback__, limit=1, file=sys.stdout)
    te = traceback.TracebackException.from_exception(e)
    print(list(te.format(chain=False))[-1], end="")
    print(te.stack[-1].name, te.stack[-1].lineno, te.stack[-1].line)
    s = traceback.StackSummary.from_list([("<program>", 4, "f", "return b / 0")])
    print(s.format())
print(sys.exc_info())
try:
    raise KeyError("a")
except KeyError:
    try:
        raise ValueError("b")
    except ValueError:
        print(sys.exc_info()[0].__name__)
    print(sys.exc_info()[0].__name__)
print(sys.exception() if hasattr(sys, "exception") else "no sys.exception")
f(1)
