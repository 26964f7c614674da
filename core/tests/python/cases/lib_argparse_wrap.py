import argparse, sys
sys.stderr = sys.stdout


def narrow(width, pos=24):
    return lambda prog: argparse.HelpFormatter(prog, width=width, max_help_position=pos)


p = argparse.ArgumentParser(prog="wrapper", formatter_class=narrow(60, 30),
                            description="This description is long enough that it has to be wrapped over several lines of the help output, "
                                        "and  its   extra   spaces collapse. %(prog)s is named.",
                            epilog="An epilog that is also fairly long so it wraps after sixty columns or so, at a word.")
p.add_argument("--a-really-long-option-name", "-L", metavar="SOME_LONG_METAVAR", help="help text that starts on the next line because the invocation is wide")
p.add_argument("-s", help="short one whose help text is long enough to need to be wrapped onto more than one line")
p.add_argument("--flag", action="store_true")
p.add_argument("--hidden", help=argparse.SUPPRESS)
p.add_argument("source", help="where from")
p.add_argument("destinations", nargs="+", metavar="DEST", help="where to")
p.add_argument_group("empty group", "never shown")
p.print_help()
print("---")
for width in (40, 25):
    q = argparse.ArgumentParser(prog="a_program_with_a_name_long_enough", formatter_class=narrow(width))
    for n in ("alpha", "beta", "gamma"):
        q.add_argument("--" + n, help=n)
    q.add_argument("first")
    q.add_argument("second", nargs="*")
    q.print_usage()
print("---")
r = argparse.ArgumentParser(prog="r", formatter_class=narrow(50))
for i in range(8):
    r.add_argument("--opt%d" % i, metavar="V%d" % i)
r.add_argument("inp")
r.add_argument("outs", nargs=3)
r.print_usage()
print("---")
t = argparse.ArgumentParser(prog="raw", formatter_class=argparse.RawTextHelpFormatter,
                            description="line one\n   indented line two\n\nafter a blank")
t.add_argument("--x", help="keep\n  this layout\nexactly")
t.print_help()
print("---")
m = argparse.ArgumentParser(prog="typed", formatter_class=argparse.MetavarTypeHelpFormatter)
m.add_argument("--n", type=int, help="a number")
m.add_argument("--f", type=float, nargs=2)
m.add_argument("name", type=str)
m.print_help()
print("---")
u = argparse.ArgumentParser(prog="cu", usage="%(prog)s [options] FILE", description="custom usage")
u.add_argument("file")
u.print_help()
u.print_usage()
try:
    u.parse_args([])
except SystemExit as e:
    print("exit", e.code)
print(repr(argparse.ArgumentParser(prog="e", add_help=False).format_help()))
