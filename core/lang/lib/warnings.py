"""warnings for the playground, behaving as CPython 3.11's (whose warn/warn_explicit are C code):
warn, warn_explicit, the filter list (filterwarnings, simplefilter, resetwarnings) with the
actions error/ignore/always/default/module/once and their registries, showwarning and
formatwarning (both replaceable), WarningMessage and catch_warnings.

warn() finds its caller `stacklevel` frames up (sys._getframe): its file and line (the line's
source shown under the message), its module for the filters and its `__warningregistry__`; past
the outermost frame it reports `sys:1: Category: message` as CPython, filtered as module
`__main__` (a script's DeprecationWarning shows by default).
"""

import sys

__all__ = ["warn", "warn_explicit", "showwarning", "formatwarning", "filterwarnings",
           "simplefilter", "resetwarnings", "catch_warnings"]

_KNOWN_ACTIONS = frozenset(["error", "ignore", "always", "default", "module", "once"])

# A filter is (action, message regex or None, category, module regex/name or None, lineno).
filters = [("default", None, DeprecationWarning, "__main__", 0)]
filters += [("ignore", None, quiet, None, 0) for quiet in
            (DeprecationWarning, PendingDeprecationWarning, ImportWarning, ResourceWarning)]
defaultaction = "default"
onceregistry = {}

# Registries remember what was shown; they are emptied whenever the filters change, which a
# counter stamped into each registry (its "version" entry) detects.
_generation = [1]
_main_registry = {}


def _filters_mutated():
    _generation[0] = _generation[0] + 1


def _require(ok, complaint):
    if not ok:
        raise AssertionError(complaint)


def _insert_filter(entry, at_end):
    # New filters go first unless appended; adding an equal one again moves it to the front
    # (appending one that is present changes nothing).
    if not at_end:
        if entry in filters:
            filters.remove(entry)
        filters.insert(0, entry)
    elif entry not in filters:
        filters.append(entry)
    _filters_mutated()


def filterwarnings(action, message="", category=Warning, module="", lineno=0, append=False):
    _require(action in _KNOWN_ACTIONS, "invalid action: %r" % (action,))
    _require(isinstance(message, str), "message must be a string")
    _require(isinstance(category, type), "category must be a class")
    _require(issubclass(category, Warning), "category must be a Warning subclass")
    _require(isinstance(module, str), "module must be a string")
    _require(isinstance(lineno, int) and lineno >= 0, "lineno must be an int >= 0")
    text_re = module_re = None
    if message or module:
        import re
        text_re = re.compile(message, re.I) if message else None
        module_re = re.compile(module) if module else None
    _insert_filter((action, text_re, category, module_re, lineno), append)


def simplefilter(action, category=Warning, lineno=0, append=False):
    _require(action in _KNOWN_ACTIONS, "invalid action: %r" % (action,))
    _require(isinstance(lineno, int) and lineno >= 0, "lineno must be an int >= 0")
    _insert_filter((action, None, category, None, lineno), append)


def resetwarnings():
    filters[:] = []
    _filters_mutated()


def _read_source_line(filename, lineno):
    try:
        import linecache
        return linecache.getline(filename, lineno)
    except Exception:
        return None


def _render(message, category, filename, lineno, line):
    head = "%s:%s: %s: %s\n" % (filename, lineno, category.__name__, message)
    if line is None:
        line = _read_source_line(filename, lineno)
    if line:
        head = head + "  " + line.strip() + "\n"
    return head


def formatwarning(message, category, filename, lineno, line=None):
    return _render(message, category, filename, lineno, line)


def _write_warning(msg):
    # The default display: the warning's own file, else sys.stderr (none: nothing shown).
    target = msg.file if msg.file is not None else sys.stderr
    if target is None:
        return
    if formatwarning is _formatwarning_orig:
        text = _render(msg.message, msg.category, msg.filename, msg.lineno, msg.line)
    else:
        text = formatwarning(msg.message, msg.category, msg.filename, msg.lineno, msg.line)
    try:
        target.write(text)
    except OSError:
        pass


def showwarning(message, category, filename, lineno, file=None, line=None):
    _showwarnmsg_impl(WarningMessage(message, category, filename, lineno, file, line))


_showwarnmsg_impl = _write_warning
_showwarning_orig = showwarning
_formatwarning_orig = formatwarning


def _showwarnmsg(msg):
    hook = showwarning
    if hook is _showwarning_orig:
        _showwarnmsg_impl(msg)
        return
    if not callable(hook):
        raise TypeError("warnings.showwarning() must be set to a function or method")
    hook(msg.message, msg.category, msg.filename, msg.lineno, msg.file, msg.line)


