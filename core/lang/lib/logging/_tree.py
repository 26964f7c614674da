"""The logger tree of the playground's logging (re-exported by `logging`): Manager, Logger,
RootLogger, LoggerAdapter, basicConfig and the module-level calls on the root logger.

Loggers live in the manager's loggerDict under their dotted names. A name that has descendants
but no logger of its own holds a PlaceHolder listing them, so that a logger created later for it
can step in between them and their current parent."""

import sys

from . import (NOTSET, DEBUG, INFO, WARNING, ERROR, CRITICAL, FileHandler, Filterer,
               Formatter, NullHandler, StreamHandler, _STYLES, _checkLevel, _style_class,
               getLevelName)

_pkg = sys.modules["logging"]


class PlaceHolder:
    __module__ = "logging"

    def __init__(self, alogger):
        self.loggerMap = {alogger: None}

    def append(self, alogger):
        self.loggerMap.setdefault(alogger, None)


def _ensure_logger_class(klass):
    if klass != Logger and not issubclass(klass, Logger):
        raise TypeError("logger not derived from logging.Logger: " + klass.__name__)


_loggerClass = None


def setLoggerClass(klass):
    global _loggerClass
    _ensure_logger_class(klass)
    _loggerClass = klass


def getLoggerClass():
    return _loggerClass


class Manager:
    __module__ = "logging"

    def __init__(self, rootnode):
        # loggerDict: dotted name -> Logger or PlaceHolder; disable: the level disable() set.
        self.loggerDict = {}
        self.root = rootnode
        self.loggerClass = self.logRecordFactory = None
        self.disable = 0
        self.emittedNoHandlerWarning = False

    def getLogger(self, name):
        if not isinstance(name, str):
            raise TypeError("A logger name must be a string")
        present = self.loggerDict.get(name)
        if present is not None and not isinstance(present, PlaceHolder):
            return present
        made = (self.loggerClass or _loggerClass)(name)
        made.manager = self
        self.loggerDict[name] = made
        if present is not None:
            self._adopt(present, made)
        made.parent = self._link_upward(made)
        return made

    def setLoggerClass(self, klass):
        _ensure_logger_class(klass)
        self.loggerClass = klass

    def setLogRecordFactory(self, factory):
        self.logRecordFactory = factory

    def _link_upward(self, alogger):
        # Walks the dotted prefixes, longest first, up to the nearest real logger (else root);
        # each prefix passed on the way records this logger as waiting below it.
        name = alogger.name
        cut = name.rfind(".")
        while cut > 0:
            slot = self.loggerDict.get(name[:cut])
            if slot is None:
                self.loggerDict[name[:cut]] = PlaceHolder(alogger)
            elif isinstance(slot, PlaceHolder):
                slot.append(alogger)
            else:
                return slot
            cut = name.rfind(".", 0, cut - 1)
        return self.root

    def _adopt(self, holder, alogger):
        # Descendants whose parent sits above the new logger now hang from it.
        for waiting in holder.loggerMap:
            if not waiting.parent.name.startswith(alogger.name):
                waiting.parent = alogger

    def _clear_cache(self):
        for entry in list(self.loggerDict.values()) + [self.root]:
            if isinstance(entry, Logger):
                entry._cache.clear()


def _leveled(level, name):
    def call(self, msg, *args, **kwargs):
        if self.isEnabledFor(level):
            self._log(level, msg, args, **kwargs)
    call.__name__ = name
    call.__qualname__ = "Logger." + name
    return call


def _exc_triple(exc_info):
    if isinstance(exc_info, BaseException):
        return type(exc_info), exc_info, exc_info.__traceback__
    if isinstance(exc_info, tuple):
        return exc_info
    return sys.exc_info()


