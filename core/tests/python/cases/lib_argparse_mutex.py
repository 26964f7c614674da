import argparse, sys
sys.stderr = sys.stdout


def run(p, argv):
    try:
        print(argv, "->", p.parse_args(argv))
    except SystemExit as e:
        print(argv, "-> exit", e.code)


p = argparse.ArgumentParser(prog="mx")
p.add_argument("--before")
g = p.add_mutually_exclusive_group()
g.add_argument("-a", action="store_true", help="mode a")
g.add_argument("-b", metavar="B", help="mode b")
g.add_argument("-c", nargs="+", help="mode c")
p.add_argument("--after", action="store_true")
r = p.add_mutually_exclusive_group(required=True)
r.add_argument("--on", action="store_const", const=1, dest="state")
r.add_argument("--off", action="store_const", const=0, dest="state")
p.print_help()
for argv in (["--on"], ["-a", "--off"], ["-a", "-b", "x", "--on"], ["--on", "--off"], ["-c", "1", "2", "-a", "--on"], [], ["-a"]):
    run(p, argv)

one = argparse.ArgumentParser(prog="one")
one.add_mutually_exclusive_group(required=True).add_argument("--only")
one.add_mutually_exclusive_group().add_argument("--solo", action="store_true")
one.print_usage()
run(one, [])

pos = argparse.ArgumentParser(prog="pos")
pg = pos.add_mutually_exclusive_group()
pg.add_argument("--name")
pg.add_argument("target", nargs="?", default="T")
pos.print_usage()
for argv in (["x"], ["--name", "n"], ["--name", "n", "x"]):
    run(pos, argv)

sup = argparse.ArgumentParser(prog="sup")
sg = sup.add_mutually_exclusive_group(required=True)
sg.add_argument("--seen")
sg.add_argument("--unseen", help=argparse.SUPPRESS)
sg.add_argument("--also", action="store_true")
sup.print_usage()
run(sup, [])

split = argparse.ArgumentParser(prog="split")
first = split.add_argument("--first")
split.add_argument("--middle")
xg = split.add_mutually_exclusive_group()
xg.add_argument("--x1")
xg._group_actions.append(first)
split.print_usage()

wide = argparse.ArgumentParser(prog="wide", formatter_class=lambda prog: argparse.HelpFormatter(prog, width=50))
wg = wide.add_mutually_exclusive_group(required=True)
for name in ("--first-choice", "--second-choice", "--third-choice"):
    wg.add_argument(name, metavar="VALUE")
wide.add_argument("--tail", nargs="*")
wide.add_argument("files", nargs="+")
wide.print_usage()

ag = argparse.ArgumentParser(prog="ag")
section = ag.add_argument_group("output", "Output options")
inner = section.add_mutually_exclusive_group()
inner.add_argument("--json", action="store_true", help="as json")
inner.add_argument("--text", action="store_true", help="as text")
ag.print_help()
run(ag, ["--json", "--text"])
try:
    g.add_argument("required_pos")
except ValueError as e:
    print("ValueError", e)
try:
    argparse.ArgumentParser(prog="emp").add_mutually_exclusive_group()
    e = argparse.ArgumentParser(prog="emp")
    e.add_mutually_exclusive_group()
    e.format_usage()
except ValueError as err:
    print("ValueError", str(err).split(" <")[0])
