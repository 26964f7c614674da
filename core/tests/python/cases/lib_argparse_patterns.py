import argparse, sys
sys.stderr = sys.stdout


def run(p, argv):
    try:
        print(argv, "->", p.parse_args(argv))
    except SystemExit as e:
        print(argv, "-> exit", e.code)


p = argparse.ArgumentParser(prog="pat")
p.add_argument("a")
p.add_argument("b", nargs="?", default="B")
p.add_argument("c", nargs="*")
p.add_argument("-x", action="store_true")
p.add_argument("-y", type=int)
p.add_argument("--zz", nargs="?", const="C", default="D")
for argv in (["1"], ["1", "2"], ["1", "2", "3", "4"], ["1", "-x", "2", "3"], ["1", "2", "-x", "3", "4"],
             ["-y", "5", "1"], ["-y5", "1"], ["-xy5", "1"], ["-xy", "5", "1"], ["-y=5", "1"], ["1", "--zz"], ["1", "--zz", "2"],
             ["1", "--zz=E"], ["--zz", "1"], ["1", "--", "-x"], ["--", "1", "--", "2"], ["1", "-y", "-3"], ["-x=1", "1"],
             ["-xq", "1"], ["-1"], ["1", "-y"], ["1", "2", "3", "-y", "4", "5"]):
    run(p, argv)

n = argparse.ArgumentParser(prog="neg")
n.add_argument("-1", dest="one", action="store_true")
n.add_argument("val", nargs="?")
for argv in (["-1"], ["-2"], ["x", "-1"], ["--", "-5"]):
    run(n, argv)

m = argparse.ArgumentParser(prog="num")
m.add_argument("--n", type=float)
m.add_argument("vals", nargs="*", type=int)
for argv in (["-1", "-2"], ["--n", "-2.5", "3"], ["--n", "-.5"], ["-1", "x"]):
    run(m, argv)

k = argparse.ArgumentParser(prog="fixed")
k.add_argument("two", nargs=2)
k.add_argument("plus", nargs="+")
k.add_argument("one")
for argv in (["a", "b", "c", "d"], ["a", "b", "c", "d", "e", "f"], ["a", "b", "c"], ["a", "b", "-h2"]):
    run(k, argv)

r = argparse.ArgumentParser(prog="rem")
r.add_argument("--v", action="store_true")
r.add_argument("cmd")
r.add_argument("args", nargs=argparse.REMAINDER)
for argv in (["run", "--v", "-x", "y"], ["--v", "run"], ["run", "--", "a"]):
    run(r, argv)
r.print_usage()

o = argparse.ArgumentParser(prog="opts")
o.add_argument("--list", nargs="+", type=int)
o.add_argument("--star", nargs="*")
o.add_argument("pos", nargs="?")
for argv in (["--list", "1", "2", "p"], ["--star", "--list", "3"], ["--list"], ["--star", "a", "--", "p"], ["--list", "1", "--", "p"]):
    run(o, argv)