class Logger(Filterer):
    __module__ = "logging"

    def __init__(self, name, level=NOTSET):
        # (Attributes set one by one: the VM reads them faster than ones put in __dict__.)
        self.level = _checkLevel(level)
        self.name = name
        self.handlers = []
        self.filters = []
        self.parent = None
        self.disabled = False
        self.propagate = True
        self._cache = {}

    def setLevel(self, level):
        self.level = _checkLevel(level)
        self.manager._clear_cache()

    debug = _leveled(DEBUG, "debug")
    info = _leveled(INFO, "info")
    warning = _leveled(WARNING, "warning")
    error = _leveled(ERROR, "error")
    critical = _leveled(CRITICAL, "critical")
    fatal = critical

    def warn(self, msg, *args, **kwargs):
        import warnings
        warnings.warn("The 'warn' method is deprecated, use 'warning' instead",
                      DeprecationWarning, 2)
        self.warning(msg, *args, **kwargs)

    def exception(self, msg, *args, exc_info=True, **kwargs):
        self.error(msg, *args, exc_info=exc_info, **kwargs)

    def log(self, level, msg, *args, **kwargs):
        if isinstance(level, int):
            if self.isEnabledFor(level):
                self._log(level, msg, args, **kwargs)
        elif _pkg.raiseExceptions:
            raise TypeError("level must be an integer")

    def findCaller(self, stack_info=False, stacklevel=1):
        # The frame `stacklevel` calls out from the logging call, logging's own frames not
        # counted: its file, line and function (and, asked, the stack down to it).
        try:
            f = sys._getframe(1)
        except (AttributeError, ValueError):
            f = None
        if f is None:
            return "(unknown file)", 0, "(unknown function)", None
        while stacklevel > 0:
            up = f.f_back
            if up is None:
                break
            f = up
            if not _internal_frame(f):
                stacklevel -= 1
        sinfo = None
        if stack_info:
            import traceback
            sinfo = "Stack (most recent call last):\n" + "".join(
                traceback.format_list(traceback.extract_stack(f))).rstrip("\n")
        co = f.f_code
        return co.co_filename, f.f_lineno, co.co_name, sinfo

    def makeRecord(self, name, level, fn, lno, msg, args, exc_info, func=None, extra=None,
                   sinfo=None):
        record = _pkg._logRecordFactory(name, level, fn, lno, msg, args, exc_info, func, sinfo)
        if extra is not None:
            fields = record.__dict__
            for key in extra:
                if key in ("message", "asctime") or key in fields:
                    raise KeyError("Attempt to overwrite %r in LogRecord" % (key,))
                fields[key] = extra[key]
        return record

    def _log(self, level, msg, args, exc_info=None, extra=None, stack_info=False, stacklevel=1):
        where = ("(unknown file)", 0, "(unknown function)", None)
        if _pkg._srcfile:
            try:
                where = self.findCaller(stack_info, stacklevel)
            except ValueError:
                pass
        if exc_info:
            exc_info = _exc_triple(exc_info)
        self.handle(self.makeRecord(self.name, level, where[0], where[1], msg, args, exc_info,
                                    where[2], extra, where[3]))

    def handle(self, record):
        if not self.disabled and self.filter(record):
            self.callHandlers(record)

    def addHandler(self, hdlr):
        if hdlr not in self.handlers:
            self.handlers.append(hdlr)

    def removeHandler(self, hdlr):
        if hdlr in self.handlers:
            self.handlers.remove(hdlr)

    def _lineage(self):
        # This logger, then its ancestors for as long as records propagate.
        node = self
        while node is not None:
            yield node
            node = node.parent if node.propagate else None

    def hasHandlers(self):
        return any(node.handlers for node in self._lineage())

    def callHandlers(self, record):
        level = record.levelno
        reached = 0
        node = self
        while node is not None:
            for hdlr in node.handlers:
                reached += 1
                if level >= hdlr.level:
                    hdlr.handle(record)
            node = node.parent if node.propagate else None
        if not reached:
            self._unhandled(record)

    def _unhandled(self, record):
        fallback = _pkg.lastResort
        if fallback:
            if record.levelno >= fallback.level:
                fallback.handle(record)
        elif _pkg.raiseExceptions and not self.manager.emittedNoHandlerWarning:
            sys.stderr.write('No handlers could be found for logger "%s"\n' % self.name)
            self.manager.emittedNoHandlerWarning = True

    def getEffectiveLevel(self):
        node = self
        while node is not None:
            if node.level:
                return node.level
            node = node.parent
        return NOTSET

    def isEnabledFor(self, level):
        if self.disabled:
            return False
        try:
            return self._cache[level]
        except KeyError:
            known = self.manager.disable < level and level >= self.getEffectiveLevel()
            self._cache[level] = known
            return known

    def getChild(self, suffix):
        full = suffix if self.root is self else self.name + "." + suffix
        return self.manager.getLogger(full)

    def __repr__(self):
        return "<%s %s (%s)>" % (type(self).__name__, self.name,
                                 getLevelName(self.getEffectiveLevel()))

    def __reduce__(self):
        # Pickled by name: unpickling looks the logger up again.
        if getLogger(self.name) is self:
            return getLogger, (self.name,)
        import pickle
        raise pickle.PicklingError("logger cannot be pickled")


