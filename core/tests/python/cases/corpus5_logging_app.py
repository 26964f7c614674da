import logging, sys
logger = logging.getLogger("app")
logger.setLevel(logging.DEBUG)
h = logging.StreamHandler(sys.stdout)
h.setFormatter(logging.Formatter("%(levelname)-8s %(name)s:%(funcName)s: %(message)s"))
logger.addHandler(h)
def process(items):
    logger.debug("processing %d items", len(items))
    total = 0
    for i in items:
        if i < 0:
            logger.warning("negative value %r skipped", i)
            continue
        total += i
    logger.info("total=%s", total)
    return total
process([1, -2, 3])
child = logging.getLogger("app.db")
child.error("connection %s failed after %d tries", "primary", 3)
child.propagate = False
child.critical("not shown (no handlers, no propagation)")
h.setLevel(logging.WARNING)
logger.info("hidden")
logger.warning("visible %s", {"k": 1})
try:
    1 / 0
except ZeroDivisionError:
    logger.error("failed: %s", "division", exc_info=False)
class ListHandler(logging.Handler):
    def __init__(self):
        super().__init__()
        self.records = []
    def emit(self, record):
        self.records.append(self.format(record))
lh = ListHandler()
lh.setFormatter(logging.Formatter("[%(levelno)d] %(message)s"))
logger.addHandler(lh)
logger.debug("d"); logger.info("i"); logger.log(25, "custom level")
print(lh.records)
class OnlyEven(logging.Filter):
    def filter(self, record):
        return record.args and record.args[0] % 2 == 0
lh.addFilter(OnlyEven())
for n in range(4):
    logger.info("n=%d", n)
print(lh.records[-2:], logging.getLevelName(logging.ERROR), logging.getLevelName(25), logging.getLevelName("INFO"))
print(logger.getEffectiveLevel(), child.getEffectiveLevel(), logger.isEnabledFor(logging.DEBUG), child.parent.name, logging.getLogger("app") is logger)
lg = logging.getLogger("quiet")
print(lg.level, lg.getEffectiveLevel(), logging.root.level, lg.parent is logging.root)
adapter = logging.LoggerAdapter(logger, {"user": "ann"})
h.setFormatter(logging.Formatter("%(levelname)s|%(message)s"))
adapter.warning("adapted")
logger.removeHandler(lh)
logger.warning("%s and %s", "a", "b")
logger.warning("pct %% literal")
