# basicConfig's options and errors, the module-level calls, lastResort, LoggerAdapter,
# record factories, logger classes and level names.
import io
import logging
import sys

err = sys.stderr = io.StringIO()
logging.getLogger("early").warning("to lastResort %d", 1)
logging.getLogger("early").info("below lastResort's level")
print(repr(err.getvalue()), logging.lastResort.level, repr(logging.lastResort))
saved = logging.lastResort
logging.lastResort = None
logging.getLogger("early").error("nowhere")
logging.getLogger("early2").error("nowhere again")
print(repr(err.getvalue()))
logging.lastResort = saved

for kw in [dict(stream=sys.stdout, filename="x.log"), dict(handlers=[logging.NullHandler()], stream=sys.stdout),
           dict(handlers=[logging.NullHandler()], filename="y.log"), dict(style="!"), dict(bogus=1, other=2),
           dict(level="NOPE")]:
    try:
        logging.basicConfig(**kw)
        print("ok", sorted(kw))
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
    for h in logging.root.handlers[:]:
        logging.root.removeHandler(h)
logging.root.setLevel(logging.WARNING)

buf = io.StringIO()
logging.basicConfig(stream=buf, level="INFO", format="{levelname}:{name}:{message}", style="{")
h0 = logging.root.handlers[0]
print(type(h0).__name__, h0.stream is buf, h0.formatter._fmt, logging.root.level)
logging.info("info %s", "shown")
logging.debug("debug hidden")
logging.basicConfig(stream=sys.stdout, format="IGNORED %(message)s")
logging.warning("still {} style")
logging.basicConfig(stream=buf, format="$levelname/$message", style="$", force=True)
print(logging.root.handlers[0] is h0, len(logging.root.handlers), logging.root.level)
logging.error("after force")
pre = logging.StreamHandler(buf)
pre.setFormatter(logging.Formatter("pre:%(message)s"))
plain = logging.StreamHandler(buf)
logging.basicConfig(handlers=[pre, plain], format="new:%(message)s", force=True, level=logging.DEBUG)
logging.debug("two handlers")
print(buf.getvalue())
for h in logging.root.handlers[:]:
    logging.root.removeHandler(h)
logging.basicConfig(stream=sys.stdout, format="%(levelname)s %(name)s %(message)s", level=logging.DEBUG)
logging.log(logging.INFO, "log call")
logging.critical("crit")
logging.fatal("fatal alias")
try:
    logging.log("INFO", "level as str")
except TypeError as e:
    print("TypeError", e)
try:
    raise KeyError("k")
except KeyError:
    logging.exception("caught", exc_info=False)
logging.error("explicit", exc_info=(IndexError, IndexError("i"), None))
logging.error("instance", exc_info=RuntimeError("rt"))
try:
    logging.info("x", extra={"name": "clash"})
except KeyError as e:
    print("KeyError", e)


class Ctx(logging.LoggerAdapter):
    def process(self, msg, kwargs):
        return "[%s] %s" % (self.extra["req"], msg), kwargs


app = logging.getLogger("app")
ad = Ctx(app, {"req": 7})
ad.info("handled %d", 3)
ad.debug("dbg")
app.setLevel(logging.WARNING)
ad.info("hidden")
ad.warning("w")
ad.log(logging.ERROR, "via log")
ad.exception("exc", exc_info=(ValueError, ValueError("v"), None))
print(ad.isEnabledFor(logging.INFO), ad.getEffectiveLevel(), ad.name, ad.manager is logging.Logger.manager,
      ad.hasHandlers(), repr(ad))
ad.setLevel(logging.DEBUG)
print(app.level, repr(logging.LoggerAdapter(app, None)))
plainad = logging.LoggerAdapter(app, {"user": "u1"})
print(plainad.process("m", {"exc_info": None}))
fmtd = logging.StreamHandler(sys.stdout)
fmtd.setFormatter(logging.Formatter("user=%(user)s %(message)s"))
solo = logging.getLogger("solo")
solo.propagate = False
solo.addHandler(fmtd)
logging.LoggerAdapter(solo, {"user": "u2"}).warning("adapted")
solo.warning("extra given", extra={"user": "u3"})

made = []
old_factory = logging.getLogRecordFactory()


def factory(*args, **kwargs):
    rec = old_factory(*args, **kwargs)
    rec.custom = "C%d" % len(made)
    made.append(rec.name)
    return rec


logging.setLogRecordFactory(factory)
fmtd.setFormatter(logging.Formatter("%(custom)s %(message)s"))
solo.error("with factory")
logging.setLogRecordFactory(old_factory)
print(made, logging.getLogRecordFactory() is logging.LogRecord)
mk = logging.makeLogRecord({"msg": "made", "levelno": 40, "extra_attr": 5})
print(mk.msg, mk.levelno, mk.levelname, mk.extra_attr, mk.name, mk.args)


class MyLogger(logging.Logger):
    pass


logging.setLoggerClass(MyLogger)
print(type(logging.getLogger("mine")).__name__, type(logging.getLogger("app")).__name__, logging.getLoggerClass().__name__)
logging.setLoggerClass(logging.Logger)
try:
    logging.setLoggerClass(dict)
except TypeError as e:
    print("TypeError", e)
m = logging.getLevelNamesMapping()
m["X"] = 1
print(sorted(logging.getLevelNamesMapping().items()))
logging.addLevelName(15, "VERBOSE")
print(logging.getLevelName(15), logging.getLevelName("VERBOSE"), logging.getLevelName(99), logging.getLevelName("x"))
logging.getLogger("app").log(15, "verbose line")
logging.getLogger("app").setLevel("VERBOSE")
print(logging.getLogger("app").level, repr(logging.getLogger("app")))
logging.disable()
logging.critical("all disabled")
print(logging.root.manager.disable, logging.getLogger("app").isEnabledFor(logging.CRITICAL))
logging.disable(logging.NOTSET)
logging.critical("enabled again")
print(repr(err.getvalue()))
