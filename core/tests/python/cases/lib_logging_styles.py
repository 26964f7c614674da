# Formatter styles (%, {, $), defaults, validation, exception and stack text, BufferingFormatter.
import logging
import time

rec = logging.makeLogRecord({"name": "svc.api", "levelno": 30, "levelname": "WARNING",
                             "msg": "user %s did %d things", "args": ("ann", 3)})
rec.created = 86400 * 365.25 + 0.5
rec.msecs = 500.0
styles = [("%(levelname)s:%(name)s:%(message)s", "%"), ("{levelname:>8}|{name!r}|{message}", "{"),
          ("$levelname ${name}: $message", "$"), ("%(levelno)03d %(message)-30s|", "%"),
          ("{levelno:x} {msg} {args}", "{"), ("$$ literal $message", "$")]
for fmt, style in styles:
    f = logging.Formatter(fmt, style=style)
    print(style, repr(f.format(rec)), f.usesTime(), f._fmt == fmt, type(f._style).__name__)
for style in "%{$":
    f = logging.Formatter(style=style)
    print(style, f._fmt, f.format(rec), logging._STYLES[style][1])
for fmt, style in [("%(asctime)s", "%"), ("{asctime}", "{"), ("$asctime", "$"), ("${asctime}", "$"),
                   ("%(message)s", "%"), ("{message}", "{")]:
    print(fmt, logging.Formatter(fmt, style=style).usesTime())


class UTC(logging.Formatter):
    converter = time.gmtime
    default_msec_format = "%s.%03d"


print(UTC("%(asctime)s %(message)s").format(rec))
print(UTC("{asctime} {message}", style="{", datefmt="%d/%m/%Y").format(rec))
u = UTC("${asctime} ${message}", style="$")
u.default_msec_format = None
print(u.format(rec), u.formatTime(rec, "%H:%M"))
print(logging.Formatter("%(who)s/%(message)s", defaults={"who": "dflt"}).format(rec))
print(logging.Formatter("{who}/{message}", style="{", defaults={"who": "d2"}).format(rec))
print(logging.Formatter("$who/$message", style="$", defaults={"who": "d3"}).format(rec))
bad = [("%(message)", "%"), ("plain", "%"), ("{", "{"), ("no fields", "{"), ("{message!z}", "{"),
       ("none", "$"), ("x", "#"), ("%(message)s", "{"), ("{message}", "$"), ("cost $5 $message", "$"), ("$$", "$"),
       ("{a-b}", "{"), ("{message:q}", "{"), ("{message:>{width}}", "{"), ("{0.x[1]}", "{"), ("{message:*^12,.3f}", "{")]
for fmt, style in bad:
    try:
        logging.Formatter(fmt, style=style)
        print("ok", fmt, style)
    except ValueError as e:
        print(type(e).__name__, e)
for fmt, style in [("%(missing)s", "%"), ("{missing}", "{"), ("$missing", "$")]:
    try:
        logging.Formatter(fmt, style=style).format(rec)
    except (ValueError, KeyError) as e:
        print(type(e).__name__, e)
print(logging.Formatter("plain", validate=False).format(rec))

err = ValueError("bad value")
r2 = logging.makeLogRecord({"msg": "with exc", "exc_info": (ValueError, err, None)})
f = logging.Formatter("[%(message)s]")
print(repr(f.format(r2)), repr(r2.exc_text))
r2.exc_text = "cached text"
print(repr(f.format(r2)))
r3 = logging.makeLogRecord({"msg": "line\n", "stack_info": "Stack (most recent call last):\n  here"})
print(repr(f.format(r3)), repr(logging.Formatter("%(message)s").format(r3)))
r4 = logging.makeLogRecord({"msg": "both", "exc_text": "EXC", "stack_info": "STK"})
print(repr(f.format(r4)))


class Upper(logging.Formatter):
    def formatMessage(self, record):
        return super().formatMessage(record).upper()

    def formatException(self, ei):
        return "E:" + ei[0].__name__

    def formatStack(self, s):
        return "S:" + s


r5 = logging.makeLogRecord({"msg": "hi %s", "args": ("x",), "exc_info": (KeyError, KeyError("k"), None),
                            "stack_info": "st"})
print(repr(Upper().format(r5)), r5.message)
bf = logging.BufferingFormatter(logging.Formatter("<%(message)s>"))
recs = [logging.makeLogRecord({"msg": m}) for m in "abc"]
print(repr(bf.format(recs)), repr(bf.format([])), repr(logging.BufferingFormatter().format(recs)))


class Framed(logging.BufferingFormatter):
    def formatHeader(self, records):
        return "%d:[" % len(records)

    def formatFooter(self, records):
        return "]"


print(Framed().format(recs), repr(Framed().format([])))
r6 = logging.LogRecord("n", 20, "p", 1, "%(a)s-%(b)s", ({"a": 1, "b": 2},), None)
print(r6.getMessage(), r6.args)
r7 = logging.makeLogRecord({"msg": 42})
print(r7.getMessage(), repr(logging.makeLogRecord({"msg": "100%", "args": ()}).getMessage()))
r8 = logging.LogRecord("n", 20, "/x/y/mod.py", 7, "m %s %s", ("a", "b"), None, "fn", None)
print(r8.filename, r8.module, r8.pathname, r8.lineno, r8.funcName, r8.levelname, r8.getMessage(), r8.exc_text)
print(repr(r8))
r9 = logging.LogRecord("n", 20, "noext", 7, "m", (), None)
print(r9.filename, r9.module, r9.funcName, r9.stack_info)
