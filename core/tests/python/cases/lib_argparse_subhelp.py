import argparse, sys
sys.stderr = sys.stdout


def run(p, argv):
    try:
        ns = p.parse_args(argv)
        print(argv, "->", sorted((k, v if not callable(v) else v.__name__) for k, v in vars(ns).items()))
    except SystemExit as e:
        print(argv, "-> exit", e.code)


def do_build(ns):
    return "build"


p = argparse.ArgumentParser(prog="pkg", description="Package tool.")
p.add_argument("--root", default=".")
p.add_argument("config", help="config file")
sub = p.add_subparsers(title="commands", description="Available commands", dest="command", metavar="COMMAND", required=True,
                       help="what to do")
b = sub.add_parser("build", help="build things", aliases=["b", "mk"], description="Build it.")
b.add_argument("--jobs", "-j", type=int, default=1)
b.set_defaults(func=do_build)
t = sub.add_parser("test", help="run tests")
t.add_argument("pattern", nargs="*")
sub.add_parser("clean")
inner = t.add_subparsers(dest="kind")
inner.add_parser("unit", help="unit tests").add_argument("--fast", action="store_true")
inner.add_parser("e2e")
p.print_help()
print("---")
b.print_help()
print("---")
t.print_help()
print("---")
print(b.prog, "|", t.prog, "|", inner._name_parser_map["unit"].prog)
for argv in (["c.cfg", "build", "-j", "4"], ["c.cfg", "mk"], ["c.cfg", "test", "a", "b"], ["c.cfg", "test", "unit", "--fast"],
             ["c.cfg"], ["c.cfg", "deploy"], ["c.cfg", "build", "-j", "x"], ["c.cfg", "build", "--zap"], ["c.cfg", "test", "unit", "--slow"],
             ["--root", "/", "c.cfg", "clean"], []):
    run(p, argv)
ns, rest = p.parse_known_args(["c.cfg", "build", "--zap", "-j", "2", "extra"])
print(ns.func.__name__, ns.jobs, ns.command, rest)
q = argparse.ArgumentParser(prog="plain")
qs = q.add_subparsers()
qs.add_parser("go")
qs.add_parser("stop", help="stop it")
q.print_help()
run(q, [])
run(q, ["go"])
run(q, ["went"])
try:
    q.add_subparsers()
except SystemExit as e:
    print("exit", e.code)
try:
    qs.add_parser("go")
except argparse.ArgumentError as e:
    print("ArgumentError", e)
