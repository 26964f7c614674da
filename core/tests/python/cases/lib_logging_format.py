import logging, sys
logging.basicConfig(stream=sys.stdout, level=logging.DEBUG, format="%(levelname)-8s %(name)s: %(message)s")
log = logging.getLogger("app.db")
log.debug("connecting to %s:%d", "localhost", 5432)
log.info("connected")
log.warning("slow query took %.2f s", 1.23456)
logging.getLogger("app").setLevel(logging.ERROR)
log.info("hidden? %s", log.getEffectiveLevel())
log.error("failed: %r", {"code": 7})
h = logging.StreamHandler(sys.stdout)
h.setFormatter(logging.Formatter("{levelname}|{name}|{message}", style="{"))
other = logging.getLogger("other")
other.propagate = False
other.addHandler(h)
other.critical("boom %s", "now")
other.setLevel(logging.WARNING)
other.info("not shown")
print(other.isEnabledFor(logging.ERROR), logging.getLevelName(30), logging.getLevelName("INFO"), logging.getLevelName(25))
try:
    raise ZeroDivisionError("division by zero")
except ZeroDivisionError:
    other.exception("division failed")
adapter = logging.LoggerAdapter(log, {"user": "bob"})
adapter.error("adapter message")
f = logging.Formatter("%(name)s %(levelno)d %(message)s")
rec = logging.LogRecord("x", logging.INFO, "p.py", 10, "hello %s", ("there",), None)
print(f.format(rec), rec.getMessage(), rec.levelname)
class OnlyOdd(logging.Filter):
    def filter(self, record):
        return record.msg.count("x") % 2 == 1
other.addFilter(OnlyOdd())
other.warning("x")
other.warning("xx")
logging.addLevelName(25, "NOTICE")
other.log(25, "custom level")
print(logging.getLogger("app.db").parent.name, logging.getLogger() is logging.root, logging.getLogger("app").getChild("db") is log)
