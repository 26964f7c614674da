import argparse, logging, sys, io
p = argparse.ArgumentParser(prog="git-lite", description="A tiny VCS.", epilog="See docs.", formatter_class=argparse.RawDescriptionHelpFormatter)
p.add_argument("--version", action="version", version="%(prog)s 1.0")
p.add_argument("-C", dest="cwd", metavar="PATH", default=".")
sub = p.add_subparsers(dest="cmd", required=True, help="sub-command")
c = sub.add_parser("commit", help="record changes", aliases=["ci"])
c.add_argument("-m", "--message", required=True)
c.add_argument("--amend", action="store_true")
c.add_argument("paths", nargs="*", default=["."])
l = sub.add_parser("log")
l.add_argument("-n", type=int, default=10)
g = l.add_mutually_exclusive_group()
g.add_argument("--oneline", action="store_true"); g.add_argument("--stat", action="store_true")
l.add_argument("--author", action="append", default=[])
t = sub.add_parser("tag"); t.add_argument("name"); t.add_argument("-d", "--delete", action="store_const", const="delete", dest="op", default="create")
t.add_argument("--color", nargs="?", const="auto", default="never", choices=["auto", "always", "never"])
t.add_argument("rest", nargs=argparse.REMAINDER)
for argv in [["commit", "-m", "init"], ["ci", "-m", "x", "a.py", "b.py", "--amend"], ["log", "-n", "3", "--oneline", "--author", "a", "--author=b"],
             ["-C", "/tmp", "tag", "v1", "-d", "--color"], ["tag", "v2", "--color", "always", "x", "--y"], ["log", "--oneline", "--stat"], ["commit"], ["push"], ["log", "-n", "x"], []]:
    buf = io.StringIO(); old = sys.stderr; sys.stderr = buf
    try: print(vars(p.parse_args(argv)))
    except SystemExit as e: print("exit", e.code, "|", buf.getvalue().strip().splitlines()[-1])
    finally: sys.stderr = old
print(p.format_help())
print(l.format_help())
print(p.parse_known_args(["log", "--zzz", "-n", "2"]))
p2 = argparse.ArgumentParser(prog="calc", add_help=False, prefix_chars="-+", fromfile_prefix_chars=None, allow_abbrev=True, argument_default=None)
p2.add_argument("nums", type=float, nargs=2, metavar=("A", "B")); p2.add_argument("--operation", "-o", default="add", choices=("add", "mul"))
p2.add_argument("+v", action="store_true"); p2.add_argument("--scale", type=lambda s: int(s, 0), default=1)
print(p2.parse_args(["1", "2.5", "--op", "mul", "+v", "--scale", "0x10"]), p2.format_usage())
logger = logging.getLogger("svc"); logger.setLevel(logging.DEBUG); logger.propagate = False
h = logging.StreamHandler(sys.stdout); h.setFormatter(logging.Formatter("{levelname:>7} [{name}] {message}", style="{")); logger.addHandler(h)
h2 = logging.StreamHandler(sys.stdout); h2.setLevel(logging.ERROR); h2.setFormatter(logging.Formatter("$levelname!! $message", style="$")); logger.addHandler(h2)
class OnlyOdd(logging.Filter):
    def filter(self, rec): return rec.msg.count("x") % 2 == 1
child = logger.getChild("db"); child.info("from child %s", 1)
logger.addFilter(OnlyOdd()); logger.info("x one"); logger.info("xx two"); logger.error("xxx three")
adapter = logging.LoggerAdapter(logger, {"req": 7}); adapter.warning("x adapted")
print(logging.getLevelName(logging.WARNING), logging.getLevelName(25), logging.getLevelName("INFO"), logger.isEnabledFor(logging.DEBUG), logger.getEffectiveLevel(), child.parent.name, child.name)
logging.addLevelName(25, "NOTICE"); logger.log(25, "x custom level")
rec = logging.LogRecord("n", logging.INFO, "f.py", 3, "msg %s %d", ("a", 2), None); print(rec.getMessage(), rec.levelname, rec.lineno)
print(logging.Formatter("%(message)s|%(levelno)d|%(name)-6s|").format(rec))
