# The logger hierarchy (placeholders, parents fixed up later), propagation, handler levels,
# filters on loggers and handlers, handler names and reprs, disabled loggers.
import io
import logging
import sys

err = sys.stderr = io.StringIO()

out = io.StringIO()
top = logging.StreamHandler(out)
top.setFormatter(logging.Formatter("%(name)s:%(levelname)s:%(message)s"))
root = logging.getLogger()
root.addHandler(top)
root.setLevel(logging.DEBUG)

deep = logging.getLogger("p.q.r.s")
print(deep.parent is root, sorted(logging.Logger.manager.loggerDict))
print([type(logging.Logger.manager.loggerDict[k]).__name__ for k in sorted(logging.Logger.manager.loggerDict)])
mid = logging.getLogger("p.q")
print(deep.parent is mid, mid.parent is root)
p = logging.getLogger("p")
print(mid.parent is p, deep.parent is mid, p.parent is root)
pqr = logging.getLogger("p.q.r")
print(deep.parent is pqr, pqr.parent is mid, mid.getChild("r.s") is deep, root.getChild("p") is p)
sib = logging.getLogger("p.q.r2")
print(sib.parent is mid, logging.getLogger("p.qx").parent is p)

ph = io.StringIO()
h_p = logging.StreamHandler(ph)
h_p.setFormatter(logging.Formatter("P[%(name)s %(message)s]"))
h_p.setLevel(logging.INFO)
p.addHandler(h_p)
deep.debug("d1")
deep.info("i1")
mid.propagate = False
deep.warning("w1 stops at p.q (no handlers there)")
print(deep.hasHandlers(), mid.hasHandlers(), p.hasHandlers())
mid.propagate = True
p.setLevel(logging.WARNING)
print(deep.getEffectiveLevel(), deep.isEnabledFor(logging.INFO), mid.isEnabledFor(logging.ERROR))
deep.info("hidden by p's level")
mid.setLevel(logging.DEBUG)
deep.debug("d2 passes mid; p's handler is INFO")
deep.disabled = True
deep.critical("disabled logger")
deep.disabled = False


class Tagger(logging.Filter):
    def filter(self, record):
        record.msg = "tagged " + record.msg
        return True


class Reject(logging.Filter):
    def filter(self, record):
        return 0


f_name = logging.Filter("p.q.r")
h_p.addFilter(f_name)
deep.error("e1 through name filter")
sib.error("e2 blocked at p's handler only")
h_p.removeFilter(f_name)
h_p.removeFilter(f_name)
tg = Tagger()
mid.addFilter(tg)
mid.addFilter(tg)
print(len(mid.filters))
deep.error("e3 from deep: logger filters do not apply to descendants")
mid.error("e4 from mid")
mid.removeFilter(tg)
rj = Reject()
top.addFilter(rj)
mid.error("e5 rejected by root's handler")
top.removeFilter(rj)
top.addFilter(lambda r: r.levelno != logging.CRITICAL)
mid.critical("e6 lambda filter")
mid.error("e7 ok")
print(logging.Filter("").filter(logging.makeLogRecord({"name": "anything"})),
      [logging.Filter("p.q").filter(logging.makeLogRecord({"name": n})) for n in ["p", "p.q", "p.q.x", "p.qx", "x.p.q"]])
print(out.getvalue())
print("stderr:", repr(err.getvalue()))
print(ph.getvalue())

h = logging.StreamHandler(io.StringIO())
print(h.name, repr(h), repr(logging.NullHandler()), repr(logging.Handler(logging.ERROR)))
h.name = "main"
h.set_name("renamed")
print(h.get_name(), h.name, logging._handlers.get("renamed") is h, "main" in logging._handlers)
h.setLevel("ERROR")
print(h.level, repr(h))
try:
    h.setLevel("LOUD")
except ValueError as e:
    print("ValueError", e)
try:
    h.setLevel(2.5)
except TypeError as e:
    print("TypeError", e)
try:
    logging.Handler().emit(None)
except NotImplementedError as e:
    print("NotImplementedError", e)
s1, s2 = io.StringIO(), io.StringIO()
sh = logging.StreamHandler(s1)
print(sh.setStream(s1), sh.setStream(s2) is s1, sh.stream is s2)
sh.terminator = " <END>\n"
lg = logging.getLogger("term")
lg.propagate = False
lg.addHandler(sh)
lg.addHandler(sh)
lg.warning("one")
print(repr(s2.getvalue()), len(lg.handlers))
lg.removeHandler(sh)
lg.removeHandler(sh)
print(lg.handlers, lg.hasHandlers())
print(repr(logging.getLogger("p.q.r.s")), repr(root), logging.getLogger("") is root, logging.root is root)
for bad in [123, b"x"]:
    try:
        logging.getLogger(bad)
    except TypeError as e:
        print("TypeError", e)
