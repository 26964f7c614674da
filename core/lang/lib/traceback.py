# traceback: CPython 3.11's module over what the VM gives. The VM keeps an exception's traceback
# natively: `_traceback.format` renders it as CPython prints it, and
# `_tb_of` reads that rendering back into `types.TracebackType` entries (`exc.__traceback__`,
# through the prelude; file, line, function and
# source line; their frames keep no globals or locals). Stacks come from `sys._getframe`'s frames,
# which carry no source text: their FrameSummary lines are '' (as CPython's when the source
# cannot be read). No `^^^` marker lines (the VM keeps no column positions).
import sys
import _traceback

__all__ = [
    "extract_stack", "extract_tb", "format_exception", "format_exception_only", "format_list",
    "format_stack", "format_tb", "print_exc", "format_exc", "print_exception", "print_last",
    "print_stack", "print_tb", "clear_frames", "FrameSummary", "StackSummary",
    "TracebackException", "walk_stack", "walk_tb",
]

_RECURSIVE_CUTOFF = 3
_cause_message = "\nThe above exception was the direct cause of the following exception:\n\n"
_context_message = "\nDuring handling of the above exception, another exception occurred:\n\n"
_sentinel = object()

# --- The VM's traceback as traceback objects ---------------------------------------------------

def _entries(exc):
    # [(filename, lineno, name, source line as written or None, end_lineno, colno, end_colno)]
    # of the exception's own traceback, outermost first (the VM keeps it natively).
    return _traceback.entries(exc)


def _tb_of(exc):
    """The exception's traceback as a chain of types.TracebackType (None when it has none).
    The chain made last is kept on the exception (a hidden slot) and given again while the VM's
    traceback is the same, so each read is one object as in CPython; when the exception has
    since gone out through more frames, their entries are put in front of the kept chain."""
    import types

    entries = tuple(tuple(e) for e in _entries(exc))
    try:
        old, old_tb = exc.__tb_cache__
    except AttributeError:
        old, old_tb = (), None
    if entries == old:
        return old_tb
    n = len(old)
    keep = 0 < n < len(entries) and entries[-n:] == old
    new = entries[:-n] if keep else entries
    back = None
    frames = []
    for filename, lineno, name, src, *pos in new:
        back = types._frame(types._code(name, filename), lineno, back)
        frames.append((back, lineno, src, pos))
    tb = old_tb if keep else None
    if keep:
        tb.tb_frame.f_back = back
    for f, lineno, src, pos in reversed(frames):
        tb = types.TracebackType(tb, f, -1, lineno)
        tb._line = src
        tb._pos = pos
    exc.__tb_cache__ = (entries, tb)
    return tb


def _walk_tb_lines(tb):
    # (frame, lineno, source line, [end_lineno, colno, end_colno] or None) of each entry.
    while tb is not None:
        yield tb.tb_frame, tb.tb_lineno, getattr(tb, "_line", None), getattr(tb, "_pos", None)
        tb = tb.tb_next


def walk_tb(tb):
    """(frame, lineno) for each entry of the traceback, following tb_next."""
    return ((f, lineno) for f, lineno, _, _ in _walk_tb_lines(tb))


def walk_stack(f):
    """(frame, lineno) for the frame and each frame it was called from. With f None, CPython's
    start: four frames out from this generator's (the caller of StackSummary.extract, whose
    frames in between this module keeps as CPython's does)."""
    if f is None:
        f = sys._getframe().f_back.f_back.f_back.f_back
    while f is not None:
        yield f, f.f_lineno
        f = f.f_back


def clear_frames(tb):
    while tb is not None:
        tb.tb_frame.clear()
        tb = tb.tb_next


# --- FrameSummary and StackSummary ----------------------------------------------------------

def _safe_string(value, what, func=str):
    try:
        return func(value)
    except Exception:
        return f"<{what} {func.__name__}() failed>"


