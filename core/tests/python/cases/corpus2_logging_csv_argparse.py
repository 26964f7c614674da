import logging, csv, io, sys, argparse
logging.basicConfig(level=logging.DEBUG, format="%(levelname)-8s %(name)s: %(message)s", stream=sys.stdout)
log = logging.getLogger("app.db")
log.debug("connecting to %s:%d", "localhost", 5432); log.info("ok"); log.warning("slow %.1fs", 2.345)
logging.getLogger("app").setLevel(logging.ERROR); log.warning("hidden?"); log.error("shown %r", {"a": 1})
try: 1 / 0
except ZeroDivisionError: log.exception("failed")
print(log.getEffectiveLevel(), logging.getLevelName(30), logging.getLevelName("INFO"), log.parent.name, log.isEnabledFor(logging.INFO))
h = logging.StreamHandler(sys.stdout); h.setFormatter(logging.Formatter("[%(name)s|%(levelno)s|%(funcName)s] %(message)s"))
other = logging.getLogger("other"); other.propagate = False; other.addHandler(h); other.setLevel(logging.INFO)
def fn(): other.info("from fn %s", [1, 2])
fn(); other.critical("crit")
class F(logging.Filter):
    def filter(self, rec): return "secret" not in rec.getMessage()
other.addFilter(F()); other.info("secret stuff"); other.info("public")
rows = [["name", "qty", "note"], ["apple", 3, "red, round"], ["pear", 10, 'says "hi"'], ["x", None, "multi\nline"]]
buf = io.StringIO(); w = csv.writer(buf); w.writerows(rows); print(repr(buf.getvalue()))
buf.seek(0); print(list(csv.reader(buf)))
buf = io.StringIO(); dw = csv.DictWriter(buf, fieldnames=["a", "b"], extrasaction="ignore"); dw.writeheader(); dw.writerow({"a": 1, "b": 2, "c": 3}); dw.writerow({"a": "x"}); print(repr(buf.getvalue()))
print(list(csv.DictReader(io.StringIO("h1,h2\n1,2\n3\n4,5,6\n"))))
print(list(csv.reader(io.StringIO("a;b;'c;d'\n"), delimiter=";", quotechar="'")), list(csv.reader(["  a,  b"], skipinitialspace=True)))
buf = io.StringIO(); csv.writer(buf, quoting=csv.QUOTE_NONNUMERIC).writerow(["a", 1, 2.5, None]); print(repr(buf.getvalue()))
buf = io.StringIO(); csv.writer(buf, delimiter="\t", lineterminator="\n", quoting=csv.QUOTE_ALL).writerow(["a", 1]); print(repr(buf.getvalue()))
p = argparse.ArgumentParser(prog="tool", description="Does things.")
p.add_argument("files", nargs="+", help="input files")
p.add_argument("-n", "--count", type=int, default=3, help="how many (default: %(default)s)")
p.add_argument("-v", "--verbose", action="count", default=0)
p.add_argument("--mode", choices=["fast", "slow"], default="fast")
p.add_argument("--flag", action="store_true")
print(p.parse_args(["a.txt", "b.txt", "-n", "5", "-vv", "--flag"]))
print(vars(p.parse_args(["x", "--mode=slow"])))
p.print_help()
import contextlib
try:
    with contextlib.redirect_stderr(sys.stdout): p.parse_args(["--mode", "medium", "f"])
except SystemExit as e: print("exit", e.code)
try:
    with contextlib.redirect_stderr(sys.stdout): p.parse_args([])
except SystemExit as e: print("exit", e.code)
