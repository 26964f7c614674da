import logging
import sys
import io

stream = io.StringIO()
logger = logging.getLogger("app")
logger.setLevel(logging.DEBUG)
h = logging.StreamHandler(sys.stdout)
h.setFormatter(logging.Formatter("%(levelname)-8s %(name)s: %(message)s"))
logger.addHandler(h)
h2 = logging.StreamHandler(stream)
h2.setLevel(logging.WARNING)
h2.setFormatter(logging.Formatter("[%(levelno)d] %(funcName)s:%(message)s"))
logger.addHandler(h2)

logger.debug("starting with %d workers", 4)
logger.info("config %s", {"a": 1})
logger.warning("disk at %.1f%%", 91.234)


def risky():
    try:
        1 / 0
    except ZeroDivisionError:
        logger.error("division failed", exc_info=False)
        logger.exception("with traceback") if False else None


risky()
child = logging.getLogger("app.db")
child.info("child message propagates")
child.propagate = False
child.info("this goes nowhere")
print("child handlers:", child.handlers, child.parent.name, child.getEffectiveLevel())
logger.setLevel(logging.WARNING)
logger.info("suppressed")
logger.critical("critical!")
print(repr(stream.getvalue()))
print(logging.getLevelName(10), logging.getLevelName("ERROR"), logging.getLevelName(33), logger.isEnabledFor(logging.INFO))


class CountingFilter(logging.Filter):
    def __init__(self):
        super().__init__()
        self.count = 0

    def filter(self, record):
        self.count += 1
        return "secret" not in record.getMessage()


f = CountingFilter()
logger.addFilter(f)
logger.error("public info")
logger.error("secret info")
print("filter saw", f.count)


class JsonFormatter(logging.Formatter):
    def format(self, record):
        import json
        return json.dumps({"lvl": record.levelname, "msg": record.getMessage(), "n": record.name})


jh = logging.StreamHandler(sys.stdout)
jh.setFormatter(JsonFormatter())
jl = logging.getLogger("json")
jl.addHandler(jh)
jl.propagate = False
jl.warning("hello %s", "world")
adapter = logging.LoggerAdapter(jl, {"user": "ann"})
adapter.warning("via adapter")
print(logging.getLogger("app") is logger, logging.getLogger().name, logging.root.level)
logger.removeHandler(h)
logger.error("only to stream now")
print(stream.getvalue().count("\n"))