class FrameSummary:
    """One frame of a stack or traceback: filename, lineno, name, line (and locals)."""

    __slots__ = ("filename", "lineno", "end_lineno", "colno", "end_colno", "name", "_line",
                 "locals")

    def __init__(self, filename, lineno, name, *, lookup_line=True, locals=None, line=None,
                 end_lineno=None, colno=None, end_colno=None):
        self.filename = filename
        self.lineno = lineno
        self.name = name
        self._line = line
        if lookup_line:
            self.line
        self.locals = {k: _safe_string(v, "local", func=repr)
                       for k, v in locals.items()} if locals else None
        self.end_lineno = end_lineno
        self.colno = colno
        self.end_colno = end_colno

    def __eq__(self, other):
        if isinstance(other, FrameSummary):
            return (self.filename == other.filename and self.lineno == other.lineno
                    and self.name == other.name and self.locals == other.locals)
        if isinstance(other, tuple):
            return (self.filename, self.lineno, self.name, self.line) == other
        return NotImplemented

    def __ne__(self, other):
        eq = self.__eq__(other)
        return eq if eq is NotImplemented else not eq

    __hash__ = None

    def __getitem__(self, pos):
        return (self.filename, self.lineno, self.name, self.line)[pos]

    def __iter__(self):
        return iter([self.filename, self.lineno, self.name, self.line])

    def __repr__(self):
        return f"<FrameSummary file {self.filename}, line {self.lineno} in {self.name}>"

    def __len__(self):
        return 4

    @property
    def _original_line(self):
        self.line
        return self._line

    @property
    def line(self):
        if self._line is None:
            if self.lineno is None:
                return None
            # (The VM gives the program's lines with the frame; others, such as code a program
            # compiled and put in linecache, as doctest does, come from linecache.)
            import linecache

            self._line = linecache.getline(self.filename, self.lineno)
        return self._line.strip()


class StackSummary(list):
    """A list of FrameSummary objects, outermost first, that formats as a traceback does."""

    @classmethod
    def extract(klass, frame_gen, *, limit=None, lookup_lines=True, capture_locals=False):
        return klass._extract(((f, lineno, None, None) for f, lineno in frame_gen), limit,
                              lookup_lines, capture_locals)

    @classmethod
    def _extract(klass, frame_gen, limit, lookup_lines, capture_locals):
        if limit is None:
            limit = getattr(sys, "tracebacklimit", None)
            if limit is not None and limit < 0:
                limit = 0
        first = None
        if limit is not None:
            if limit >= 0:
                first = limit
            else:
                frame_gen = list(frame_gen)[limit:]
        result = klass()
        # (The first `limit` are counted here, not by a generator around frame_gen:
        # walk_stack(None) counts the frames between it and extract's caller.)
        for f, lineno, line, pos in (() if first == 0 else frame_gen):
            co = f.f_code
            f_locals = f.f_locals if capture_locals else None
            end_lineno, colno, end_colno = pos or (None, None, None)
            result.append(FrameSummary(co.co_filename, lineno, co.co_name, lookup_line=False,
                                       locals=f_locals, line=line, end_lineno=end_lineno,
                                       colno=colno, end_colno=end_colno))
            if first is not None and len(result) >= first:
                break
        if lookup_lines:
            for f in result:
                f.line
        return result

    @classmethod
    def from_list(klass, a_list):
        result = StackSummary()
        for frame in a_list:
            if isinstance(frame, FrameSummary):
                result.append(frame)
            else:
                filename, lineno, name, line = frame
                result.append(FrameSummary(filename, lineno, name, line=line))
        return result

    def format_frame_summary(self, frame_summary):
        row = ['  File "{}", line {}, in {}\n'.format(
            frame_summary.filename, frame_summary.lineno, frame_summary.name)]
        if frame_summary.line:
            row.append("    {}\n".format(frame_summary.line.strip()))
            # The markers under the failing expression (PEP 657), drawn by the VM's rules.
            pos = (frame_summary.end_lineno, frame_summary.colno, frame_summary.end_colno)
            if None not in pos:
                marks = _traceback.carets(frame_summary._original_line, frame_summary.lineno,
                                          *pos)
                if marks is not None:
                    row.append(marks + "\n")
        if frame_summary.locals:
            for name, value in sorted(frame_summary.locals.items()):
                row.append("    {name} = {value}\n".format(name=name, value=value))
        return "".join(row)

    def format(self):
        result = []
        last_file = last_line = last_name = None
        count = 0
        for frame_summary in self:
            formatted = self.format_frame_summary(frame_summary)
            if formatted is None:
                continue
            if (last_file is None or last_file != frame_summary.filename
                    or last_line is None or last_line != frame_summary.lineno
                    or last_name is None or last_name != frame_summary.name):
                if count > _RECURSIVE_CUTOFF:
                    result.append(_repeated(count - _RECURSIVE_CUTOFF))
                last_file = frame_summary.filename
                last_line = frame_summary.lineno
                last_name = frame_summary.name
                count = 0
            count += 1
            if count > _RECURSIVE_CUTOFF:
                continue
            result.append(formatted)
        if count > _RECURSIVE_CUTOFF:
            result.append(_repeated(count - _RECURSIVE_CUTOFF))
        return result


