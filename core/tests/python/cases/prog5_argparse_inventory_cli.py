# argparse CLI with subcommands, mutually exclusive groups, types, choices and error exits
import argparse, io, contextlib
def build():
    p = argparse.ArgumentParser(prog="inv", description="Inventory tool")
    p.add_argument("-v", "--verbose", action="count", default=0)
    p.add_argument("--db", default="inv.db", metavar="PATH")
    sub = p.add_subparsers(dest="cmd", required=True)
    a = sub.add_parser("add", help="add an item")
    a.add_argument("name")
    a.add_argument("qty", type=int)
    a.add_argument("--price", type=float, default=0.0)
    a.add_argument("--tag", action="append", default=[])
    r = sub.add_parser("report", help="print a report")
    g = r.add_mutually_exclusive_group()
    g.add_argument("--csv", action="store_true")
    g.add_argument("--json", action="store_true")
    r.add_argument("--sort", choices=["name", "qty"], default="name")
    r.add_argument("--limit", type=lambda s: int(s) if int(s) > 0 else (_ for _ in ()).throw(argparse.ArgumentTypeError("must be positive")))
    m = sub.add_parser("move")
    m.add_argument("items", nargs="+")
    m.add_argument("--to", required=True)
    m.add_argument("--dry-run", action="store_true")
    return p
p = build()
def run(argv):
    err = io.StringIO()
    out = io.StringIO()
    try:
        with contextlib.redirect_stderr(err), contextlib.redirect_stdout(out):
            ns = p.parse_args(argv)
        print("OK", sorted(vars(ns).items()))
    except SystemExit as e:
        msg = err.getvalue().strip().splitlines()
        print("EXIT", e.code, msg[-1] if msg else out.getvalue().splitlines()[0])
for argv in (["add", "bolt", "5", "--price", "0.25", "--tag", "metal", "--tag", "small"],
             ["-vv", "report", "--json", "--sort", "qty", "--limit", "3"],
             ["move", "a", "b", "--to", "shelf2", "--dry-run"],
             ["add", "bolt"], ["add", "bolt", "five"], ["report", "--csv", "--json"], ["report", "--sort", "price"],
             ["report", "--limit", "0"], ["move", "--to", "x"], ["move", "a"], [], ["frobnicate"], ["--db"], ["report", "--bogus"],
             ["--db=/tmp/x.db", "report"], ["add", "--", "-weird-name", "1"], ["--help"]):
    print(argv, end=" -> ")
    run(argv)
ns, rest = p.parse_known_args(["report", "--extra", "x"])
print(ns.cmd, rest)
print(p.format_usage().strip())
pp = argparse.ArgumentParser(prog="calc", formatter_class=argparse.ArgumentDefaultsHelpFormatter)
pp.add_argument("nums", nargs="*", type=float, default=[1.0])
pp.add_argument("--op", choices=("sum", "max"), default="sum", help="operation")
pp.add_argument("--scale", nargs=2, type=int, metavar=("NUM", "DEN"))
pp.add_argument("--no-color", dest="color", action="store_false")
pp.add_argument("--level", type=int, choices=range(1, 4), default=2)
print(pp.parse_args(["3", "4.5", "--op", "max", "--scale", "1", "2", "--no-color"]))
print(pp.parse_args([]))
print(pp.format_help())