class WarningMessage:
    _WARNING_DETAILS = ("message", "category", "filename", "lineno", "file", "line", "source")

    def __init__(self, message, category, filename, lineno, file=None, line=None, source=None):
        for attr, value in zip(self._WARNING_DETAILS,
                               (message, category, filename, lineno, file, line, source)):
            setattr(self, attr, value)
        self._category_name = None if not category else category.__name__

    def __str__(self):
        return ("{message : %r, category : %r, filename : %r, lineno : %s, line : %r}"
                % (self.message, self._category_name, self.filename, self.lineno, self.line))


def _module_of(filename):
    if not filename:
        return "<unknown>"
    return filename[:-3] if filename.endswith(".py") else filename


def _fits(pattern, value):
    if pattern is None:
        return True
    if isinstance(pattern, str):
        return pattern == value
    return bool(pattern.match(value))


def _choose(text, category, module, lineno):
    if not isinstance(filters, list):
        raise ValueError("warnings.filters must be a list")
    for index, entry in enumerate(filters):
        if not (isinstance(entry, tuple) and len(entry) == 5):
            raise ValueError("warnings.filters item %d isn't a 5-tuple" % index)
        action, text_re, cat, module_re, line = entry
        if line and line != lineno:
            continue
        if _fits(text_re, text) and issubclass(category, cat) and _fits(module_re, module):
            return action, entry
    return defaultaction, None


def _seen(registry, key):
    # A registry made under other filters is emptied first.
    if registry.get("version", 0) != _generation[0]:
        registry.clear()
        registry["version"] = _generation[0]
    return bool(registry.get(key))


def warn_explicit(message, category, filename, lineno, module=None, registry=None,
                  module_globals=None, source=None):
    lineno = int(lineno)
    if module is None:
        module = _module_of(filename)
    if isinstance(message, Warning):
        text, category = str(message), type(message)
    else:
        text, message = message, category(message)
    key = (text, category, lineno)
    if registry is not None and _seen(registry, key):
        return
    action, entry = _choose(text, category, module, lineno)
    if action == "error":
        raise message
    if action == "ignore":
        return
    if action != "always":
        if registry is not None:
            registry[key] = True
        if action in ("once", "module"):
            # Remembered per (text, category): in the caller's registry, or for "once" without
            # one in the program-wide onceregistry ("module" without one always shows).
            book = onceregistry if registry is None and action == "once" else registry
            if book is not None:
                if _seen(book, (text, category)):
                    return
                book[(text, category)] = True
        elif action != "default":
            raise RuntimeError("Unrecognized action (%r) in warnings.filters:\n %r"
                               % (action, entry))
    _showwarnmsg(WarningMessage(message, category, filename, lineno, None, None, source))


def warn(message, category=None, stacklevel=1, source=None):
    if isinstance(message, Warning):
        category = type(message)
    elif category is None:
        category = UserWarning
    if not (isinstance(category, type) and issubclass(category, Warning)):
        raise TypeError("category must be a Warning subclass, not '%s'"
                        % type(category).__name__)
    # The caller `stacklevel` frames up: its file, line, module and registry (CPython's
    # setup_context); past the outermost frame, CPython's `sys:1` in module __main__'s filters.
    try:
        frame = sys._getframe(stacklevel)
    except (ValueError, AttributeError):
        frame = None
    if frame is None:
        warn_explicit(message, category, "sys", 1, "__main__", _main_registry, source=source)
        return
    globals_ = frame.f_globals
    module = globals_.get("__name__", "<string>")
    registry = globals_.get("__warningregistry__")
    if registry is None:
        registry = _main_registry if module == "__main__" else {}
        try:
            globals_["__warningregistry__"] = registry
        except TypeError:
            pass
    warn_explicit(message, category, frame.f_code.co_filename, frame.f_lineno, module,
                  registry, source=source)


class catch_warnings:
    def __init__(self, *, record=False, module=None, action=None, category=Warning, lineno=0,
                 append=False):
        self._record = record
        self._module = sys.modules[__name__] if module is None else module
        self._entered = False
        self._filter = None if action is None else (action, category, lineno, append)

    def __repr__(self):
        shown = ["record=True"] if self._record else []
        if self._module is not sys.modules[__name__]:
            shown.append("module=%r" % (self._module,))
        return "%s(%s)" % (type(self).__name__, ", ".join(shown))

    def __enter__(self):
        if self._entered:
            raise RuntimeError("Cannot enter %r twice" % (self,))
        self._entered = True
        mod = self._module
        self._saved = (mod.filters, mod.showwarning, mod._showwarnmsg_impl)
        mod.filters = mod.filters[:]
        mod._filters_mutated()
        if self._filter is not None:
            mod.simplefilter(*self._filter)
        if not self._record:
            return None
        log = []
        mod._showwarnmsg_impl = log.append
        mod.showwarning = mod._showwarning_orig
        return log

    def __exit__(self, *exc_info):
        if not self._entered:
            raise RuntimeError("Cannot exit %r without entering first" % (self,))
        mod = self._module
        mod.filters, mod.showwarning, mod._showwarnmsg_impl = self._saved
        mod._filters_mutated()
