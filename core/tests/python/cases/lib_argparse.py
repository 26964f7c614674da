import argparse
import contextlib
import io


def run(parser, argv):
    err = io.StringIO()
    out = io.StringIO()
    try:
        with contextlib.redirect_stderr(err), contextlib.redirect_stdout(out):
            ns = parser.parse_args(argv)
        print(argv, "->", ns)
    except SystemExit as e:
        print(argv, "-> exit", e.code)
        for line in (out.getvalue() + err.getvalue()).splitlines():
            print("   |", line)


p = argparse.ArgumentParser(prog="tool", description="A tool that does things with files and numbers.")
p.add_argument("src", help="source file")
p.add_argument("dst", nargs="?", default="out.txt", help="destination (default: %(default)s)")
p.add_argument("-n", "--count", type=int, default=1, help="how many times")
p.add_argument("-v", "--verbose", action="count", default=0, help="more output")
p.add_argument("--dry-run", action="store_true", help="do nothing")
p.add_argument("--no-cache", dest="cache", action="store_false")
p.add_argument("-t", "--tag", action="append", help="add a tag")
p.add_argument("--mode", choices=["fast", "slow"], default="fast", help="speed: %(choices)s")
p.add_argument("--ratio", type=float, metavar="R")
p.add_argument("--pair", nargs=2, metavar=("A", "B"))
p.add_argument("--items", nargs="+")
p.add_argument("--opt", nargs="*", default=[])
p.add_argument("--const", action="store_const", const=42)
p.add_argument("--version", action="version", version="%(prog)s 1.0")
print(p.format_usage(), end="")
print(p.format_help())
for argv in [["a"], ["a", "b"], ["a", "-n", "3", "-vv", "--dry-run"], ["a", "--count=5", "-v", "-v", "-v"],
             ["-n3", "a"], ["a", "-t", "x", "--tag", "y", "-tz"], ["a", "--mode", "slow", "--ratio", "0.5"],
             ["a", "--pair", "1", "2", "--items", "p", "q", "r"], ["a", "--opt"], ["a", "--opt", "x", "y", "--", "b"],
             ["--no-cache", "a", "--const"], ["a", "--dry"], ["a", "--co", "2"], ["--", "-a"],
             [], ["a", "b", "c"], ["a", "-n", "x"], ["a", "--mode", "medium"], ["a", "--pair", "1"],
             ["a", "--items"], ["a", "--dry-run=yes"], ["a", "-n"], ["a", "--unknown"], ["--version"], ["-h"]]:
    run(p, argv)

q = argparse.ArgumentParser(prog="calc", add_help=False)
q.add_argument("nums", nargs="*", type=int)
q.add_argument("--op", default="sum")
run(q, ["1", "2", "3", "--op", "max"])
run(q, [])
run(q, ["1", "--op", "x", "2"])
ns, extra = q.parse_known_args(["1", "--what", "2"])
print(ns, extra)

g = argparse.ArgumentParser(prog="grp")
grp = g.add_argument_group("network", "Network settings.")
grp.add_argument("--host", default="localhost")
grp.add_argument("--port", type=int, default=80, help="port number")
mx = g.add_mutually_exclusive_group()
mx.add_argument("-q", "--quiet", action="store_true")
mx.add_argument("-l", "--loud", action="store_true")
req = g.add_argument_group("required named")
req.add_argument("--name", required=True, help="your name")
print(g.format_help())
run(g, ["--name", "x"])
run(g, ["--name", "x", "-q", "-l"])
run(g, ["-q"])
run(g, ["--name", "x", "--port", "8080", "--host", "h"])

m = argparse.ArgumentParser(prog="mx")
mg = m.add_mutually_exclusive_group(required=True)
mg.add_argument("--a", action="store_true")
mg.add_argument("--b", type=int)
print(m.format_usage(), end="")
run(m, [])
run(m, ["--b", "2"])

s = argparse.ArgumentParser(prog="git")
s.add_argument("--debug", action="store_true")
sub = s.add_subparsers(dest="cmd", help="sub-command help")
c1 = sub.add_parser("commit", help="record changes")
c1.add_argument("-m", "--message", required=True)
c1.add_argument("--amend", action="store_true")
c2 = sub.add_parser("push", help="update remote")
c2.add_argument("remote", nargs="?", default="origin")
print(s.format_help())
print(c1.format_help())
run(s, ["commit", "-m", "msg"])
run(s, ["--debug", "push"])
run(s, ["push", "upstream"])
run(s, ["pull"])
run(s, ["commit"])

b = argparse.ArgumentParser(prog="bo", formatter_class=argparse.ArgumentDefaultsHelpFormatter)
b.add_argument("--feature", action=argparse.BooleanOptionalAction, default=True, help="use the feature")
b.add_argument("--level", type=int, default=3, help="the level")
b.add_argument("--ext", action="extend", nargs="+", type=str)
b.add_argument("--flag", action="append_const", const="F", dest="flags")
print(b.format_help())
run(b, ["--no-feature", "--ext", "a", "b", "--ext", "c", "--flag", "--flag"])
run(b, ["--feature"])

long = argparse.ArgumentParser(prog="a_rather_long_program_name")
for name in ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta"]:
    long.add_argument("--" + name, metavar=name.upper() + "_VALUE", help=("Set the %s value; " % name) * 3)
long.add_argument("inputs", nargs="+", help="input files")
print(long.format_help())

parent = argparse.ArgumentParser(add_help=False)
parent.add_argument("--shared", default="s")
child = argparse.ArgumentParser(prog="child", parents=[parent])
child.add_argument("x", type=int)
child.set_defaults(extra=99)
run(child, ["7"])
print(child.get_default("shared"), child.get_default("extra"))


def positive(value):
    n = int(value)
    if n <= 0:
        raise argparse.ArgumentTypeError("%r is not positive" % value)
    return n


t = argparse.ArgumentParser(prog="typed", exit_on_error=False)
t.add_argument("--n", type=positive)
print(t.parse_args(["--n", "4"]))
try:
    t.parse_args(["--n", "-4"])
except argparse.ArgumentError as e:
    print("ArgumentError", e, e.argument_name, e.message)
ns = argparse.Namespace(a=1, b="x")
print(ns, ns == argparse.Namespace(b="x", a=1), "a" in ns, vars(ns))
for bad in [lambda: p.add_argument("--count"), lambda: p.add_argument("pos", required=True),
            lambda: p.add_argument("--bad", nargs=0), lambda: p.add_argument("--bad2", action="nope"),
            lambda: p.add_argument("x", dest="y")]:
    try:
        bad()
    except (argparse.ArgumentError, TypeError, ValueError) as e:
        print(type(e).__name__, e)
