"""doctest for the playground: testmod, run_docstring_examples, the option flags and the
DocTestFinder/DocTestParser/DocTestRunner/OutputChecker classes they are made of, reporting as
CPython 3.11's doctest does (the `Trying:`/`Expecting:` lines, the failure blocks and the
summary).

Written from the documented behaviour. The examples of a docstring share one copy of the
module's globals; an example that is an expression prints its repr (CPython's "single" mode,
which the VM's compile does not echo). A failure names its line as CPython's does: the docstring's
line found from the object's `co_firstlineno` (a class's `class` line) in the source linecache
holds. testfile and DocTestSuite raise NotImplementedError.
"""

import sys
import traceback
from collections import namedtuple
from io import StringIO
import re

__all__ = ["testmod", "run_docstring_examples", "DocTestFinder", "DocTestParser",
           "DocTestRunner", "OutputChecker", "DocTest", "Example", "TestResults",
           "register_optionflag", "DONT_ACCEPT_TRUE_FOR_1", "DONT_ACCEPT_BLANKLINE",
           "NORMALIZE_WHITESPACE", "ELLIPSIS", "SKIP", "IGNORE_EXCEPTION_DETAIL",
           "COMPARISON_FLAGS", "REPORT_UDIFF", "REPORT_CDIFF", "REPORT_NDIFF",
           "REPORT_ONLY_FIRST_FAILURE", "REPORTING_FLAGS", "FAIL_FAST", "BLANKLINE_MARKER",
           "ELLIPSIS_MARKER", "testfile", "DocTestSuite"]

TestResults = namedtuple("TestResults", "failed attempted")

OPTIONFLAGS_BY_NAME = {}


def register_optionflag(name):
    return OPTIONFLAGS_BY_NAME.setdefault(name, 1 << len(OPTIONFLAGS_BY_NAME))


DONT_ACCEPT_TRUE_FOR_1 = register_optionflag("DONT_ACCEPT_TRUE_FOR_1")
DONT_ACCEPT_BLANKLINE = register_optionflag("DONT_ACCEPT_BLANKLINE")
NORMALIZE_WHITESPACE = register_optionflag("NORMALIZE_WHITESPACE")
ELLIPSIS = register_optionflag("ELLIPSIS")
SKIP = register_optionflag("SKIP")
IGNORE_EXCEPTION_DETAIL = register_optionflag("IGNORE_EXCEPTION_DETAIL")
COMPARISON_FLAGS = (DONT_ACCEPT_TRUE_FOR_1 | DONT_ACCEPT_BLANKLINE | NORMALIZE_WHITESPACE |
                    ELLIPSIS | SKIP | IGNORE_EXCEPTION_DETAIL)
REPORT_UDIFF = register_optionflag("REPORT_UDIFF")
REPORT_CDIFF = register_optionflag("REPORT_CDIFF")
REPORT_NDIFF = register_optionflag("REPORT_NDIFF")
REPORT_ONLY_FIRST_FAILURE = register_optionflag("REPORT_ONLY_FIRST_FAILURE")
FAIL_FAST = register_optionflag("FAIL_FAST")
REPORTING_FLAGS = (REPORT_UDIFF | REPORT_CDIFF | REPORT_NDIFF | REPORT_ONLY_FIRST_FAILURE |
                   FAIL_FAST)

BLANKLINE_MARKER = "<BLANKLINE>"
ELLIPSIS_MARKER = "..."
_DIVIDER = "*" * 70


def _indent(text, n=4):
    pad = " " * n
    return "".join(pad + line for line in text.splitlines(True))


class Example:
    """One `>>>` example: its source, expected output, expected exception message (or None),
    line within the docstring, indentation and option directives."""

    def __init__(self, source, want, exc_msg=None, lineno=0, indent=0, options=None):
        if not source.endswith("\n"):
            source += "\n"
        if want and not want.endswith("\n"):
            want += "\n"
        if exc_msg is not None and not exc_msg.endswith("\n"):
            exc_msg += "\n"
        self.source = source
        self.want = want
        self.lineno = lineno
        self.indent = indent
        self.options = {} if options is None else options
        self.exc_msg = exc_msg

    def __repr__(self):
        return "<Example source=%r want=%r>" % (self.source, self.want)


