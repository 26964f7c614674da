# FileHandler (modes, delay, close), handleError, shutdown, the deprecated warn aliases and
# records' thread fields once threading is imported.
import io
import logging
import os
import sys
import warnings

err = sys.stderr = io.StringIO()
lg = logging.getLogger("files")
lg.propagate = False
fh = logging.FileHandler("log_a.txt", mode="w", delay=True)
print(fh.stream, os.path.basename(fh.baseFilename), fh.mode, fh.delay, fh.encoding)
fh.setFormatter(logging.Formatter("%(levelname)s %(message)s"))
lg.addHandler(fh)
lg.warning("first %s", "line")
lg.error("second")
fh.close()
print(fh.stream, open("log_a.txt").read().splitlines())
lg.removeHandler(fh)
fa = logging.FileHandler("log_a.txt")
lg.addHandler(fa)
lg.warning("appended")
fa.flush()
fa.close()
lg.removeHandler(fa)
print(open("log_a.txt").read().splitlines(), repr(fa).startswith("<FileHandler "), repr(fa).endswith("log_a.txt (NOTSET)>"))


class Boom:
    def __str__(self):
        raise RuntimeError("cannot str")


sh = logging.StreamHandler(io.StringIO())
lg.addHandler(sh)
logging.raiseExceptions = False
lg.warning(Boom())
print(repr(err.getvalue()))
logging.raiseExceptions = True
lg.warning("bad %d", "x")
text = err.getvalue()
print(text.splitlines()[0], "TypeError" in text, text.splitlines()[-2:])
err.seek(0)
err.truncate()
lg.removeHandler(sh)

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    out = io.StringIO()
    h = logging.StreamHandler(out)
    lg.addHandler(h)
    lg.warn("old method")
    logging.basicConfig(stream=out, format="root:%(message)s")
    logging.warn("old function")
    print([(x.category.__name__, str(x.message)) for x in w], repr(out.getvalue()))
    lg.removeHandler(h)

rec = logging.makeLogRecord({"msg": "m"})
print(rec.processName, rec.threadName, rec.process is None or isinstance(rec.process, int))
import threading
rec = logging.LogRecord("t", 20, "", 0, "m", (), None)
print(rec.threadName, rec.thread == threading.get_ident())
res = []
t = threading.Thread(target=lambda: res.append(logging.LogRecord("t", 20, "", 0, "m", (), None).threadName), name="worker-1")
t.start()
t.join()
print(res)
closed = []


class Tracking(logging.Handler):
    def emit(self, record):
        pass

    def flush(self):
        closed.append("flush " + self.name)

    def close(self):
        closed.append("close " + self.name)
        super().close()


a, b = Tracking(), Tracking()
a.name, b.name = "A", "B"
logging.shutdown()
print(sorted(closed), repr(err.getvalue()))