def _repeated(count):
    return f'  [Previous line repeated {count} more time{"s" if count > 1 else ""}]\n'


# --- Stacks and tracebacks ------------------------------------------------------------------

def extract_tb(tb, limit=None):
    return StackSummary._extract(_walk_tb_lines(tb), limit, True, False)


def format_list(extracted_list):
    return StackSummary.from_list(extracted_list).format()


def print_list(extracted_list, file=None):
    if file is None:
        file = sys.stderr
    for item in StackSummary.from_list(extracted_list).format():
        print(item, file=file, end="")


def format_tb(tb, limit=None):
    return extract_tb(tb, limit=limit).format()


def print_tb(tb, limit=None, file=None):
    print_list(extract_tb(tb, limit=limit), file=file)


def extract_stack(f=None, limit=None):
    if f is None:
        f = sys._getframe(1)
    stack = StackSummary.extract(walk_stack(f), limit=limit)
    stack.reverse()
    return stack


def format_stack(f=None, limit=None):
    if f is None:
        f = sys._getframe(1)
    return format_list(extract_stack(f, limit=limit))


def print_stack(f=None, limit=None, file=None):
    if f is None:
        f = sys._getframe(1)
    print_list(extract_stack(f, limit=limit), file=file)


# --- Exceptions ---------------------------------------------------------------------------

def _is_group(exc):
    return isinstance(exc, BaseExceptionGroup)