class DocTest:
    """The examples of one docstring, with the globals they run in."""

    def __init__(self, examples, globs, name, filename, lineno, docstring):
        self.examples = examples
        self.docstring = docstring
        self.globs = globs.copy()
        self.name = name
        self.filename = filename
        self.lineno = lineno

    def __repr__(self):
        if not self.examples:
            n = "no examples"
        elif len(self.examples) == 1:
            n = "1 example"
        else:
            n = "%d examples" % len(self.examples)
        return "<%s %s from %s:%s (%s)>" % (type(self).__name__, self.name, self.filename,
                                            self.lineno, n)

    def __lt__(self, other):
        if not isinstance(other, DocTest):
            return NotImplemented
        return ((self.name, self.filename, self.lineno if self.lineno is not None else -1,
                 id(self)) <
                (other.name, other.filename, other.lineno if other.lineno is not None else -1,
                 id(other)))


_DIRECTIVE = re.compile(r"#\s*doctest:\s*([^\n'\"]*)$", re.M)
_TRACEBACK_HEAD = re.compile(r"Traceback \((?:most recent call last|innermost last)\):")


class DocTestParser:
    """Splits a docstring into text and Examples."""

    def parse(self, string, name="<string>"):
        string = string.expandtabs()
        lines = string.split("\n")
        # The docstring's common indentation goes.
        indents = [len(l) - len(l.lstrip()) for l in lines if l.strip()]
        base = min(indents) if indents else 0
        if base:
            lines = [l[base:] for l in lines]
        out = []
        text = []
        i = 0
        n = len(lines)
        while i < n:
            line = lines[i]
            stripped = line.lstrip()
            if not (stripped.startswith(">>>")):
                text.append(line)
                i += 1
                continue
            indent = len(line) - len(stripped)
            start = i
            self._check_prompt(line, indent, name, i)
            source = [line[indent + 4:]]
            i += 1
            while i < n and lines[i][indent:indent + 3] == "..." and \
                    lines[i][:indent].strip() == "":
                self._check_prompt(lines[i], indent, name, i)
                source.append(lines[i][indent + 4:])
                i += 1
            want = []
            while i < n and lines[i].strip() and not lines[i].lstrip().startswith(">>>"):
                w = lines[i]
                if w[:indent].strip():
                    raise ValueError("line %r of the docstring for %s has inconsistent leading "
                                     "whitespace: %r" % (i + 1, name, w))
                want.append(w[indent:])
                i += 1
            if text:
                out.append("\n".join(text))
                text = []
            src = "\n".join(source)
            want_text = "\n".join(want)
            if want_text:
                want_text += "\n"
            exc_msg = None
            m = _TRACEBACK_HEAD.match(want_text)
            if m:
                # The exception's lines: the last non-indented, non-'...' lines of the output.
                body = want_text.split("\n")[1:]
                k = 0
                while k < len(body) and (body[k].startswith((" ", "\t")) or
                                         body[k].strip() == "..."):
                    k += 1
                exc_msg = "\n".join(body[k:])
            options = self._options(src, name, start)
            if not self._is_only_comment(src):
                out.append(Example(src, want_text, exc_msg, start, indent + base, options))
        if text:
            out.append("\n".join(text))
        return out

    def _is_only_comment(self, src):
        return all(not l.strip() or l.strip().startswith("#") for l in src.split("\n")) and \
            not _DIRECTIVE.search(src)

    def _check_prompt(self, line, indent, name, i):
        if len(line) >= indent + 4 and line[indent + 3] != " ":
            raise ValueError("line %r of the docstring for %s lacks blank after %s: %r"
                             % (i + 1, name, line[indent:indent + 3], line))

    def _options(self, source, name, lineno):
        options = {}
        for m in _DIRECTIVE.finditer(source):
            for option in m.group(1).replace(",", " ").split():
                if option[0] not in "+-" or option[1:] not in OPTIONFLAGS_BY_NAME:
                    raise ValueError("line %r of the doctest for %s has an invalid option: %r"
                                     % (lineno + 1, name, option))
                options[OPTIONFLAGS_BY_NAME[option[1:]]] = option[0] == "+"
        return options

    def get_examples(self, string, name="<string>"):
        return [x for x in self.parse(string, name) if isinstance(x, Example)]

    def get_doctest(self, string, globs, name, filename, lineno):
        return DocTest(self.get_examples(string, name), globs, name, filename, lineno, string)


