# e.__traceback__ is one object while the traceback stays the same (and sys.exc_info's); code
# compiled in 'single' mode shows expression values through sys.displayhook; exec(s) in a
# function reads its locals, and what it stores stays in the frame's one locals() dict.
import sys
def t(label, fn):
    try:
        print(label, repr(fn()))
    except Exception as e:
        print(label, type(e).__name__, e)
try:
    1 / 0
except ZeroDivisionError as e:
    tb = e.__traceback__
    t("tb is", lambda: tb is e.__traceback__)
    t("tb is twice", lambda: e.__traceback__ is e.__traceback__)
    t("exc_info tb", lambda: sys.exc_info()[2] is e.__traceback__)
    t("tb_next", lambda: tb.tb_next is None)
    t("tb_lineno", lambda: tb.tb_lineno)
    t("with_traceback", lambda: e.with_traceback(tb) is e)
    t("after with_tb", lambda: e.__traceback__ is tb)
def g():
    raise ValueError("v")
try:
    g()
except ValueError as e:
    t("chain", lambda: (e.__traceback__.tb_next is e.__traceback__.tb_next, e.__traceback__.tb_next.tb_frame.f_code.co_name))
code = compile("1 + 2", "<s>", "single")
exec(code)
exec(compile("x = 5", "<s>", "single"))
exec(compile("x", "<s>", "single"))
exec(compile("None", "<s>", "single"))
exec(compile("'a' * 2", "<s>", "single"))
exec(compile("if True:\n    7\n", "<s>", "single"))
exec(compile("print('p')", "<s>", "single"))
t("single eval", lambda: eval(compile("3*3", "<s>", "single")))
t("single two", lambda: compile("1\n2\n", "<s>", "single"))
def f():
    a = 1
    b = [2]
    exec("print(a, b)")
    exec("c = a + 10")
    d = {}
    exec("e = 1 + 1", globals(), d)
    print(d)
    print(eval("a + b[0]"))
    exec("b.append(3)")
    print(b)
    return locals().get("c", "no c")
t("exec in f", f)
def h():
    y = 3
    def inner():
        return exec("print(y)")
    return inner()
t("exec closure", h)
def k():
    z = 4
    exec("print(z); z = 99; print(z)")
    return z
t("exec no write", k)
def deep():
    try:
        1 / 0
    except ZeroDivisionError as e:
        inner = e.__traceback__
        raise
try:
    deep()
except ZeroDivisionError as e:
    outer = e.__traceback__
    t("outer next", lambda: outer.tb_next.tb_frame.f_code.co_name)
    t("dir", lambda: [n for n in dir(e) if "tb" in n or "cache" in n])
    t("vars", lambda: vars(e))
    t("again", lambda: e.__traceback__ is outer)
    import traceback
    t("format_tb", lambda: len(traceback.format_tb(e.__traceback__)))
    t("extract", lambda: [f.name for f in traceback.extract_tb(outer)])
import sys
seen = []
sys.displayhook = seen.append
exec(compile("40 + 2", "<s>", "single"))
exec(compile("for i in range(2):\n    i\n", "<s>", "single"))
sys.displayhook = sys.__displayhook__
t("seen", lambda: seen)
exec(compile("x = 1; x + 1", "<s>", "single"))
exec(compile("def q():\n    5\n", "<s>", "single"))
q()
t("underscore", lambda: __builtins__._ if hasattr(__builtins__, "_") else __builtins__["_"])
t("single bad", lambda: compile("if 1:\n  5\n6", "<s>", "single"))
def m():
    a = 1
    def inner():
        b = 2
        exec("print(b, sorted(locals()))")
        return eval("b * 10")
    r = inner()
    exec("a2 = a * 3")
    return r, locals()["a2"]
t("exec nested", m)
def n(p, *args, **kw):
    exec("print(p, args, kw)")
t("exec args", lambda: n(1, 2, k=3))
def lo():
    v = 1
    d1 = locals()
    w = 2
    d2 = locals()
    del v
    d3 = locals()
    return d1 is d2, sorted(d3), d1 is d3
t("locals same dict", lo)
def gen():
    a = 1
    yield locals()
    b = 2
    yield locals()
t("gen locals", lambda: (lambda g: (lambda x, y: (x is y, sorted(y)))(next(g), next(g)))(gen()))
