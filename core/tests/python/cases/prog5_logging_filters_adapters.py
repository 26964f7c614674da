# logging: custom formatter, filter, LoggerAdapter, handler levels, propagation, exc_info
import logging, io, sys
stream = io.StringIO()
class Ctx(logging.Filter):
    def __init__(self, user):
        super().__init__(); self.user = user
    def filter(self, record):
        record.user = self.user
        return not record.getMessage().startswith("noise")
class Short(logging.Formatter):
    def format(self, record):
        record.lvl = record.levelname[0]
        return super().format(record)
h = logging.StreamHandler(stream)
h.setFormatter(Short("%(lvl)s %(name)s [%(user)s] %(message)s"))
h.addFilter(Ctx("ann"))
h.setLevel(logging.INFO)
app = logging.getLogger("app")
app.setLevel(logging.DEBUG)
app.addHandler(h)
app.propagate = False
app.debug("hidden by handler level")
app.info("starting %s v%d", "svc", 2)
app.warning("noise: ignore me")
app.error("disk %(pct)d%% full", {"pct": 93})
db = logging.getLogger("app.db")
db.info("child logger propagates to app handler")
db.setLevel(logging.ERROR)
db.warning("dropped at logger level")
print(db.getEffectiveLevel(), app.getEffectiveLevel(), db.parent.name, logging.getLogger("app.db") is db, db.isEnabledFor(logging.CRITICAL))
try:
    1 / 0
except ZeroDivisionError:
    app.exception("failed to divide")
adapter = logging.LoggerAdapter(app, {"req": 42})
class ReqAdapter(logging.LoggerAdapter):
    def process(self, msg, kwargs):
        return f"[req {self.extra['req']}] {msg}", kwargs
ReqAdapter(app, {"req": 7}).info("handled")
adapter.info("plain adapter")
app.info("with extra", extra={"user": "overridden?"}) if False else None
lines = stream.getvalue().splitlines()
for ln in lines:
    print(ln if not ln.startswith("  File") else "  File ...")
print(logging.getLevelName(logging.WARNING), logging.getLevelName(15), logging.getLevelName("ERROR"), logging.WARN, logging.FATAL)
logging.addLevelName(25, "NOTICE")
s2 = io.StringIO()
h2 = logging.StreamHandler(s2)
h2.setFormatter(logging.Formatter("{levelname}:{name}:{message}", style="{"))
lg = logging.getLogger("fmt"); lg.addHandler(h2); lg.setLevel(1); lg.propagate = False
lg.log(25, "custom level")
lg.info("brace %s", "args")
h2.setFormatter(logging.Formatter("$levelname|$message", style="$"))
lg.critical("dollar style")
print(s2.getvalue(), end="")
rec = logging.LogRecord("n", logging.INFO, "path.py", 10, "msg %s %s", ("a", 1), None)
print(rec.getMessage(), rec.levelno, rec.lineno, rec.name, rec.msg, rec.args)
f = logging.Formatter("%(message)s")
print(f.format(rec), logging.Formatter("%(levelname)-8s|%(message)s").format(rec))
try:
    logging.Formatter("%(nope", style="%").format(rec)
except Exception as e:
    print(type(e).__name__)
try:
    logging.Formatter("x", style="!")
except ValueError as e:
    print("ValueError", e)
root_stream = io.StringIO()
logging.basicConfig(stream=root_stream, level=logging.WARNING, format="%(levelname)s:%(message)s")
logging.warning("root warn %d", 1)
logging.info("root info hidden")
logging.getLogger("other").error("propagated to root")
print(root_stream.getvalue(), end="")
print(logging.root.level, len(logging.root.handlers), logging.getLogger() is logging.root, logging.getLogger("app").handlers[0] is h)
null = logging.getLogger("lib"); null.addHandler(logging.NullHandler()); null.propagate = False; null.error("silent")
print(logging.getLogger("a.b.c").parent.name)