class RootLogger(Logger):
    __module__ = "logging"

    def __reduce__(self):
        return getLogger, ()

    def __init__(self, level):
        Logger.__init__(self, "root", level)


_loggerClass = Logger


def _passed_on(level, name):
    def call(self, msg, *args, **kwargs):
        self.log(level, msg, *args, **kwargs)
    call.__name__ = name
    call.__qualname__ = "LoggerAdapter." + name
    return call


class LoggerAdapter:
    __module__ = "logging"

    def __init__(self, logger, extra=None):
        self.extra = extra
        self.logger = logger

    def process(self, msg, kwargs):
        kwargs["extra"] = self.extra
        return msg, kwargs

    debug = _passed_on(DEBUG, "debug")
    info = _passed_on(INFO, "info")
    warning = _passed_on(WARNING, "warning")
    error = _passed_on(ERROR, "error")
    critical = _passed_on(CRITICAL, "critical")

    def warn(self, msg, *args, **kwargs):
        import warnings
        warnings.warn("The 'warn' method is deprecated, use 'warning' instead",
                      DeprecationWarning, 2)
        self.warning(msg, *args, **kwargs)

    def exception(self, msg, *args, exc_info=True, **kwargs):
        self.log(ERROR, msg, *args, exc_info=exc_info, **kwargs)

    def log(self, level, msg, *args, **kwargs):
        if not self.isEnabledFor(level):
            return
        text, options = self.process(msg, kwargs)
        self.logger.log(level, text, *args, **options)

    def isEnabledFor(self, level):
        return self.logger.isEnabledFor(level)

    def setLevel(self, level):
        self.logger.setLevel(level)

    def getEffectiveLevel(self):
        return self.logger.getEffectiveLevel()

    def hasHandlers(self):
        return self.logger.hasHandlers()

    def _log(self, level, msg, args, exc_info=None, extra=None, stack_info=False):
        return self.logger._log(level, msg, args, exc_info=exc_info, extra=extra,
                                stack_info=stack_info)

    name = property(lambda self: self.logger.name)
    manager = property(lambda self: self.logger.manager,
                       lambda self, value: setattr(self.logger, "manager", value))

    def __repr__(self):
        inner = self.logger
        return "<%s %s (%s)>" % (type(self).__name__, inner.name,
                                 getLevelName(inner.getEffectiveLevel()))

    def __class_getitem__(cls, item):
        import types
        return types.GenericAlias(cls, item)


root = None


def _install_root(level):
    global root
    root = RootLogger(level)
    Logger.root = root
    Logger.manager = Manager(root)
    return root


