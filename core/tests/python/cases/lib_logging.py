import logging
import sys
import io

# The module functions configure the root logger once, on stdout here.
logging.basicConfig(stream=sys.stdout)
logging.debug("hidden debug")
logging.info("hidden info")
logging.warning("warn %s %d", "args", 3)
logging.error("an error")
logging.critical("critical!")
logging.log(logging.ERROR, "via log %(key)s", {"key": "dict-arg"})
logging.basicConfig(level=logging.DEBUG)   # ignored: root has a handler
logging.info("still hidden")
root = logging.getLogger()
print(root, root.level, root.getEffectiveLevel(), root.name, logging.getLogger("root") is root, len(root.handlers))

print([logging.getLevelName(l) for l in (0, 10, 20, 30, 40, 50, 25)], logging.getLevelName("INFO"), logging.getLevelName("NOPE"))
logging.addLevelName(25, "NOTICE")
print(logging.getLevelName(25), logging.getLevelName("NOTICE"), logging.WARN, logging.FATAL)

a = logging.getLogger("app")
ab = logging.getLogger("app.db")
abc = logging.getLogger("app.db.pool")
print(a.parent is root, ab.parent is a, abc.parent is ab, logging.getLogger("app.db") is ab, a.getChild("db") is ab)
x = logging.getLogger("x.y.z")
xy = logging.getLogger("x.y")
print(x.parent is xy, xy.parent is root, repr(a), repr(abc))
a.setLevel(logging.INFO)
print(a.level, ab.getEffectiveLevel(), abc.isEnabledFor(logging.DEBUG), abc.isEnabledFor(logging.INFO), repr(ab))

stream = io.StringIO()
h = logging.StreamHandler(stream)
h.setFormatter(logging.Formatter("%(name)s|%(levelname)s|%(levelno)d|%(message)s"))
a.addHandler(h)
abc.info("from pool %s", 1)
abc.debug("not shown")
ab.warning("db warning")
a.propagate = False
abc.error("not to root")
print(repr(stream.getvalue()))
a.propagate = True
h.setLevel(logging.ERROR)
ab.warning("below handler level, root only")
ab.error("both")
print(repr(stream.getvalue().splitlines()[-1]))
a.removeHandler(h)

# Formatter styles, defaults, validation
rec = logging.LogRecord("nm", logging.INFO, "/p/mod.py", 12, "hello %s", ("you",), None)
for fmt, style in [("%(levelname)-8s:%(message)s", "%"), ("{levelname}/{name}/{message}", "{"),
                   ("${levelname} ${message}", "$"), ("%(message)s [%(lineno)d %(filename)s %(module)s]", "%")]:
    print(logging.Formatter(fmt, style=style).format(rec))
print(logging.Formatter("%(custom)s %(message)s", defaults={"custom": "dflt"}).format(rec))
print(rec.getMessage(), rec.levelname, rec.name, rec.args, rec.msg)
for bad in [lambda: logging.Formatter("no fields"), lambda: logging.Formatter("x", style="?"),
            lambda: logging.Formatter("{x", style="{").format(rec) and None, lambda: logging.getLevelName(None) and logging.getLogger().setLevel("BOGUS")]:
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)

# Filters
class OnlyOdd(logging.Filter):
    def filter(self, record):
        return record.args[0] % 2 == 1

s2 = io.StringIO()
lg = logging.getLogger("filtered")
lg.propagate = False
hh = logging.StreamHandler(s2)
lg.addHandler(hh)
lg.addFilter(OnlyOdd())
for i in range(5):
    lg.warning("n=%d", i)
hh.addFilter(lambda r: "3" not in r.getMessage())
lg.warning("n=%d", 3)
lg.warning("n=%d", 7)
print(repr(s2.getvalue()))
f = logging.Filter("app.db")
print([f.filter(logging.LogRecord(n, 20, "", 0, "", (), None)) for n in ["app", "app.db", "app.db.x", "app.dbx", "other"]])

# exceptions, extra, adapters, disable
s3 = io.StringIO()
lg3 = logging.getLogger("exc")
lg3.propagate = False
h3 = logging.StreamHandler(s3)
h3.setFormatter(logging.Formatter("%(levelname)s %(message)s %(user)s"))
lg3.addHandler(h3)
try:
    1 / 0
except ZeroDivisionError:
    lg3.exception("failed", extra={"user": "bob"})
print(s3.getvalue().splitlines()[0], s3.getvalue().splitlines()[-1])
ad = logging.LoggerAdapter(lg3, {"user": "ann"})
ad.warning("adapted %s", "msg")
print(s3.getvalue().splitlines()[-1], repr(ad))
try:
    lg3.warning("x", extra={"message": 1})
except KeyError as e:
    print("KeyError", e)
logging.disable(logging.WARNING)
lg3.warning("disabled")
lg3.error("error passes", extra={"user": "eve"})
logging.disable(logging.NOTSET)
print(s3.getvalue().splitlines()[-1], lg3.hasHandlers(), logging.getLogger("nohandlers.child").hasHandlers())
print(isinstance(lg3, logging.Logger), logging.getLoggerClass() is logging.Logger, logging.NullHandler().handle(rec))
nl = logging.getLogger("quiet")
nl.addHandler(logging.NullHandler())
nl.propagate = False
nl.error("dropped")
print(repr(h), logging.BASIC_FORMAT)

# asctime from a record's own time (gmtime, so the output does not depend on the zone)
import time


class UTCFormatter(logging.Formatter):
    converter = time.gmtime


rec = logging.LogRecord("t", logging.INFO, "", 0, "at %s", ("noon",), None)
rec.created = 951782400.25
rec.msecs = 250.0
print(UTCFormatter("%(asctime)s %(levelname)s %(message)s").format(rec))
print(UTCFormatter("[%(asctime)s] %(message)s", datefmt="%Y/%m/%d %H:%M").format(rec))
print(UTCFormatter("{asctime}|{message}", style="{").format(rec))
