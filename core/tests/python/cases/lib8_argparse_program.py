import argparse, io, contextlib, shlex
def build():
    p = argparse.ArgumentParser(prog='todo', description='Manage a todo list.')
    p.add_argument('-f', '--file', default='todo.txt', metavar='FILE', help='list file')
    sub = p.add_subparsers(dest='command', metavar='COMMAND')
    a = sub.add_parser('add', help='add an item', description='Add a new item.')
    a.add_argument('text', nargs='+', help='item text')
    a.add_argument('-p', '--priority', type=int, choices=range(1, 4), default=2)
    a.add_argument('--due', type=lambda s: tuple(map(int, s.split('-'))))
    l = sub.add_parser('list', help='list items')
    l.add_argument('--all', '-a', action='store_true', help='include done items')
    l.add_argument('--limit', type=int, default=None)
    d = sub.add_parser('done', help='mark done')
    d.add_argument('ids', type=int, nargs='*')
    return p
p = build()
for line in ['add buy milk -p 1', 'add "call mom" --due 2024-05-01', '-f other.txt list -a --limit 5', 'done 1 2 3', 'done', 'list']:
    ns = p.parse_args(shlex.split(line))
    print(line, '->', sorted(vars(ns).items()))
print(p.format_help())
print(p._subparsers._group_actions[0].choices['add'].format_help())
err = io.StringIO()
for line in ['add x -p 7', 'frob', 'done a']:
    try:
        with contextlib.redirect_stderr(err):
            p.parse_args(shlex.split(line))
    except SystemExit as e:
        print('exit', e.code)
print(err.getvalue())
q = argparse.ArgumentParser(prog='pre', prefix_chars='+', allow_abbrev=False, add_help=False)
q.add_argument('+x', type=int)
q.add_argument('++long-name', dest='ln')
print(q.parse_args(['+x', '3', '++long-name', 'v']), q.format_usage(), end='')
r = argparse.ArgumentParser(prog='fromfile', fromfile_prefix_chars='@')
r.add_argument('--n', type=int, default=0)
print(r.parse_args(['--n', '4']), r.parse_intermixed_args(['--n', '5']))
s = argparse.ArgumentParser(prog='im')
s.add_argument('xs', nargs='*'); s.add_argument('--k')
print(s.parse_intermixed_args(['a', '--k', 'v', 'b']))
t = argparse.ArgumentParser(prog='bo')
t.add_argument('--feature', action=argparse.BooleanOptionalAction, default=True, help='toggle feature')
print(t.parse_args([]), t.parse_args(['--no-feature']), t.format_help())
