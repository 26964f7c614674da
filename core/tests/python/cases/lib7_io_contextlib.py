import io, contextlib, sys
s = io.StringIO('line1\nline2\r\nline3')
print(s.readline(), repr(s.readline()), s.read(), repr(s.read()), s.tell())
s.seek(0); print(s.readlines())
s.seek(0); print([l for l in s])
w = io.StringIO()
print(w.write('hello'), w.write(' world'), w.getvalue(), w.tell())
w.seek(0); w.write('J'); print(w.getvalue())
w.seek(3); w.truncate(); print(repr(w.getvalue()))
w.seek(10); w.write('X'); print(repr(w.getvalue()))
print(w.readable(), w.writable(), w.seekable(), w.closed)
w.close(); print(w.closed)
try:
    w.getvalue()
except ValueError as e:
    print('ValueError', e)
n = io.StringIO('a\r\nb\rc', newline=None); print(repr(n.read()))
n2 = io.StringIO('a\r\nb\rc', newline=''); print(n2.readlines())
buf = io.StringIO()
print('x', 1, sep='-', end='!\n', file=buf); print(repr(buf.getvalue()))
with contextlib.redirect_stdout(io.StringIO()) as f:
    print('captured')
print(repr(f.getvalue()))
with contextlib.suppress(ZeroDivisionError, KeyError):
    1 / 0
print('after suppress')
@contextlib.contextmanager
def tag(name):
    print(f'<{name}>')
    try:
        yield name.upper()
    except ValueError as e:
        print('caught', e)
    finally:
        print(f'</{name}>')
with tag('b') as t:
    print('body', t)
with tag('i'):
    raise ValueError('oops')
try:
    with tag('u'):
        raise KeyError('k')
except KeyError as e:
    print('outer', repr(e))
with contextlib.ExitStack() as stack:
    for n in 'xyz':
        stack.enter_context(tag(n))
    stack.callback(print, 'callback ran')
    print('inside stack')
class Res(contextlib.AbstractContextManager):
    def __exit__(self, *exc):
        print('exit', exc[0].__name__ if exc[0] else None)
        return False
with Res() as r:
    print(type(r).__name__)
with contextlib.nullcontext(42) as v:
    print(v)
class Closer:
    def close(self): print('closed!')
with contextlib.closing(Closer()):
    pass
@tag('deco')
def decorated():
    print('in decorated')
decorated()
class Ctx(contextlib.ContextDecorator):
    def __enter__(self): print('enter'); return self
    def __exit__(self, *a): print('exit'); return False
@Ctx()
def g(): print('g body')
g()
es = contextlib.ExitStack()
es.callback(lambda: print('popped'))
moved = es.pop_all(); es.close(); print('es closed'); moved.close()
with contextlib.redirect_stderr(io.StringIO()) as err:
    print('to err', file=sys.stderr)
print(repr(err.getvalue()))
