"""logging for the playground, behaving as CPython 3.11's core module: level names, LogRecord
and its factory, the formatters (from ._formatting), Filter, the handlers (Handler,
StreamHandler, FileHandler, NullHandler and the last-resort one), loggers in a dotted tree,
LoggerAdapter, basicConfig and the module-level calls.

A record's pathname, lineno and funcName are the caller's (sys._getframe, logging's own frames
skipped, `stacklevel` counted as CPython's); stack_info lists the frames, without the program's
source lines (library code cannot read them). There are no processes (process None, processName "MainProcess").
Until the program imports `threading`, thread is None and threadName "MainThread"; afterwards
they are the running thread's ident and name. Times come from the VM's clock.
"""

import sys
import time
import traceback
import weakref
from collections.abc import Mapping

from ._formatting import (BASIC_FORMAT, BufferingFormatter, Formatter, PercentStyle,
                          StrFormatStyle, StringTemplateStyle, _STYLES, _defaultFormatter,
                          _style_class)

__all__ = sorted([
    "BASIC_FORMAT", "BufferingFormatter", "CRITICAL", "DEBUG", "ERROR", "FATAL", "FileHandler",
    "Filter", "Formatter", "Handler", "INFO", "LogRecord", "Logger", "LoggerAdapter", "NOTSET",
    "NullHandler", "StreamHandler", "WARN", "WARNING", "addLevelName", "basicConfig",
    "captureWarnings", "critical", "debug", "disable", "error", "exception", "fatal",
    "getLevelName", "getLogger", "getLoggerClass", "info", "log", "makeLogRecord",
    "setLoggerClass", "shutdown", "warn", "warning", "getLogRecordFactory",
    "setLogRecordFactory", "lastResort", "raiseExceptions", "getLevelNamesMapping"])

# ---- levels -----------------------------------------------------------------------------------

NOTSET, DEBUG, INFO, WARNING, ERROR, CRITICAL = 0, 10, 20, 30, 40, 50
WARN, FATAL = WARNING, CRITICAL

_levelToName = {}
_nameToLevel = {}
for _label, _number in (("CRITICAL", CRITICAL), ("ERROR", ERROR), ("WARNING", WARNING),
                        ("INFO", INFO), ("DEBUG", DEBUG), ("NOTSET", NOTSET)):
    _levelToName[_number] = _label
    _nameToLevel[_label] = _number
_nameToLevel["FATAL"] = FATAL
_nameToLevel["WARN"] = WARN
del _label, _number


def getLevelNamesMapping():
    return dict(_nameToLevel)


def getLevelName(level):
    # A number gives its name, a registered name its number, anything else "Level <it>".
    for table in (_levelToName, _nameToLevel):
        found = table.get(level)
        if found is not None:
            return found
    return "Level %s" % (level,)


def addLevelName(level, levelName):
    _levelToName[level] = levelName
    _nameToLevel[levelName] = level


def _checkLevel(level):
    # An int passes as it is; a string must be a registered level name.
    if not isinstance(level, int):
        if str(level) != level:
            raise TypeError("Level not an integer or a valid string: %r" % (level,))
        if level not in _nameToLevel:
            raise ValueError("Unknown level: %r" % (level,))
        level = _nameToLevel[level]
    return level


raiseExceptions = True
logThreads = True
logMultiprocessing = True
logProcesses = True
_srcfile = "<lib>/logging/__init__.py"
_startTime = time.time()
_lock = None


def _acquireLock():
    pass


def _releaseLock():
    pass


# ---- records ----------------------------------------------------------------------------------

_known_paths = {}


def _file_parts(pathname):
    # (filename, module) as os.path.basename and splitext would give them; remembered per path.
    try:
        base = pathname[pathname.rfind("/") + 1:]
        dot = base.rfind(".")
        stem = base[:dot] if dot > 0 and base[:dot].strip(".") else base
    except (TypeError, ValueError, AttributeError):
        return pathname, "Unknown module"
    if len(_known_paths) < 256:
        _known_paths[pathname] = (base, stem)
    return base, stem


