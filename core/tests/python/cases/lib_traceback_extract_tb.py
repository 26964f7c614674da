import sys, traceback

def inner(n):
    if n == 0:
        raise ValueError("bottom")
    inner(n - 1)

def outer():
    inner(2)

try:
    outer()
except ValueError:
    tb = sys.exc_info()[2]
    for fs in traceback.extract_tb(tb):
        print(fs.filename, fs.lineno, fs.name, repr(fs.line), fs)
    print(traceback.format_tb(tb))
    print(traceback.format_tb(tb, limit=2))
    print(traceback.format_tb(tb, limit=-1))
    traceback.print_tb(tb, file=sys.stdout)
    for f, lineno in traceback.walk_tb(tb):
        print(f.f_code.co_name, lineno)
    s = traceback.extract_tb(tb, limit=1)
    print(type(s).__name__, len(s), s[0][:3], list(s[0]), tuple(s[0]) == s[0])
    print("".join(traceback.format_list(traceback.extract_tb(tb))), end="")
    traceback.print_list(traceback.extract_tb(tb)[1:], file=sys.stdout)
    print(traceback.format_exc(limit=1), end="")
    print(traceback.format_exception(*sys.exc_info(), limit=2))
    traceback.print_exc(limit=-1, file=sys.stdout)
traceback.format_tb(5)
