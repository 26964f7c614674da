def t(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__, e)
def outer():
    x = 1
    def inner(): return x
    return inner
f = outer()
c = f.__closure__[0]
t('type', lambda: type(c))
t('name', lambda: type(c).__name__)
t('contents', lambda: c.cell_contents)
def setc(): c.cell_contents = 5
t('set', setc)
t('after', lambda: (c.cell_contents, f()))
def empty():
    def g(): return y
    y = 1
    del y
    return g
e = empty().__closure__[0]
t('empty', lambda: e.cell_contents)
def delc(): del c.cell_contents
t('del', delc)
t('after del', lambda: c.cell_contents)
t('call after del', f)
t('no closure', lambda: t.__closure__)
t('cell eq', lambda: f.__closure__[0] == f.__closure__[0])
def gen():
    yield 1
    yield 2
g = gen()
t('gi_frame before', lambda: g.gi_frame is None)
t('gi_running', lambda: g.gi_running)
t('gi_suspended', lambda: g.gi_suspended)
next(g)
t('suspended after next', lambda: g.gi_suspended)
t('gi_frame mid', lambda: g.gi_frame is None)
t('f_lineno', lambda: g.gi_frame.f_lineno)
t('f_locals', lambda: g.gi_frame.f_locals)
list(g)
t('gi_frame after', lambda: g.gi_frame)
t('suspended end', lambda: g.gi_suspended)
def selfref():
    yield gen_obj.gi_running
gen_obj = selfref()
t('running inside', lambda: next(gen_obj))
t('gi_code', lambda: g.gi_code.co_name)
def gen2(a):
    b = a + 1
    yield b
g2 = gen2(4)
t('unstarted line', lambda: g2.gi_frame.f_lineno)
t('unstarted locals', lambda: g2.gi_frame.f_locals)
next(g2)
t('started locals', lambda: sorted(g2.gi_frame.f_locals.items()))
t('code name', lambda: g2.gi_frame.f_code.co_name)
import types
t('CellType', lambda: isinstance(f.__closure__[0], types.CellType))
t('CellType()', lambda: types.CellType(3).cell_contents)
t('CellType empty', lambda: types.CellType().cell_contents)
def counter():
    n = 0
    def inc():
        nonlocal n
        n += 1
        return n
    def reset():
        nonlocal n
        del n
    return inc, reset
inc, reset = counter()
inc(); inc()
t('shared', lambda: [c.cell_contents for c in inc.__closure__])
reset()
t('after nonlocal del', inc)
t('reset twice', reset)
