import logging, sys

logging.basicConfig(stream=sys.stdout, level=logging.DEBUG, format="%(levelname)-8s %(name)s: %(message)s")
log = logging.getLogger("app")
log.debug("starting with %d workers", 4)
log.info("config loaded: %s", {"a": 1})
db = logging.getLogger("app.db")
db.setLevel(logging.WARNING)
db.info("hidden")
db.warning("slow query %.1fms", 1532.25)
try:
    1 / 0
except ZeroDivisionError:
    log.exception("division failed")
h = logging.StreamHandler(sys.stdout)
h.setFormatter(logging.Formatter("[{levelname}] {message}", style="{"))
special = logging.getLogger("special")
special.propagate = False
special.addHandler(h)
special.error("custom format %s", "works")
class OnlyEven(logging.Filter):
    def filter(self, record):
        return record.args[0] % 2 == 0 if record.args else True
special.addFilter(OnlyEven())
for i in range(4):
    special.warning("n=%d", i)
adapter = logging.LoggerAdapter(log, {"user": "ann"})
adapter.info("adapted message")
print(logging.getLevelName(logging.ERROR), logging.getLevelName(15), log.getEffectiveLevel(), db.getEffectiveLevel(), log.isEnabledFor(logging.DEBUG))
logging.disable(logging.INFO)
log.info("disabled")
log.warning("still shown")
logging.disable(logging.NOTSET)
print(db.parent.name, logging.getLogger("app.db") is db, logging.root.level)