class LogRecord:
    def __init__(self, name, level, pathname, lineno, msg, args, exc_info, func=None,
                 sinfo=None, **kwargs):
        now = time.time()
        # One non-empty mapping as the only argument stands for itself (for %(key)s messages).
        # (a dict is told apart first: the Mapping check is slow here.)
        if args and len(args) == 1:
            first = args[0]
            if (isinstance(first, dict) or (not isinstance(first, str)
                                            and isinstance(first, Mapping))) and first:
                args = first
        try:
            filename, module = _known_paths[pathname]
        except (KeyError, TypeError):
            filename, module = _file_parts(pathname)
        ident = thread_name = None
        if logThreads:
            threading = sys.modules.get("threading")
            if threading is None:
                thread_name = "MainThread"
            else:
                ident = threading.get_ident()
                thread_name = threading.current_thread().name
        # One attribute at a time, in the order CPython's records list them in __dict__.
        self.name = name
        self.msg = msg
        self.args = args
        self.levelname = getLevelName(level)
        self.levelno = level
        self.pathname = pathname
        self.filename = filename
        self.module = module
        self.exc_info = exc_info
        self.exc_text = None
        self.stack_info = sinfo
        self.lineno = lineno
        self.funcName = func
        self.created = now
        self.msecs = int((now - int(now)) * 1000) + 0.0
        self.relativeCreated = (now - _startTime) * 1000
        self.thread = ident
        self.threadName = thread_name
        self.processName = "MainProcess" if logMultiprocessing else None
        self.process = None

    def __repr__(self):
        return '<LogRecord: %s, %s, %s, %s, "%s">' % (self.name, self.levelno, self.pathname,
                                                      self.lineno, self.msg)

    def getMessage(self):
        text = str(self.msg)
        return text % self.args if self.args else text


_logRecordFactory = LogRecord


def setLogRecordFactory(factory):
    global _logRecordFactory
    _logRecordFactory = factory


def getLogRecordFactory():
    return _logRecordFactory


def makeLogRecord(dict):
    made = _logRecordFactory(None, None, "", 0, "", (), None, None)
    made.__dict__.update(dict)
    return made


# ---- filters ----------------------------------------------------------------------------------

class Filter:
    def __init__(self, name=""):
        self.nlen = len(name)
        self.name = name

    def filter(self, record):
        # Passes the named logger and those below it ("a.b" passes "a.b.c", not "a.bc").
        if not self.nlen or record.name == self.name:
            return True
        return record.name.startswith(self.name) and record.name[self.nlen] == "."


class Filterer:
    def __init__(self):
        self.filters = []

    def filter(self, record):
        # Objects with a filter method, or plain callables; the first refusal stops the record.
        for check in self.filters:
            verdict = check.filter(record) if hasattr(check, "filter") else check(record)
            if not verdict:
                return False
        return True

    def addFilter(self, filter):
        if filter not in self.filters:
            self.filters.append(filter)

    def removeFilter(self, filter):
        if filter in self.filters:
            self.filters.remove(filter)


# ---- handlers ---------------------------------------------------------------------------------

# Handlers by name, and weak references to every handler made (for shutdown, newest last).
_handlers = {}
_handlerList = []


class Handler(Filterer):
    def __init__(self, level=NOTSET):
        self.level = _checkLevel(level)
        self.formatter = None
        self.filters = []
        self._name = None
        self._closed = False
        _handlerList.append(weakref.ref(self))
        self.createLock()

    def setLevel(self, level):
        self.level = _checkLevel(level)

    def setFormatter(self, fmt):
        self.formatter = fmt

    def format(self, record):
        return (self.formatter or _defaultFormatter).format(record)

    def handle(self, record):
        passed = self.filter(record)
        if passed:
            self.acquire()
            try:
                self.emit(record)
            finally:
                self.release()
        return passed

    def emit(self, record):
        raise NotImplementedError("emit must be implemented by Handler subclasses")

    def flush(self):
        pass

    def close(self):
        self._closed = True
        if self._name and self._name in _handlers:
            del _handlers[self._name]

    # Threads run one at a time here, so no lock is made; one a program sets is used.
    def _at_fork_reinit(self):
        pass

    def createLock(self):
        self.lock = None

    def acquire(self):
        held = self.lock
        if held:
            held.acquire()

    def release(self):
        held = self.lock
        if held:
            held.release()

    def _locked(self, action, *args):
        self.acquire()
        try:
            return action(*args)
        finally:
            self.release()

    def get_name(self):
        return self._name

    def set_name(self, name):
        _handlers.pop(self._name, None)
        self._name = name
        if name:
            _handlers[name] = self

    name = property(get_name, set_name)

    def handleError(self, record):
        out = sys.stderr
        if not (raiseExceptions and out):
            return
        kind, problem, tb = sys.exc_info()
        try:
            out.write("--- Logging error ---\n")
            traceback.print_exception(kind, problem, tb, None, out)
            out.write("Call stack:\n")
            # The stack down to the logging call (logging's own frames left out).
            try:
                frame = sys._getframe(1)
            except (AttributeError, ValueError):
                frame = None
            while frame is not None and frame.f_code.co_filename.startswith("<lib>/logging/"):
                frame = frame.f_back
            if frame is not None:
                traceback.print_stack(frame, file=out)
            else:
                out.write("Logged from file %s, line %s\n" % (record.filename, record.lineno))
            try:
                out.write("Message: %r\nArguments: %s\n" % (record.msg, record.args))
            except RecursionError:
                raise
            except Exception:
                out.write("Unable to print the message and arguments - possible formatting "
                          "error.\nUse the traceback above to help find the error.\n")
        except OSError:
            pass
        finally:
            kind = problem = tb = None

    def __repr__(self):
        return "<%s (%s)>" % (type(self).__name__, getLevelName(self.level))


