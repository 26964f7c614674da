import logging, io, sys
stream = io.StringIO()
log = logging.getLogger("app")
log.setLevel(logging.DEBUG)
h = logging.StreamHandler(stream)
h.setFormatter(logging.Formatter("%(levelname)-8s %(name)s:%(lineno)d %(message)s"))
log.addHandler(h)
log.debug("debug %d", 1)
log.info("info %s and %r", "x", "y")
log.warning("warn")
child = logging.getLogger("app.db")
child.error("child error: %(k)s", {"k": "v"})
h.setLevel(logging.WARNING)
log.info("filtered out")
log.critical("crit")
try:
    1 / 0
except ZeroDivisionError:
    log.exception("failed")
print(stream.getvalue().split("Traceback")[0], end="")
print(stream.getvalue().splitlines()[-1])
print(logging.getLevelName(logging.WARNING), logging.getLevelName(25), logging.getLevelName("ERROR"), log.getEffectiveLevel(), child.getEffectiveLevel())
print(child.parent.name, log.isEnabledFor(logging.DEBUG), child.name, logging.getLogger("app") is log, logging.root.name)
s2 = io.StringIO()
h2 = logging.StreamHandler(s2)
h2.setFormatter(logging.Formatter("{levelname}|{name}|{message}", style="{"))
class OnlyOdd(logging.Filter):
    def filter(self, record):
        return record.args and record.args[0] % 2 == 1
other = logging.getLogger("other")
other.propagate = False
other.addHandler(h2)
other.addFilter(OnlyOdd())
for i in range(4):
    other.warning("n=%d", i)
print(s2.getvalue(), end="")
s3 = io.StringIO()
h3 = logging.StreamHandler(s3)
h3.setFormatter(logging.Formatter("$levelname:$message", style="$"))
lg = logging.getLogger("dollar")
lg.addHandler(h3)
lg.propagate = False
lg.warning("dollar style")
lg.info("not shown, level WARNING default")
print(s3.getvalue(), end="")
adapter = logging.LoggerAdapter(lg, {"user": "bob"})
adapter.warning("adapted")
print(s3.getvalue().splitlines()[-1])
rec = logging.LogRecord("n", logging.INFO, "path", 10, "msg %s", ("arg",), None)
print(rec.getMessage(), rec.levelname, rec.levelno, logging.Formatter("%(name)s/%(message)s").format(rec))
logging.basicConfig(stream=sys.stdout, level=logging.INFO, format="%(levelname)s:%(name)s:%(message)s", force=True)
logging.info("root info")
logging.getLogger("x.y").warning("nested %s", "warn")
logging.debug("hidden")
