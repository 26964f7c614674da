import contextlib, io
from contextlib import contextmanager, ExitStack, suppress, redirect_stdout, nullcontext, closing
@contextmanager
def transaction(db):
    snapshot = dict(db)
    try:
        yield db
    except Exception as e:
        db.clear(); db.update(snapshot)
        print('rolled back:', type(e).__name__, e)
        raise
    else:
        print('committed')
db = {'a': 1}
with transaction(db) as t:
    t['b'] = 2
try:
    with transaction(db) as t:
        t['c'] = 3
        raise RuntimeError('boom')
except RuntimeError:
    pass
print(db)
@contextmanager
def swallow():
    try:
        yield
    except ZeroDivisionError:
        print('swallowed')
with swallow():
    1 / 0
print('continued')
@contextmanager
def bad():
    yield 1
    yield 2
try:
    with bad():
        pass
except RuntimeError as e:
    print('RuntimeError', e)
@contextmanager
def noyield():
    if False:
        yield
try:
    with noyield():
        pass
except RuntimeError as e:
    print('RuntimeError', e)
def opener(name, log):
    log.append('open ' + name)
    @contextmanager
    def cm():
        try:
            yield name.upper()
        finally:
            log.append('close ' + name)
    return cm()
log = []
with ExitStack() as st:
    files = [st.enter_context(opener(n, log)) for n in 'abc']
    print(files)
print(log)
log = []
try:
    with ExitStack() as st:
        st.enter_context(opener('x', log))
        st.callback(log.append, 'cb')
        st.push(lambda *exc: log.append('push ' + (exc[0].__name__ if exc[0] else 'None')) or True)
        raise ValueError('v')
except ValueError:
    print('not reached')
print(log)
with ExitStack() as outer:
    @outer.callback
    def done():
        print('done callback')
    print('body')
with suppress(KeyError):
    {}['x']
with suppress():
    pass
try:
    with suppress(KeyError):
        [][0]
except IndexError as e:
    print('IndexError', e)
buf = io.StringIO()
with redirect_stdout(buf):
    print('hidden'); help if False else None
print(buf.getvalue().strip(), len(buf.getvalue()))
def maybe_lock(lock=None):
    return lock if lock is not None else nullcontext()
with maybe_lock() as l:
    print('lock', l)
class Resource:
    def __init__(self): self.closed = False
    def close(self): self.closed = True
r = Resource()
with closing(r) as rr:
    print(rr is r, r.closed)
print(r.closed)
@contextmanager
def tagged(t):
    print(f'<{t}>', end='')
    yield
    print(f'</{t}>', end='')
with tagged('a'), tagged('b'):
    print('x', end='')
print()
cm = tagged('z')
with cm:
    pass
print()
try:
    with cm:
        pass
except (RuntimeError, AttributeError) as e:
    print(type(e).__name__, e)
class Reentrant(contextlib.ContextDecorator):
    depth = 0
    def __enter__(self):
        Reentrant.depth += 1; return self
    def __exit__(self, *a):
        Reentrant.depth -= 1
@Reentrant()
def rec(n):
    return Reentrant.depth if n == 0 else rec(n - 1)
print(rec(3), Reentrant.depth)
