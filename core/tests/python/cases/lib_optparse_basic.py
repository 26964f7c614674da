import io
import sys
from contextlib import redirect_stderr, redirect_stdout
from optparse import OptionParser, OptionGroup, Option, OptionValueError, Values, SUPPRESS_HELP

def build():
    p = OptionParser(usage="%prog [options] FILE...", prog="report", version="%prog 1.2",
                     description="Summarise the given files and write a report of what they hold.",
                     epilog="Report bugs to nobody.")
    p.add_option("-f", "--file", dest="filename", help="write report to FILE", metavar="FILE")
    p.add_option("-q", "--quiet", action="store_false", dest="verbose", default=True,
                 help="don't print status messages to stdout")
    p.add_option("-n", "--count", type="int", default=3, help="how many lines [default: %default]")
    p.add_option("--ratio", type="float", default=0.5)
    p.add_option("-m", "--mode", type="choice", choices=["fast", "slow"], default="fast",
                 help="speed of the run, one of fast or slow, chosen by the user for a very long help text")
    p.add_option("-I", "--include", action="append", dest="includes", default=[], help="add a path")
    p.add_option("-v", action="count", dest="level", help="more noise")
    p.add_option("--debug", action="store_const", const=2, dest="level")
    p.add_option("--secret", action="store_true", help=SUPPRESS_HELP)
    g = OptionGroup(p, "Dangerous Options", "Caution: use these options at your own risk.")
    g.add_option("-g", action="store_true", help="Group option.")
    p.add_option_group(g)
    return p

p = build()
opts, args = p.parse_args(["-f", "out.txt", "-qvv", "a.txt", "-n0x10", "--rat=2.5", "-I", "x", "--include=y", "b.txt", "--", "-n"])
print(sorted(vars(opts).items()))
print(args)
opts, args = p.parse_args([])
print(opts.filename, opts.verbose, opts.count, opts.ratio, opts.mode, opts.includes, opts.level, opts.secret)
print(str(opts) == str(vars(opts)), opts == vars(opts), isinstance(opts, Values))
p.print_help()

def fail(argv):
    err = io.StringIO()
    try:
        with redirect_stderr(err):
            p.parse_args(argv)
    except SystemExit as e:
        print("exit", e.code, repr(err.getvalue()))

for argv in [["-n", "abc"], ["--ratio", "x"], ["--mode", "medium"], ["-z"], ["--co"], ["--file"], ["-q=1"], ["--quiet=1"], ["--nope"]]:
    fail(argv)

out = io.StringIO()
try:
    with redirect_stdout(out):
        p.parse_args(["--version"])
except SystemExit as e:
    print("version exit", e.code, repr(out.getvalue()))
p.add_option("--colour", dest="color")
p.add_option("--color-depth", type="int")
fail(["--col", "red"])
print(p.parse_args(["--colou", "red"])[0].color, p.parse_args(["--color-d", "8"])[0].color_depth)
