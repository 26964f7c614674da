import argparse
p = argparse.ArgumentParser(prog="todo", description="Manage tasks.")
p.add_argument("-v", "--verbose", action="count", default=0)
p.add_argument("--db", default="todo.db", help="database file (default: %(default)s)")
sub = p.add_subparsers(dest="cmd", required=True)
a = sub.add_parser("add", help="add a task")
a.add_argument("title", nargs="+")
a.add_argument("-p", "--priority", type=int, choices=range(1, 4), default=2)
a.add_argument("--tag", action="append", default=[])
l = sub.add_parser("list")
l.add_argument("--done", action="store_true")
l.add_argument("--limit", type=int)
for argv in [["add", "buy", "milk", "-p", "1", "--tag", "home", "--tag", "x"], ["-vv", "list", "--done"], ["--db=o.db", "list", "--limit", "5"]]:
    ns = p.parse_args(argv)
    print(sorted(vars(ns).items()))
class Exit(Exception):
    pass
def err(self, message):
    raise Exit(message)
argparse.ArgumentParser.error = err
for argv in [["add", "x", "-p", "9"], ["list", "--limit", "abc"], [], ["remove"], ["add"]]:
    try:
        p.parse_args(argv)
    except Exit as e:
        print("error:", e)
q = argparse.ArgumentParser(prog="calc")
q.add_argument("nums", type=float, nargs="*")
q.add_argument("--op", choices=["sum", "max"], default="sum")
g = q.add_mutually_exclusive_group()
g.add_argument("--int", action="store_true", dest="as_int")
g.add_argument("--round", type=int, metavar="N")
ns = q.parse_args(["1", "2.5", "--op", "max", "--round", "0"])
print(ns, ns.nums, (max if ns.op == "max" else sum)(ns.nums))
try:
    q.parse_args(["--int", "--round", "2"])
except Exit as e:
    print("error:", e)
ns, rest = q.parse_known_args(["3", "--unknown", "x"])
print(ns.nums, rest)
print(q.format_usage(), end="")
r = argparse.ArgumentParser(prog="cp", add_help=False)
r.add_argument("src")
r.add_argument("dst", nargs="?", default=".")
r.add_argument("-n", "--dry-run", action="store_true")
r.add_argument("--mode", type=lambda s: int(s, 8), default=0o644)
print(vars(r.parse_args(["a.txt", "--mode", "755", "-n"])))
print(vars(r.parse_args(["-n", "--", "-weird"])))
r.set_defaults(extra=42)
print(r.parse_args(["s", "d"]).extra)
print(r.format_help())