class TracebackException:
    """An exception ready to format: its type, its str, its stack, its cause and context."""

    def __init__(self, exc_type, exc_value, exc_traceback, *, limit=None, lookup_lines=True,
                 capture_locals=False, compact=False, max_group_width=15, max_group_depth=10,
                 _seen=None):
        is_recursive_call = _seen is not None
        if _seen is None:
            _seen = set()
        _seen.add(id(exc_value))
        self.max_group_width = max_group_width
        self.max_group_depth = max_group_depth
        self._exc_value = exc_value
        self._limit = limit
        if exc_traceback is None and exc_value is not None:
            # (No traceback given: the one the VM kept.)
            exc_traceback = _tb_of(exc_value)
        self.stack = StackSummary._extract(_walk_tb_lines(exc_traceback), limit, lookup_lines,
                                           capture_locals)
        self.exc_type = exc_type
        self._str = _safe_string(exc_value, "exception")
        self.__notes__ = getattr(exc_value, "__notes__", None)
        if exc_type and issubclass(exc_type, SyntaxError):
            details = _syntax_details(exc_value)
            self.filename, lno, self.offset, self.text, end_lno, self.end_offset = details
            self.lineno = str(lno) if lno is not None else None
            self.end_lineno = str(end_lno) if end_lno is not None else None
            self.msg = _syntax_msg(exc_value)
        self._is_syntax_error = bool(exc_type and issubclass(exc_type, SyntaxError))
        self.exceptions = None
        if exc_value is not None and _is_group(exc_value):
            self.exceptions = []
        self.__suppress_context__ = (
            getattr(exc_value, "__suppress_context__", False) if exc_value is not None
            else False)
        cause = getattr(exc_value, "__cause__", None) if exc_value is not None else None
        if cause is not None and id(cause) not in _seen:
            self.__cause__ = TracebackException(
                type(cause), cause, None, limit=limit, lookup_lines=lookup_lines,
                capture_locals=capture_locals, compact=compact, _seen=_seen)
        else:
            self.__cause__ = None
        if compact:
            need_context = self.__cause__ is None and not self.__suppress_context__
        else:
            need_context = True
        context = getattr(exc_value, "__context__", None) if exc_value is not None else None
        if context is not None and need_context and id(context) not in _seen:
            self.__context__ = TracebackException(
                type(context), context, None, limit=limit, lookup_lines=lookup_lines,
                capture_locals=capture_locals, compact=compact, _seen=_seen)
        else:
            self.__context__ = None

    @classmethod
    def from_exception(cls, exc, *args, **kwargs):
        return cls(type(exc), exc, exc.__traceback__, *args, **kwargs)

    def __eq__(self, other):
        if isinstance(other, TracebackException):
            return self.__dict__ == other.__dict__
        return NotImplemented

    __hash__ = None

    def __str__(self):
        return self._str

    def format_exception_only(self):
        if self.exc_type is None:
            yield _format_final_exc_line(None, self._str)
            return
        stype = self.exc_type.__qualname__
        smod = self.exc_type.__module__
        if smod not in ("__main__", "builtins"):
            if not isinstance(smod, str):
                smod = "<unknown>"
            stype = smod + "." + stype
        if not issubclass(self.exc_type, SyntaxError):
            yield _format_final_exc_line(stype, self._str)
        else:
            yield from self._format_syntax_error(stype)
        notes = self.__notes__
        if isinstance(notes, (list, tuple)):
            for note in notes:
                note = _safe_string(note, "note")
                yield from [l + "\n" for l in note.split("\n")]
        elif notes is not None:
            yield "{}\n".format(_safe_string(notes, "__notes__", func=repr))

    def _format_syntax_error(self, stype):
        filename_suffix = ""
        if self.lineno is not None:
            yield '  File "{}", line {}\n'.format(self.filename or "<string>", self.lineno)
        elif self.filename is not None:
            filename_suffix = " ({})".format(self.filename)
        text = self.text
        if text is not None:
            rtext = text.rstrip("\n")
            ltext = rtext.lstrip(" \n\f")
            spaces = len(rtext) - len(ltext)
            yield "    {}\n".format(ltext)
            if self.offset is not None:
                offset = self.offset
                end_offset = self.end_offset if self.end_offset not in (None, 0) else offset
                if offset == end_offset or end_offset == -1:
                    end_offset = offset + 1
                colno = offset - 1 - spaces
                end_colno = end_offset - 1 - spaces
                if colno >= 0:
                    caretspace = "".join(c if c.isspace() else " " for c in ltext[:colno])
                    yield "    {}{}\n".format(caretspace, "^" * (end_colno - colno))
        msg = self.msg or "<no detail available>"
        yield "{}: {}{}\n".format(stype, msg, filename_suffix)

    def format(self, *, chain=True, _ctx=None):
        output = []
        exc = self
        if chain:
            while exc:
                if exc.__cause__ is not None:
                    chained_msg, chained_exc = _cause_message, exc.__cause__
                elif exc.__context__ is not None and not exc.__suppress_context__:
                    chained_msg, chained_exc = _context_message, exc.__context__
                else:
                    chained_msg = chained_exc = None
                output.append((chained_msg, exc))
                exc = chained_exc
        else:
            output.append((None, exc))
        for msg, exc in reversed(output):
            if msg is not None:
                yield msg
            if exc.exceptions is not None:
                # An exception group's boxes: the VM's rendering of it (limit not applied).
                yield from _vm_chunks(exc._exc_value, False)
                continue
            if exc.stack:
                yield "Traceback (most recent call last):\n"
                yield from exc.stack.format()
            yield from exc.format_exception_only()

    def print(self, *, file=None, chain=True):
        if file is None:
            file = sys.stderr
        for line in self.format(chain=chain):
            print(line, file=file, end="")


def _syntax_details(value):
    # (filename, lineno, offset, text, end_lineno, end_offset): the attributes, or the details
    # tuple of SyntaxError(msg, details) (the VM's instances keep only their args).
    names = ("filename", "lineno", "offset", "text", "end_lineno", "end_offset")
    args = getattr(value, "args", ())
    details = ()
    if len(args) == 2 and isinstance(args[1], tuple):
        details = args[1]
    out = []
    for i, name in enumerate(names):
        try:
            v = getattr(value, name)
        except AttributeError:
            v = details[i] if i < len(details) else None
        out.append(v)
    return tuple(out)


def _syntax_msg(value):
    try:
        return value.msg
    except AttributeError:
        args = getattr(value, "args", ())
        return args[0] if args else None


def _format_final_exc_line(etype, value):
    valuestr = _safe_string(value, "exception")
    if value is None or not valuestr:
        return "%s\n" % etype
    return "%s: %s\n" % (etype, valuestr)


