import argparse, sys, io, contextlib
def attempt(p, argv):
    err = io.StringIO()
    try:
        with contextlib.redirect_stderr(err):
            r = p.parse_args(argv)
        print('ok', r)
    except SystemExit as e:
        print('exit', e.code)
        print(err.getvalue(), end='')
p = argparse.ArgumentParser(prog='prog')
p.add_argument('n', type=int)
p.add_argument('--color', choices=['red', 'blue'])
p.add_argument('--req', required=True)
attempt(p, ['5', '--req', 'x'])
attempt(p, ['five', '--req', 'x'])
attempt(p, ['5'])
attempt(p, ['5', '--req', 'x', '--color', 'green'])
attempt(p, ['5', '--req', 'x', 'extra'])
attempt(p, ['--req', 'x'])
attempt(p, ['5', '--req'])
attempt(p, ['5', '--req', 'x', '--bogus'])
g = p.add_mutually_exclusive_group()
g.add_argument('--a', action='store_true')
g.add_argument('--b', action='store_true')
attempt(p, ['1', '--req', 'r', '--a', '--b'])
attempt(p, ['1', '--req', 'r', '--b'])
out = io.StringIO()
try:
    with contextlib.redirect_stdout(out):
        p.parse_args(['-h'])
except SystemExit as e:
    print('help exit', e.code)
print(out.getvalue())
def positive(s):
    v = int(s)
    if v <= 0:
        raise argparse.ArgumentTypeError('%r is not positive' % s)
    return v
q = argparse.ArgumentParser(prog='q')
q.add_argument('--k', type=positive)
attempt(q, ['--k', '3'])
attempt(q, ['--k', '-3'])
attempt(q, ['--k', '0'])
v = argparse.ArgumentParser(prog='v')
v.add_argument('--version', action='version', version='%(prog)s 1.2')
o = io.StringIO()
try:
    with contextlib.redirect_stdout(o):
        v.parse_args(['--version'])
except SystemExit as e:
    print('version exit', e.code, repr(o.getvalue()))
e = argparse.ArgumentParser(prog='e', exit_on_error=False)
e.add_argument('--n', type=int)
try:
    e.parse_args(['--n', 'x'])
except argparse.ArgumentError as ex:
    print('ArgumentError:', ex)
