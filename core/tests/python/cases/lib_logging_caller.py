import logging
import sys

logging.basicConfig(stream=sys.stdout, level=logging.DEBUG,
                    format="%(levelname)s %(name)s %(module)s %(filename)s:%(lineno)d %(funcName)s: %(message)s")
log = logging.getLogger("app")


def audit(msg):
    log.info("audit: %s", msg, stacklevel=2)


def transfer(amount):
    log.debug("transfer %d", amount)
    audit("moved %d" % amount)
    if amount > 100:
        log.warning("large transfer")


class Service:
    def run(self):
        logging.info("service running")
        adapter = logging.LoggerAdapter(log, {"user": "ann"})
        adapter.error("adapter call")


transfer(50)
transfer(500)
Service().run()
log.log(25, "custom level")
try:
    raise KeyError("missing")
except KeyError:
    log.exception("lookup failed")
rec = log.makeRecord("x", logging.INFO, "file.py", 7, "m", (), None, func="fn")
print(rec.pathname, rec.filename, rec.module, rec.lineno, rec.funcName)
print(log.findCaller()[1:3])