def _own_str_in_chain(value):
    # Whether an exception in the chain (causes, contexts, a group's members) has a class whose
    # __str__ the program (or a library module) wrote.
    seen = set()
    todo = [value]
    while todo:
        v = todo.pop()
        if v is None or id(v) in seen:
            continue
        seen.add(id(v))
        for cls in type(v).__mro__:
            if "__str__" in cls.__dict__:
                if cls.__module__ != "builtins":
                    return True
                break
        todo.append(v.__cause__)
        todo.append(v.__context__)
        todo.extend(getattr(v, "exceptions", ()) if isinstance(v, BaseExceptionGroup) else ())
    return False


def _vm_chunks(value, chain):
    # The VM's rendering of the exception (its chain when asked), one item per frame and per
    # chaining message, as CPython's format_exception splits it.
    text = _traceback.format(value)
    if not chain:
        # (After the last chaining message at the top level: those inside a group's boxes are
        # indented.)
        for msg in (_cause_message, _context_message):
            cut = text.rfind(msg)
            if cut >= 0:
                text = text[cut + len(msg):]
    out = []
    for line in text.splitlines():
        # (A frame's chunk is its File line, its source line and the source's markers.)
        if out and (_unboxed(line).startswith("    ") and _unboxed(out[-1]).startswith('  File "')
                    or out[-1] == "\n" or not line and out[-1][0] == "\n"):
            out[-1] += line + "\n"
        else:
            out.append(line + "\n")
    return out


def _drop_own_frames(chunks):
    # Takes out the last exception's "Traceback" header and frames (after the last chaining
    # message, or from the start), leaving its exception lines.
    start = 0
    for i, c in enumerate(chunks):
        if c in (_cause_message, _context_message):
            start = i + 1
    if start < len(chunks) and chunks[start] == "Traceback (most recent call last):\n":
        end = start + 1
        while end < len(chunks) and chunks[end].startswith('  File "') and ", in " in chunks[end].split("\n")[0]:
            end += 1
        del chunks[start:end]


def _unboxed(line):
    # The line without an exception group's margin (`  | `, `    | `, ...).
    j = len(line) - len(line.lstrip(" "))
    if line[j:j + 2] == "| ":
        return line[j + 2:]
    return line


def _parse_value_tb(exc, value, tb):
    if (value is _sentinel) != (tb is _sentinel):
        raise ValueError("Both or neither of value and tb must be given")
    if value is tb is _sentinel:
        if exc is not None:
            if isinstance(exc, BaseException):
                # (The traceback the VM kept is rendered by the VM, as it is the same one, unless
                # the program set another.)
                return exc, exc.__dict__.get("__traceback__")
            raise TypeError(f"Exception expected for value, {type(exc).__name__} found")
        return None, None
    return value, tb


def format_exception(exc, /, value=_sentinel, tb=_sentinel, limit=None, chain=True):
    # (`tb=None` given: the exception is shown without its own frames; those in its chain stay.)
    bare = tb is None
    value, tb = _parse_value_tb(exc, value, tb)
    if value is None:
        return ["NoneType: None\n"]
    if (limit is None and tb is None and getattr(sys, "tracebacklimit", None) is None
            and not _own_str_in_chain(value)):
        # The VM's own rendering: chains, groups and syntax errors as it prints them (it reads
        # the arguments, so an exception class with its own __str__ takes the path below).
        chunks = _vm_chunks(value, chain)
        if bare and not isinstance(value, BaseExceptionGroup):
            _drop_own_frames(chunks)
        return chunks
    te = TracebackException(type(value), value, tb, limit=limit, compact=True)
    return list(te.format(chain=chain))


def format_exception_only(exc, /, value=_sentinel):
    if value is _sentinel:
        value = exc
    te = TracebackException(type(value), value, None, compact=True)
    return list(te.format_exception_only())


def print_exception(exc, /, value=_sentinel, tb=_sentinel, limit=None, file=None, chain=True):
    file = sys.stderr if file is None else file
    for line in format_exception(exc, value, tb, limit, chain):
        print(line, file=file, end="")


def format_exc(limit=None, chain=True):
    return "".join(format_exception(sys.exception(), limit=limit, chain=chain))


def print_exc(limit=None, file=None, chain=True):
    print_exception(sys.exception(), limit=limit, file=file, chain=chain)


def print_last(limit=None, file=None, chain=True):
    if not hasattr(sys, "last_type"):
        raise ValueError("no last exception")
    print_exception(sys.last_type, sys.last_value, sys.last_traceback, limit, file, chain)
