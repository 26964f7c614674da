# logging filters/adapters/levels/defaults and argparse actions, defaults help, known args
import logging, sys, io, argparse
buf = io.StringIO()
h = logging.StreamHandler(buf)
h.setFormatter(logging.Formatter("%(name)s|%(levelname)s|%(funcName)s|%(message)s|%(extra_key)s", defaults={"extra_key": "-"}))
log = logging.getLogger("svc")
log.addHandler(h); log.setLevel(logging.DEBUG); log.propagate = False
class OnlyOdd(logging.Filter):
    def filter(self, record):
        a = record.args
        return not (a and isinstance(a[0], int) and a[0] % 2 == 0)
log.addFilter(OnlyOdd())
def work():
    for i in range(4):
        log.info("item %d", i)
    log.warning("extra here", extra={"extra_key": "X"})
work()
ad = logging.LoggerAdapter(log, {"extra_key": "adapted"})
ad.error("via adapter %s", "ok")
class Prefix(logging.LoggerAdapter):
    def process(self, msg, kwargs):
        return f"[{self.extra['user']}] {msg}", kwargs
Prefix(log, {"user": "ann"}).critical("prefixed")
log.log(25, "custom level"); logging.addLevelName(25, "NOTICE"); log.log(25, "named level")
try:
    {}["k"]
except KeyError:
    log.error("boom", exc_info=False)
print(buf.getvalue(), end="")
print(logging.getLevelName(25), logging.getLevelName(99), logging.getLogger("svc.child").parent.name, logging.getLogger() is logging.root, log.isEnabledFor(5))
p = argparse.ArgumentParser(prog="t", formatter_class=argparse.ArgumentDefaultsHelpFormatter)
p.add_argument("nums", nargs="+", type=float, help="numbers")
p.add_argument("--tag", action="append", default=[], help="tags")
p.add_argument("--mode", action="store_const", const="fast", default="slow", help="go fast")
p.add_argument("-q", "--quiet", action="store_false", dest="verbose", help="less")
p.add_argument("--level", type=int, choices=range(1, 4), default=2, help="level")
p.add_argument("--version", action="version", version="%(prog)s 1.0")
print(p.parse_args(["1", "2.5", "--tag", "a", "--tag", "b", "--mode", "-q"]))
print(p.parse_known_args(["3", "--zzz", "4"]))
print(p.format_help())
ns = argparse.Namespace(a=1); ns.b = 2; print(ns, vars(ns), "a" in ns, ns == argparse.Namespace(a=1, b=2))
err = io.StringIO()
import contextlib
for bad in [[], ["x"], ["1", "--level", "5"], ["--version"]]:
    try:
        with contextlib.redirect_stderr(err), contextlib.redirect_stdout(err):
            p.parse_args(bad)
    except SystemExit as e:
        print(e.code, err.getvalue().strip().splitlines()[-1]); err.seek(0); err.truncate()
