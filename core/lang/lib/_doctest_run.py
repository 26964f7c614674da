"""doctest's runner: DocTestRunner (running a DocTest's examples with their output captured,
reporting as CPython 3.11's doctest), testmod and run_docstring_examples."""

import builtins
import sys
import traceback
from io import StringIO

from doctest import (DocTestFinder, OutputChecker, TestResults, SKIP, IGNORE_EXCEPTION_DETAIL, _ismodule,
                     REPORT_ONLY_FIRST_FAILURE, FAIL_FAST, COMPARISON_FLAGS, _DIVIDER, _indent)

_SUCCESS, _FAILURE, _BOOM = range(3)


class DocTestRunner:
    """Runs DocTests, printing each failure (and, when verbose, each example) and keeping the
    counts summarize() reports."""

    DIVIDER = _DIVIDER

    def __init__(self, checker=None, verbose=None, optionflags=0):
        self._checker = checker or OutputChecker()
        if verbose is None:
            verbose = "-v" in sys.argv
        self._verbose = verbose
        self.optionflags = optionflags
        self.original_optionflags = optionflags
        self.tries = 0
        self.failures = 0
        self.skips = 0
        self._name2ft = {}

    def report_start(self, out, test, example):
        if self._verbose:
            if example.want:
                out("Trying:\n" + _indent(example.source) + "Expecting:\n" +
                    _indent(example.want))
            else:
                out("Trying:\n" + _indent(example.source) + "Expecting nothing\n")

    def report_success(self, out, test, example, got):
        if self._verbose:
            out("ok\n")

    def report_failure(self, out, test, example, got):
        out(self._failure_header(test, example) +
            self._checker.output_difference(example, got, self.optionflags))

    def report_unexpected_exception(self, out, test, example, exc_info):
        out(self._failure_header(test, example) + "Exception raised:\n" +
            _indent(_exception_traceback(exc_info)))

    def _failure_header(self, test, example):
        out = [self.DIVIDER]
        if test.filename:
            if test.lineno is not None and example.lineno is not None:
                lineno = test.lineno + example.lineno + 1
            else:
                lineno = "?"
            out.append('File "%s", line %s, in %s' % (test.filename, lineno, test.name))
        else:
            out.append("Line %s, in %s" % (example.lineno + 1, test.name))
        out.append("Failed example:")
        out.append(_indent(example.source))
        return "\n".join(out)

    def run(self, test, compileflags=None, out=None, clear_globs=True):
        # The examples print into a buffer that stands for sys.stdout for the whole run (as
        # CPython's): what `out` itself prints lands there too.
        saved = sys.stdout
        if out is None:
            out = saved.write
        self._fakeout = StringIO()
        sys.stdout = self._fakeout
        try:
            return self._run(test, out)
        finally:
            sys.stdout = saved
            if clear_globs:
                test.globs.clear()
                builtins._ = None

    def _run(self, test, out):
        failures = tries = skips = 0
        original = self.optionflags
        for num, example in enumerate(test.examples):
            quiet = self.optionflags & REPORT_ONLY_FIRST_FAILURE and failures > 0
            self.optionflags = original
            for flag, on in example.options.items():
                if on:
                    self.optionflags |= flag
                else:
                    self.optionflags &= ~flag
            if self.optionflags & SKIP:
                skips += 1
                continue
            tries += 1
            if not quiet:
                self.report_start(out, test, example)
            filename = "<doctest %s[%d]>" % (test.name, num)
            self._fakeout.seek(0)
            self._fakeout.truncate()
            exc_info = _execute(example.source, filename, test.globs)
            got = self._fakeout.getvalue()
            outcome = _FAILURE
            if exc_info is None:
                if self._checker.check_output(example.want, got, self.optionflags):
                    outcome = _SUCCESS
            else:
                exc_msg = traceback.format_exception_only(exc_info[0], exc_info[1])[-1]
                if not quiet:
                    got += _exception_traceback(exc_info)
                if example.exc_msg is None:
                    outcome = _BOOM
                elif self._checker.check_output(example.exc_msg, exc_msg, self.optionflags):
                    outcome = _SUCCESS
                elif self.optionflags & IGNORE_EXCEPTION_DETAIL and \
                        self._checker.check_output(_strip_detail(example.exc_msg),
                                                   _strip_detail(exc_msg), self.optionflags):
                    outcome = _SUCCESS
            if outcome is _SUCCESS:
                if not quiet:
                    self.report_success(out, test, example, got)
            elif outcome is _FAILURE:
                if not quiet:
                    self.report_failure(out, test, example, got)
                failures += 1
            else:
                if not quiet:
                    self.report_unexpected_exception(out, test, example, exc_info)
                failures += 1
            if failures and self.optionflags & FAIL_FAST:
                break
        self.optionflags = original
        f, t = self._name2ft.get(test.name, (0, 0))
        self._name2ft[test.name] = (f + failures, t + tries)
        self.tries += tries
        self.failures += failures
        self.skips += skips
        return TestResults(failures, tries)

    def summarize(self, verbose=None):
        if verbose is None:
            verbose = self._verbose
        notests, passed, failed = [], [], []
        totalt = totalf = 0
        for name, (f, t) in self._name2ft.items():
            totalt += t
            totalf += f
            if not t:
                notests.append(name)
            elif not f:
                passed.append((name, t))
            else:
                failed.append((name, (f, t)))
        if verbose:
            if notests:
                print(len(notests), "items had no tests:")
                for name in sorted(notests):
                    print("   ", name)
            if passed:
                print(len(passed), "items passed all tests:")
                for name, t in sorted(passed):
                    print(" %3d tests in %s" % (t, name))
        if failed:
            print(self.DIVIDER)
            print(len(failed), "items had failures:")
            for name, (f, t) in sorted(failed):
                print(" %3d of %3d in %s" % (f, t, name))
        if verbose:
            print(totalt, "tests in", len(self._name2ft), "items.")
            print(totalt - totalf, "passed and", totalf, "failed.")
        if totalf:
            print("***Test Failed***", totalf, "failures.")
        elif verbose:
            print("Test passed.")
        return TestResults(totalf, totalt)