class DocTestFinder:
    """Finds the docstrings of a module (or object), its functions, classes and their methods,
    and `__test__` entries, as DocTests."""

    def __init__(self, verbose=False, parser=DocTestParser(), recurse=True, exclude_empty=True):
        self._parser = parser
        self._verbose = verbose
        self._recurse = recurse
        self._exclude_empty = exclude_empty

    def find(self, obj, name=None, module=None, globs=None, extraglobs=None):
        if name is None:
            name = getattr(obj, "__name__", None)
            if name is None:
                raise ValueError("DocTestFinder.find: name must be given when obj.__name__ "
                                 "doesn't exist: %r" % (type(obj),))
        if module is False:
            module = None
        elif module is None:
            module = obj if _ismodule(obj) else sys.modules.get(
                getattr(obj, "__module__", None))
        if globs is None:
            globs = {} if module is None else module.__dict__.copy()
        else:
            globs = globs.copy()
        if extraglobs is not None:
            globs.update(extraglobs)
        if "__name__" not in globs:
            globs["__name__"] = "__main__"
        tests = []
        if self._verbose:
            print("Finding tests in %s" % name)
        self._find(tests, obj, name, module, globs, {})
        tests.sort()
        return tests

    def _from_module(self, module, obj):
        if module is None:
            return True
        if _ismodule(obj):
            return module is obj
        if callable(obj) and hasattr(obj, "__globals__"):
            return module.__dict__ is obj.__globals__
        mod = getattr(obj, "__module__", None)
        if mod is not None:
            return module.__name__ == mod
        if isinstance(obj, property):
            return True
        return False

    def _find(self, tests, obj, name, module, globs, seen):
        if id(obj) in seen:
            return
        seen[id(obj)] = 1
        test = self._get_test(obj, name, module, globs)
        if test is not None:
            tests.append(test)
        if not self._recurse:
            return
        if _ismodule(obj):
            for valname, val in list(obj.__dict__.items()):
                valname = "%s.%s" % (name, valname)
                if (_isroutine(val) or isinstance(val, type)) and self._from_module(module, val):
                    self._find(tests, val, valname, module, globs, seen)
            for valname, val in getattr(obj, "__test__", {}).items():
                if not isinstance(valname, str):
                    raise ValueError("DocTestFinder.find: __test__ keys must be strings: %r"
                                     % (type(valname),))
                if not (isinstance(val, str) or _isroutine(val) or isinstance(val, type) or
                        _ismodule(val)):
                    raise ValueError("DocTestFinder.find: __test__ values must be strings, "
                                     "functions, methods, classes, or modules: %r"
                                     % (type(val),))
                self._find(tests, val, "%s.__test__.%s" % (name, valname), module, globs, seen)
        elif isinstance(obj, type):
            for valname, val in list(obj.__dict__.items()):
                if isinstance(val, (staticmethod, classmethod)):
                    val = val.__func__
                if (_isroutine(val) or isinstance(val, type) or isinstance(val, property)) and \
                        self._from_module(module, val):
                    self._find(tests, val, "%s.%s" % (name, valname), module, globs, seen)

    def _get_test(self, obj, name, module, globs):
        if isinstance(obj, str):
            docstring = obj
        else:
            try:
                docstring = obj.__doc__ or ""
                if not isinstance(docstring, str):
                    docstring = str(docstring)
            except (TypeError, AttributeError):
                docstring = ""
        if self._exclude_empty and not docstring:
            return None
        filename = getattr(module, "__file__", None) if module is not None else None
        if filename is None and module is not None:
            filename = module.__name__
        lineno = self._find_lineno(obj, filename)
        return self._parser.get_doctest(docstring, globs, name, filename, lineno)

    def _find_lineno(self, obj, filename):
        # The line (0-based) where obj's docstring starts, as CPython's finder gives it: from a
        # code object's first line or a class's `class` line, the first line opening a string.
        source_lines = None
        if filename and not isinstance(obj, str):
            import linecache

            source_lines = linecache.getlines(filename) or None
        lineno = None
        docstring = getattr(obj, "__doc__", None)
        if _ismodule(obj) and docstring is not None:
            lineno = 0
        if isinstance(obj, type) and docstring is not None:
            if source_lines is None:
                return None
            pat = re.compile(r"^\s*class\s*%s\b" % re.escape(getattr(obj, "__name__", "-")))
            for i, line in enumerate(source_lines):
                if pat.match(line):
                    lineno = i
                    break
        obj = getattr(obj, "__func__", obj)
        if callable(obj) and hasattr(obj, "__code__") and docstring:
            code = obj.__code__
            first = getattr(code, "co_firstlineno", None)
            if first is not None:
                lineno = first - 1
        if lineno is not None:
            if source_lines is None:
                return lineno + 1
            pat = re.compile(r"(^|.*:)\s*\w*(\"|')")
            for lineno in range(lineno, len(source_lines)):
                if pat.match(source_lines[lineno]):
                    return lineno
        return None


