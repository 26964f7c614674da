import argparse, sys
sys.stderr = sys.stdout
p = argparse.ArgumentParser(prog="mv")
p.add_argument("--point", nargs=2, metavar=("X", "Y"), type=int, help="a point")
p.add_argument("--box", nargs=4, metavar=("L", "T", "R", "B"))
p.add_argument("--many", nargs="+", metavar=("FIRST", "REST"))
p.add_argument("--any", nargs="*", metavar=("A", "B"))
p.add_argument("--one", nargs="*", metavar="ONE")
p.add_argument("--maybe", nargs="?", metavar="M", const="c")
p.add_argument("--pick", choices=["red", "green", "blue"])
p.add_argument("--num", choices=[1, 2, 3], type=int)
p.add_argument("--tri", nargs=3, choices=["a", "b"])
p.add_argument("--lower-dest", dest="lower_dest")
p.add_argument("pos", choices=["x", "y"], help="positional with %(choices)s")
p.add_argument("rest", nargs=2, help="two of them")
p.print_help()
print(p.parse_args(["--point", "1", "2", "--box", "1", "2", "3", "4", "--many", "a", "b", "c", "--any", "--maybe", "q", "x", "a", "b"]))
print(p.parse_args(["--maybe", "--num", "2", "--tri", "a", "b", "a", "y", "c", "d"]))
for argv in (["--point", "1", "x", "x", "a", "b"], ["--num", "4", "x", "a", "b"], ["--tri", "a", "c", "a", "x", "a", "b"],
             ["--pick", "pink"], ["z", "a", "b"], ["--box", "1", "2", "x", "a", "b"], ["x", "a"]):
    try:
        p.parse_args(argv)
    except SystemExit as e:
        print("exit", e.code)
for kw in (dict(nargs=2, metavar=("A",)), dict(nargs="+", metavar=("A", "B", "C")), dict(nargs="*", metavar=("A", "B", "C")),
           dict(metavar=("A", "B")), dict(nargs="?", metavar=("A", "B")), dict(nargs=1, metavar=("A",))):
    try:
        a = p.add_argument("--t%d" % len(p._actions), **kw)
        print("ok", a.nargs, a.metavar)
    except ValueError as e:
        print("ValueError", e)
for kw in (dict(nargs=0), dict(nargs="x"), dict(action="store_const"), dict(nargs=2, const=1), dict(type="int")):
    try:
        p.add_argument("--z%d" % len(p._actions), **kw)
        print("ok", kw)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
