import contextlib, io, sys
with contextlib.suppress(KeyError, IndexError):
    {}['x']
print('after suppress')
buf = io.StringIO()
with contextlib.redirect_stdout(buf):
    print('captured', 1, 2, sep='-')
    print('line2', end='!')
print(repr(buf.getvalue()))
err = io.StringIO()
with contextlib.redirect_stderr(err):
    print('to err', file=sys.stderr)
print(repr(err.getvalue()))
@contextlib.contextmanager
def tag(name):
    print(f'<{name}>')
    try:
        yield name.upper()
    except ValueError as e:
        print('caught', e)
    finally:
        print(f'</{name}>')
with tag('a') as t:
    print('inside', t)
with tag('b'):
    raise ValueError('boom')
with contextlib.ExitStack() as stack:
    names = [stack.enter_context(tag(n)) for n in 'xy']
    stack.callback(print, 'callback ran', names)
    print('body')
with contextlib.nullcontext(5) as v:
    print('null', v)
class Res:
    def close(self): print('closed')
with contextlib.closing(Res()) as r:
    print('using', type(r).__name__)
s = io.StringIO('line1\nline2\n\nline4')
print(s.readline(), s.readlines(), s.tell(), s.seek(0), s.read(3), s.read(), repr(s.read()))
s2 = io.StringIO(); s2.write('abc'); s2.seek(1); s2.write('Z'); print(s2.getvalue(), s2.truncate(2), s2.getvalue(), list(io.StringIO('a\nb')))
b = io.BytesIO(b'\x00\x01\x02hello'); print(b.read(3), b.read(), b.getvalue()[:2], b.seek(-2, 2), b.read(), b.getbuffer().nbytes)
w = io.TextIOWrapper(io.BytesIO(), encoding='utf-8', newline=''); w.write('é\n'); w.flush(); print(w.buffer.getvalue())
class Ctx(contextlib.ContextDecorator):
    def __enter__(self): print('enter'); return self
    def __exit__(self, *exc): print('exit', exc[0].__name__ if exc[0] else None); return False
@Ctx()
def decorated(x): print('run', x)
decorated(3)
with contextlib.suppress(ZeroDivisionError):
    1 / 0
    print('never')
try:
    with contextlib.suppress(KeyError):
        [][1]
except IndexError as e:
    print('IndexError', e)
with contextlib.chdir if False else contextlib.nullcontext():
    pass
st = contextlib.ExitStack(); st.callback(lambda: print('popped-all')); st2 = st.pop_all(); st.close(); print('between'); st2.close()