def _strip_detail(msg):
    # The exception's type without its module and its detail (IGNORE_EXCEPTION_DETAIL).
    head = msg.split(":", 1)[0].strip()
    return head.rsplit(".", 1)[-1] + "\n"


def _exception_traceback(exc_info):
    return "".join(traceback.format_exception(exc_info[0], exc_info[1], exc_info[2]))


def _execute(source, filename, globs):
    # CPython's "single" mode: an expression's value is shown with sys.displayhook (its repr,
    # and builtins._); statements run as they are. Returns the exception's info or None.
    import linecache

    # (The example's text for the traceback's lines, as CPython's doctest gives linecache.)
    linecache.cache[filename] = (len(source), None, source.splitlines(True), filename)
    try:
        try:
            code = compile(source, filename, "eval")
        except SyntaxError:
            code = None
        if code is not None:
            value = eval(code, globs)
            if value is not None:
                builtins._ = None
                sys.stdout.write(repr(value) + "\n")
                builtins._ = value
        else:
            exec(compile(source, filename, "exec"), globs)
    except KeyboardInterrupt:
        raise
    except BaseException:
        return sys.exc_info()
    return None


def testmod(m=None, name=None, globs=None, verbose=None, report=True, optionflags=0,
            extraglobs=None, raise_on_error=False, exclude_empty=False):
    """Test the examples in the docstrings of module m (the main program by default); print
    failures (and a summary); return TestResults(failed, attempted)."""
    if m is None:
        m = sys.modules.get("__main__")
    if not _ismodule(m):
        raise TypeError("testmod: module required; %r" % (m,))
    if name is None:
        name = m.__name__
    if raise_on_error:
        raise NotImplementedError("doctest.testmod(raise_on_error=True) is not provided in the "
                                  "playground")
    finder = DocTestFinder(exclude_empty=exclude_empty)
    runner = DocTestRunner(verbose=verbose, optionflags=optionflags)
    for test in finder.find(m, name, globs=globs, extraglobs=extraglobs):
        runner.run(test)
    if report:
        runner.summarize()
    return TestResults(runner.failures, runner.tries)


def run_docstring_examples(f, globs, verbose=False, name="NoName", compileflags=None,
                           optionflags=0):
    """Test the examples in f's docstring (not its members') with the given globals."""
    finder = DocTestFinder(verbose=verbose, recurse=False)
    runner = DocTestRunner(verbose=verbose, optionflags=optionflags)
    for test in finder.find(f, name, globs=globs):
        runner.run(test, compileflags=compileflags)
