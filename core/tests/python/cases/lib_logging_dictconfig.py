# logging.config.dictConfig: formatters, filters and handlers by class or '()' factory, ext:// and cfg:// values, loggers and root, disabling, incremental, CPython's ValueErrors.
import logging, logging.config, io, sys
pre = logging.getLogger("legacy.module")
child_pre = logging.getLogger("svc.child")
buf = io.StringIO()


class Tagger(logging.Filter):
    def __init__(self, tag):
        super().__init__()
        self.tag = tag

    def filter(self, record):
        record.tag = self.tag
        return True


def make_handler(stream, level="INFO"):
    h = logging.StreamHandler(stream)
    h.setLevel(level)
    return h


cfg = {
    "version": 1,
    "formatters": {"f": {"format": "%(tag)s %(levelname)s %(name)s %(message)s"}, "brace": {"format": "{name}:{message}", "style": "{"}},
    "filters": {"tag": {"()": Tagger, "tag": "T1"}, "only_svc": {"name": "svc"}},
    "handlers": {
        "out": {"class": "logging.StreamHandler", "stream": "ext://sys.stdout", "formatter": "f", "filters": ["tag"]},
        "mem": {"()": make_handler, "stream": buf, "level": "WARNING", "formatter": "brace", ".": {"name_tag": "custom"}},
        "alias": {"class": "logging.StreamHandler", "stream": "cfg://handlers.mem.stream", "formatter": "brace"},
    },
    "loggers": {"svc": {"level": "DEBUG", "handlers": ["out", "mem"], "propagate": False, "filters": ["only_svc"]}},
    "root": {"level": "ERROR", "handlers": ["alias"]},
}
logging.config.dictConfig(cfg)
log = logging.getLogger("svc")
log.debug("debug line")
log.warning("warned")
logging.getLogger("svc.child").info("from child")
logging.getLogger("other").error("root handles this")
logging.getLogger("other").warning("below root level")
print(repr(buf.getvalue()))
print(pre.disabled, child_pre.disabled, logging.getLogger("svc").handlers[1].name_tag, [h.name for h in log.handlers], logging.getLogger().level)
logging.config.dictConfig({"version": 1, "incremental": True, "loggers": {"svc": {"level": "ERROR"}}})
log.warning("now hidden")
log.error("still shown")
for bad in [{}, {"version": 2}, {"version": 1, "handlers": {"h": {"class": "logging.NoSuchHandler"}}},
            {"version": 1, "handlers": {"h": {"class": "logging.StreamHandler", "formatter": "missing"}}},
            {"version": 1, "loggers": {"x": {"handlers": ["nope"]}}}, {"version": 1, "formatters": {"bad": {"format": "%(x", "style": "%"}}},
            {"version": 1, "handlers": {"h": {"class": "logging.StreamHandler", "level": "LOUD"}}}]:
    try:
        logging.config.dictConfig(bad)
        print("ok")
    except ValueError as e:
        print("ValueError", e, "| cause:", type(e.__cause__).__name__ if e.__cause__ else None)
print(logging.config.valid_ident("abc"))
try:
    logging.config.valid_ident("1x")
except ValueError as e:
    print("ValueError", e)
