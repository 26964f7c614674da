import argparse, sys
sys.stderr = sys.stdout


def run(p, argv):
    try:
        print(argv, "->", p.parse_args(argv))
    except SystemExit as e:
        print(argv, "-> exit", e.code)


p = argparse.ArgumentParser(prog="ab")
p.add_argument("--foo", type=int)
p.add_argument("--foobar", action="store_true")
p.add_argument("--bar-baz")
p.add_argument("-long")
p.add_argument("-l", action="store_true")
for argv in (["--foo", "1"], ["--foob"], ["--fo", "1"], ["--bar", "x"], ["--bar=y"], ["--b=z"], ["-lon", "v"], ["-lo", "v"],
             ["-l"], ["-lx"], ["--foobar=1"], ["--nope"], ["--foo=2", "--foob"]):
    run(p, argv)

n = argparse.ArgumentParser(prog="noab", allow_abbrev=False)
n.add_argument("--verbose", action="store_true")
n.add_argument("-v", action="count", default=0)
for argv in (["--verb"], ["--verbose"], ["-vvv"], ["-vv", "-v"]):
    run(n, argv)

plus = argparse.ArgumentParser(prog="plus", prefix_chars="+-/")
plus.add_argument("+x", action="store_true")
plus.add_argument("++long")
plus.add_argument("/win", action="store_true")
plus.add_argument("-m", type=int)
plus.print_help()
for argv in (["+x", "++lo", "v", "/win", "-m", "3"], ["++long=q"], ["/w"]):
    run(plus, argv)
only = argparse.ArgumentParser(prog="only", prefix_chars="+")
only.add_argument("+f", action="store_true")
only.print_usage()
run(only, ["-f"])
try:
    only.add_argument("-g")
except ValueError as e:
    print("ValueError", e)
try:
    only.add_argument("+", action="store_true")
except ValueError as e:
    print("ValueError", e)
