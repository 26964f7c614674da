import argparse, io
from contextlib import redirect_stdout, redirect_stderr

p = argparse.ArgumentParser(prog="todo", description="Manage a todo list.")
p.add_argument("-v", "--verbose", action="count", default=0)
sub = p.add_subparsers(dest="cmd", required=True)
add = sub.add_parser("add", help="add an item")
add.add_argument("text", nargs="+")
add.add_argument("--priority", "-p", type=int, choices=range(1, 4), default=2)
ls = sub.add_parser("list", help="show items")
ls.add_argument("--done", action="store_true")
ls.add_argument("--limit", type=int, default=None, metavar="N")
for argv in [["add", "buy", "milk", "-p", "3"], ["-vv", "list", "--limit", "5"], ["list"]]:
    print(vars(p.parse_args(argv)))
for argv in [["add"], ["add", "x", "-p", "9"], ["remove"], [], ["list", "--limit", "x"]]:
    err = io.StringIO()
    try:
        with redirect_stderr(err):
            p.parse_args(argv)
    except SystemExit as e:
        print(e.code, err.getvalue().strip().splitlines()[-1])
out = io.StringIO()
try:
    with redirect_stdout(out):
        p.parse_args(["add", "--help"])
except SystemExit as e:
    print("help exit", e.code)
print(out.getvalue())
q = argparse.ArgumentParser(prog="calc")
q.add_argument("nums", type=float, nargs="*")
g = q.add_mutually_exclusive_group()
g.add_argument("--sum", action="store_const", const=sum, dest="op", default=max)
g.add_argument("--min", action="store_const", const=min, dest="op")
args = q.parse_args(["1", "5", "2.5", "--sum"])
print(args.op(args.nums), q.parse_args(["3", "4"]).op([3, 4]))
err = io.StringIO()
try:
    with redirect_stderr(err):
        q.parse_args(["--sum", "--min"])
except SystemExit:
    print(err.getvalue().strip().splitlines()[-1])
print(q.format_usage().strip())
