"""An audit trail built on logging: named loggers, handlers writing to StringIO, formatters, filters, levels, dictConfig."""
import io
import logging
import logging.config

stream = io.StringIO()
errors = io.StringIO()


class RedactFilter(logging.Filter):
    def filter(self, record):
        if isinstance(record.msg, str) and "password" in record.msg:
            record.msg = record.msg.split("password")[0] + "password=***"
        return True


class OnlyUsers(logging.Filter):
    def __init__(self):
        super().__init__("app.users")


logging.config.dictConfig({
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {
        "plain": {"format": "%(levelname)-7s %(name)s: %(message)s"},
        "short": {"format": "[%(levelno)s] %(message)s"},
    },
    "filters": {"redact": {"()": RedactFilter}},
    "handlers": {
        "main": {"class": "logging.StreamHandler", "stream": stream, "formatter": "plain", "filters": ["redact"], "level": "DEBUG"},
        "errs": {"class": "logging.StreamHandler", "stream": errors, "formatter": "short", "level": "ERROR"},
    },
    "loggers": {
        "app": {"handlers": ["main", "errs"], "level": "INFO", "propagate": False},
        "app.db": {"level": "DEBUG"},
    },
})

app = logging.getLogger("app")
users = logging.getLogger("app.users")
db = logging.getLogger("app.db")
users.info("user %s logged in", "ana")
users.debug("hidden: app is INFO")
db.debug("query took %.1f ms", 12.345)
users.warning("login failed for bob password hunter2")
db.error("connection lost (%d retries)", 3)
app.critical("shutting down")
try:
    1 / 0
except ZeroDivisionError:
    app.exception("unexpected error")
print(stream.getvalue().replace("Traceback", "TB").splitlines()[:8])
print(errors.getvalue().splitlines()[:3])
print(users.getEffectiveLevel(), db.getEffectiveLevel(), logging.getLevelName(25), logging.getLevelName("WARNING"), app.propagate, users.parent.name)
print(users.isEnabledFor(logging.DEBUG), db.isEnabledFor(logging.DEBUG), app.hasHandlers(), len(app.handlers), [type(h).__name__ for h in app.handlers])

audit = io.StringIO()
h = logging.StreamHandler(audit)
h.setFormatter(logging.Formatter("{levelname}|{name}|{message}|{user}", style="{"))
h.addFilter(OnlyUsers())
app.addHandler(h)
adapter = logging.LoggerAdapter(users, {"user": "ana"})
adapter.info("changed email")
logging.LoggerAdapter(db, {"user": "sys"}).info("vacuum")
print(audit.getvalue().splitlines())
app.removeHandler(h)
logging.addLevelName(25, "NOTICE")
app.log(25, "custom level %s", "works")
print(stream.getvalue().splitlines()[-1], logging.getLevelName(25))
rec = logging.LogRecord("x", logging.INFO, "file.py", 10, "hello %s", ("world",), None)
print(rec.getMessage(), rec.levelname, rec.lineno, logging.Formatter("%(name)s:%(lineno)d %(message)s").format(rec))
print(logging.Formatter("%(message)s %(missing)s").format(rec) if False else "skip", logging.makeLogRecord({"msg": "m", "levelno": 30}).levelno)
for bad in [lambda: logging.config.dictConfig({"version": 2}), lambda: logging.getLogger().setLevel("LOUD"), lambda: logging.Formatter("%(x", style="%").format(rec),
            lambda: logging.Formatter("{bad", style="{")]:
    try:
        bad()
    except (ValueError, TypeError, KeyError) as e:
        print(type(e).__name__, str(e)[:70])
logging.shutdown()