def _ismodule(obj):
    # (The main program's module is a proxy whose __class__ says module: the VM's isinstance
    # reads the type alone.)
    return isinstance(obj, type(sys)) or getattr(obj, "__class__", None) is type(sys)


def _isroutine(obj):
    return callable(obj) and (hasattr(obj, "__code__") or type(obj).__name__ in (
        "builtin_function_or_method", "method", "method_descriptor", "wrapper_descriptor"))


class OutputChecker:
    """Compares an example's expected output with what it printed, under the option flags."""

    def _toAscii(self, s):
        return str(s.encode("ASCII", "backslashreplace"), "ASCII")

    def check_output(self, want, got, optionflags):
        if got == want:
            return True
        if not optionflags & DONT_ACCEPT_TRUE_FOR_1:
            if (got, want) in (("True\n", "1\n"), ("False\n", "0\n")):
                return True
        if not optionflags & DONT_ACCEPT_BLANKLINE:
            want = re.sub(r"(?m)^%s\s*?$" % re.escape(BLANKLINE_MARKER), "", want)
            got = re.sub(r"(?m)^[^\S\n]+$", "", got)
            if got == want:
                return True
        if optionflags & NORMALIZE_WHITESPACE:
            got = " ".join(got.split())
            want = " ".join(want.split())
            if got == want:
                return True
        if optionflags & ELLIPSIS:
            if _ellipsis_match(want, got):
                return True
        return False

    def output_difference(self, example, got, optionflags):
        want = example.want
        if optionflags & (REPORT_UDIFF | REPORT_CDIFF | REPORT_NDIFF):
            raise NotImplementedError("doctest's REPORT_UDIFF/REPORT_CDIFF/REPORT_NDIFF failure "
                                      "reports are not provided in the playground")
        if not optionflags & DONT_ACCEPT_BLANKLINE:
            got = re.sub(r"(?m)^[ ]*(?=\n)", BLANKLINE_MARKER, got)
        if want:
            want_text = "Expected:\n" + _indent(want)
        else:
            want_text = "Expected nothing\n"
        if got:
            return want_text + "Got:\n" + _indent(got)
        return want_text + "Got nothing\n"


def _ellipsis_match(want, got):
    if ELLIPSIS_MARKER not in want:
        return want == got
    pieces = want.split(ELLIPSIS_MARKER)
    first, last = pieces[0], pieces[-1]
    if not got.startswith(first) or not got.endswith(last):
        return False
    start = len(first)
    end = len(got) - len(last)
    if end < start:
        return False
    for piece in pieces[1:-1]:
        at = got.find(piece, start, end)
        if at < 0:
            return False
        start = at + len(piece)
    return True


from _doctest_run import DocTestRunner, testmod, run_docstring_examples  # noqa: E402


def testfile(*args, **kwargs):
    raise NotImplementedError("doctest.testfile is not provided in the playground")


def DocTestSuite(*args, **kwargs):
    raise NotImplementedError("doctest.DocTestSuite is not provided in the playground "
                              "(no unittest)")
