import argparse, sys
sys.stderr = sys.stdout


def run(p, argv, known=False):
    try:
        if known:
            print(argv, "->", p.parse_known_args(argv))
        else:
            print(argv, "->", p.parse_args(argv))
    except SystemExit as e:
        print(argv, "-> exit", e.code)


p = argparse.ArgumentParser(prog="bo")
p.add_argument("--color", action=argparse.BooleanOptionalAction, help="use color")
p.add_argument("--cache", "-c", action=argparse.BooleanOptionalAction, default=True, help="cache results")
p.add_argument("--strict", action=argparse.BooleanOptionalAction, default=False)
p.add_argument("--quiet", action=argparse.BooleanOptionalAction, required=True, help="be quiet")
p.print_help()
for argv in (["--quiet"], ["--no-quiet", "--color", "-c"], ["--no-cache", "--quiet", "--no-color", "--strict"], [], ["--no-co", "--quiet"],
             ["--quiet=1"], ["--no-strict", "--quie"]):
    run(p, argv)
a = [x for x in p._actions if x.dest == "cache"][0]
print(a.option_strings, a.nargs, a.default, a.format_usage())


def even(s):
    v = int(s)
    if v % 2:
        raise argparse.ArgumentTypeError("%d is odd" % v)
    return v


def fails(s):
    raise TypeError("nope")


t = argparse.ArgumentParser(prog="ty")
t.add_argument("--i", type=int)
t.add_argument("--f", type=float)
t.add_argument("--e", type=even)
t.add_argument("--l", type=lambda s: int(s, 16))
t.add_argument("--t", type=fails)
t.add_argument("--c", type=complex)
t.add_argument("--d", type=int, default="7")
t.add_argument("--dd", type=int, default="x")
t.add_argument("n", type=int, nargs="?", default="3")
for argv in (["--i", "2", "--f", "1e3", "--e", "4", "--l", "ff", "--c", "1+2j", "--dd", "5"], ["--i", "2.5", "--dd", "5"], ["--f", "abc", "--dd", "5"],
             ["--e", "3", "--dd", "5"], ["--e", "x", "--dd", "5"], ["--l", "zz", "--dd", "5"], ["--t", "1", "--dd", "5"], ["--dd", "5", "x"], []):
    run(t, argv)

k = argparse.ArgumentParser(prog="kn")
k.add_argument("--a")
k.add_argument("pos")
for argv in (["p", "--b", "1", "--a", "2"], ["--x=1", "p", "q", "-y"], ["p", "--", "--a", "3"], ["--a", "1"], ["p", "-ab", "--a=z"]):
    run(k, argv, known=True)
ns = argparse.Namespace(pos="preset", other=1)
print(k.parse_known_args(["P"], namespace=ns), ns.other)
print(k.parse_args(["q"], argparse.Namespace(a="kept")))