class StreamHandler(Handler):
    terminator = "\n"

    def __init__(self, stream=None):
        Handler.__init__(self)
        self.stream = sys.stderr if stream is None else stream

    def __repr__(self):
        label = str(getattr(self.stream, "name", ""))
        return "<%s %s(%s)>" % (type(self).__name__, label + " " if label else "",
                                getLevelName(self.level))

    def emit(self, record):
        try:
            self.stream.write(self.format(record) + self.terminator)
            self.flush()
        except RecursionError:
            raise
        except Exception:
            self.handleError(record)

    def flush(self):
        target = self.stream
        if target and hasattr(target, "flush"):
            self.acquire()
            try:
                target.flush()
            finally:
                self.release()

    def _swap(self, stream):
        self.flush()
        self.stream = stream

    def setStream(self, stream):
        previous = self.stream
        if stream is previous:
            return None
        self._locked(self._swap, stream)
        return previous


class FileHandler(StreamHandler):
    def __init__(self, filename, mode="a", encoding=None, delay=False, errors=None):
        import os
        self.baseFilename = os.fspath(filename)
        self.mode = mode
        # 3.11 names the locale's encoding "locale" when none is given for a text file.
        self.encoding = "locale" if encoding is None and "b" not in mode else encoding
        self.errors = errors
        self.delay = delay
        self._builtin_open = open
        if not delay:
            StreamHandler.__init__(self, self._open())
        else:
            Handler.__init__(self)
            self.stream = None

    def __repr__(self):
        return "<%s %s (%s)>" % (type(self).__name__, self.baseFilename,
                                 getLevelName(self.level))

    def _open(self):
        return self._builtin_open(self.baseFilename, self.mode, encoding=self.encoding,
                                  errors=self.errors)

    def emit(self, record):
        # Opened on first use when delayed; a "w" file once closed is not reopened (truncated).
        target = self.stream
        if target is None and (self.mode != "w" or not self._closed):
            target = self.stream = self._open()
        if target:
            StreamHandler.emit(self, record)

    def _shut(self):
        held = self.stream
        try:
            if held:
                try:
                    self.flush()
                finally:
                    self.stream = None
                    if hasattr(held, "close"):
                        held.close()
        finally:
            StreamHandler.close(self)

    def close(self):
        self._locked(self._shut)


class _StderrHandler(StreamHandler):
    # The last resort writes to whatever sys.stderr is when a record comes.
    def __init__(self, level=NOTSET):
        Handler.__init__(self, level)

    stream = property(lambda self: sys.stderr)


lastResort = _defaultLastResort = _StderrHandler(WARNING)


class NullHandler(Handler):
    # Takes records and does nothing (a library's way to stay quiet by default).
    def emit(self, record):
        pass

    def handle(self, record):
        pass


from ._tree import (PlaceHolder, Manager, Logger, RootLogger, LoggerAdapter,  # noqa: E402
                    setLoggerClass, getLoggerClass, _install_root)

root = _install_root(WARNING)
from ._tree import (basicConfig, getLogger, critical, fatal, error, exception,  # noqa: E402
                    warning, warn, info, debug, log, disable, shutdown, captureWarnings)
