import logging, io
stream = io.StringIO()
handler = logging.StreamHandler(stream)
handler.setFormatter(logging.Formatter("%(levelname)-8s %(name)s: %(message)s"))
root = logging.getLogger("app")
root.setLevel(logging.DEBUG)
root.addHandler(handler)
root.propagate = False
db = logging.getLogger("app.db")
db.setLevel(logging.WARNING)
root.debug("starting %s v%d", "svc", 3)
root.info("config loaded: %r", {"port": 80})
db.info("hidden")
db.warning("slow query took %.1fs", 2.345)
db.error("connection lost")
try:
    1 / 0
except ZeroDivisionError:
    root.exception("math failed")
print(stream.getvalue().splitlines()[:6])
print(db.parent is root, db.getEffectiveLevel(), root.getEffectiveLevel(), db.isEnabledFor(logging.INFO), logging.getLevelName(30), logging.getLevelName("ERROR"))
class ListHandler(logging.Handler):
    def __init__(self):
        super().__init__()
        self.records = []
    def emit(self, record):
        self.records.append((record.levelname, record.name, self.format(record)))
lh = ListHandler()
lh.setLevel(logging.INFO)
lh.setFormatter(logging.Formatter("[%(levelno)s] %(message)s"))
class OnlyOdd(logging.Filter):
    def filter(self, record):
        return record.args and record.args[0] % 2 == 1
lh.addFilter(OnlyOdd())
worker = logging.getLogger("worker")
worker.propagate = False
worker.addHandler(lh)
worker.setLevel(logging.DEBUG)
for i in range(5):
    worker.info("task %d done", i)
worker.debug("debug %d", 1)
print(lh.records)
adapter = logging.LoggerAdapter(worker, {"req": "abc"})
lh.setFormatter(logging.Formatter("%(req)s %(message)s"))
adapter.warning("via adapter %d", 7)
print(lh.records[-1])
print(logging.getLogger("app") is root, logging.getLogger().name, logging.DEBUG, logging.CRITICAL, logging.WARN)
rec = logging.LogRecord("n", logging.INFO, "f.py", 10, "hello %s", ("x",), None)
print(rec.getMessage(), rec.levelname, rec.lineno, logging.Formatter("%(name)s|%(message)s").format(rec))
worker.removeHandler(lh)
print(len(worker.handlers), worker.hasHandlers() if worker.propagate else bool(worker.handlers))