def _basic_handlers(options, encoding, errors):
    given = options.pop("handlers", None)
    if given is not None:
        if "stream" in options or "filename" in options:
            raise ValueError("'stream' or 'filename' should not be specified together with "
                             "'handlers'")
        return given
    if "stream" in options and "filename" in options:
        raise ValueError("'stream' and 'filename' should not be specified together")
    filename = options.pop("filename", None)
    mode = options.pop("filemode", "a")
    if not filename:
        return [StreamHandler(options.pop("stream", None))]
    if "b" in mode:
        errors = None
    elif encoding is None:
        encoding = "locale"
    return [FileHandler(filename, mode, encoding=encoding, errors=errors)]


def basicConfig(**kwargs):
    options = dict(kwargs)
    encoding = options.pop("encoding", None)
    errors = options.pop("errors", "backslashreplace")
    if options.pop("force", False):
        for old in root.handlers[:]:
            root.removeHandler(old)
            old.close()
    if root.handlers:
        return
    handlers = _basic_handlers(options, encoding, errors)
    datefmt = options.pop("datefmt", None)
    style = options.pop("style", "%")
    _style_class(style)
    shared = Formatter(options.pop("format", _STYLES[style][1]), datefmt, style)
    for hdlr in handlers:
        if hdlr.formatter is None:
            hdlr.setFormatter(shared)
        root.addHandler(hdlr)
    level = options.pop("level", None)
    if level is not None:
        root.setLevel(level)
    if options:
        raise ValueError("Unrecognised argument(s): %s" % ", ".join(options))


def getLogger(name=None):
    if not name or (isinstance(name, str) and name == root.name):
        return root
    return Logger.manager.getLogger(name)


def _via_root(name):
    # The module-level calls give the root logger basicConfig()'s handler when it has none.
    def call(msg, *args, **kwargs):
        if not root.handlers:
            basicConfig()
        getattr(root, name)(msg, *args, **kwargs)
    call.__name__ = call.__qualname__ = name
    return call


critical = _via_root("critical")
fatal = critical
error = _via_root("error")
warning = _via_root("warning")
info = _via_root("info")
debug = _via_root("debug")


def exception(msg, *args, exc_info=True, **kwargs):
    error(msg, *args, exc_info=exc_info, **kwargs)


def warn(msg, *args, **kwargs):
    import warnings
    warnings.warn("The 'warn' function is deprecated, use 'warning' instead",
                  DeprecationWarning, 2)
    warning(msg, *args, **kwargs)


def log(level, msg, *args, **kwargs):
    if not root.handlers:
        basicConfig()
    root.log(level, msg, *args, **kwargs)


def disable(level=CRITICAL):
    root.manager.disable = level
    root.manager._clear_cache()


def shutdown(handlerList=_pkg._handlerList):
    # Newest first; each entry is a weak reference to a handler (dead ones are skipped).
    for ref in reversed(handlerList[:]):
        try:
            hdlr = ref()
            if not hdlr:
                continue
            hdlr.acquire()
            try:
                if getattr(hdlr, "flushOnClose", True):
                    hdlr.flush()
                hdlr.close()
            except (OSError, ValueError):
                pass
            finally:
                hdlr.release()
        except Exception:
            if _pkg.raiseExceptions:
                raise


_saved_showwarning = None


def _warning_to_log(message, category, filename, lineno, file=None, line=None):
    # A warning meant for a file still goes to the saved hook; the others become records of
    # the "py.warnings" logger (given a NullHandler when it has no handler).
    if file is None:
        import warnings
        target = getLogger("py.warnings")
        if not target.handlers:
            target.addHandler(NullHandler())
        target.warning("%s", warnings.formatwarning(message, category, filename, lineno, line))
    elif _saved_showwarning is not None:
        _saved_showwarning(message, category, filename, lineno, file, line)


def captureWarnings(capture):
    global _saved_showwarning
    import warnings
    capturing = _saved_showwarning is not None
    if capture and not capturing:
        _saved_showwarning, warnings.showwarning = warnings.showwarning, _warning_to_log
    elif capturing and not capture:
        warnings.showwarning, _saved_showwarning = _saved_showwarning, None


def _internal_frame(f):
    # A frame of the logging package itself.
    return f.f_code.co_filename.startswith("<lib>/logging/")
