import argparse, sys
sys.stderr = sys.stdout
def positive(s):
    v = int(s)
    if v <= 0:
        raise argparse.ArgumentTypeError(f"{s} is not positive")
    return v
p = argparse.ArgumentParser(prog="calc", formatter_class=argparse.ArgumentDefaultsHelpFormatter)
p.add_argument("--count", type=positive, default=1, help="how many")
p.add_argument("--ratio", type=float, default=0.5, help="a ratio")
p.add_argument("--tag", action="append", default=[], help="tags")
p.add_argument("--pair", nargs=2, metavar=("KEY", "VALUE"), help="a key and value")
p.add_argument("--color", action=argparse.BooleanOptionalAction, default=True, help="colorize")
p.add_argument("files", nargs="*", help="input files")
p.print_help()
print(p.parse_args(["--count", "3", "--tag", "a", "--tag", "b", "--pair", "k", "v", "--no-color", "x.txt"]))
for argv in (["--count", "0"], ["--count", "abc"], ["--ratio", "x"], ["--pair", "only"]):
    try:
        p.parse_args(argv)
    except SystemExit as e:
        print("exit", e.code)
ns = argparse.Namespace(a=1, b="x")
print(ns, ns == argparse.Namespace(a=1, b="x"), "a" in ns)
