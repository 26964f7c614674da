import argparse, sys
sys.stderr = sys.stdout


def run(p, argv):
    try:
        print(argv, "->", p.parse_args(argv))
    except SystemExit as e:
        print(argv, "-> exit", e.code)


r = argparse.ArgumentParser(prog="res", conflict_handler="resolve")
r.add_argument("-v", "--verbose", action="store_true", help="old")
r.add_argument("-v", "--version", action="store_true", help="new")
r.add_argument("--only", help="first")
r.add_argument("--only", help="second")
r.print_help()
run(r, ["-v", "--verbose"])
try:
    argparse.ArgumentParser(conflict_handler="nope")
except ValueError as e:
    print("ValueError", e)
e = argparse.ArgumentParser(prog="err")
e.add_argument("-x", "--ex")
for flags in (("-x",), ("-x", "--ex"), ("--ex", "-y")):
    try:
        e.add_argument(*flags)
    except argparse.ArgumentError as err:
        print("ArgumentError", err)

base = argparse.ArgumentParser(add_help=False)
base.add_argument("--shared", type=int, default="5")
bg = base.add_argument_group("base group", "from the parent")
bg.add_argument("--inner", action="append")
bm = base.add_mutually_exclusive_group()
bm.add_argument("--on", action="store_true")
bm.add_argument("--off", action="store_true")
base.set_defaults(origin="base")
kid = argparse.ArgumentParser(prog="kid", parents=[base], description="child of base")
kid.add_argument("name")
kid.print_help()
run(kid, ["n"])
run(kid, ["n", "--shared", "9", "--inner", "a", "--inner", "b", "--on"])
run(kid, ["n", "--on", "--off"])


class Upper(argparse.Action):
    def __call__(self, parser, namespace, values, option_string=None):
        setattr(namespace, self.dest, values.upper() + ("" if option_string is None else option_string))


c = argparse.ArgumentParser(prog="cust")
c.register("action", "upper", Upper)
c.register("type", "hex", lambda s: int(s, 16))
c.add_argument("--u", action="upper")
c.add_argument("w", action=Upper)
c.add_argument("--h", type="hex")
run(c, ["word", "--u", "low", "--h", "ff"])
print(repr(c)[:60])
print(c._actions[1])
print(argparse.FileType("w"), argparse.FileType("rb", 0, encoding="utf-8"), argparse.FileType(errors="strict"))
ns = argparse.Namespace(**{"a": 1, "not valid": 2})
print(ns, "not valid" in ns)
try:
    argparse.Action(["-q"], "q")(None, ns, None)
except NotImplementedError as err:
    print("NotImplementedError", err)
d = argparse.ArgumentParser(prog="defs", argument_default=argparse.SUPPRESS)
d.add_argument("--x")
d.add_argument("--y", default=3)
run(d, [])
run(d, ["--x", "1"])
v = argparse.ArgumentParser(prog="ver")
v.version = "9.9"
v.add_argument("-V", action="version")
run(v, ["-V"])
s = argparse.ArgumentParser(prog="sup", usage=argparse.SUPPRESS)
s.add_argument("a")
s.print_help()
run(s, [])
