"""timeit for the playground (CPython 3.11's behaviour): Timer (timeit, repeat, autorange,
print_exc) and the timeit/repeat shortcuts over default_timer, the VM's perf_counter.

A statement or a setup is either a callable or source text. Source is checked on its own first (so
a syntax error names the right line), then placed inside one generated timing function whose
globals are `globals` (a fresh dict when not given); setup runs once per timing, the statement
`number` times between two readings of the clock."""

from time import perf_counter as default_timer

__all__ = ["Timer", "timeit", "repeat", "default_timer"]

# How many statements a timing runs, how many timings repeat() makes, and the file name that
# tracebacks show for timed source text.
default_number, default_repeat = 10 ** 6, 5
dummy_src_name = "<timeit-src>"


def _nest(source, depth):
    pad = "\n" + " " * depth
    return pad.join(source.split("\n"))


def _part(code, role, bound, depth):
    # Source text is spliced in; a callable is bound to a keyword-only parameter and called.
    if isinstance(code, str):
        return _nest(code, depth)
    if callable(code):
        bound["_timeit_" + role] = code
        return "_timeit_%s()" % role
    raise ValueError("%s is neither a string nor callable" % role)


def main(args=None, *, _wrap_timer=None):
    raise NotImplementedError("timeit.main (the command-line interface) is not provided by the "
                              "playground")


class Timer:
    def __init__(self, stmt="pass", setup="pass", timer=default_timer, globals=None):
        self.timer = timer
        if isinstance(setup, str):
            compile(setup, dummy_src_name, "exec")
            checked = setup + "\n"
        else:
            checked = ""
        bound = {}
        setup_src = _part(setup, "setup", bound, 4)
        if isinstance(stmt, str):
            compile(checked + stmt, dummy_src_name, "exec")
        stmt_src = _part(stmt, "stmt", bound, 8)
        params = "".join(", %s=%s" % (name, name) for name in bound)
        lines = ["def _timing(_loops, _clock%s):" % params,
                 "    " + setup_src,
                 "    _began = _clock()",
                 "    for _ in _loops:",
                 "        " + stmt_src,
                 "        pass",
                 "    return _clock() - _began"]
        self.src = "\n".join(lines) + "\n"
        scope = dict(bound)
        exec(compile(self.src, dummy_src_name, "exec"), {} if globals is None else globals, scope)
        self.inner = scope["_timing"]

    def print_exc(self, file=None):
        import traceback
        traceback.print_exc(file=file)

    def timeit(self, number=default_number):
        return self.inner(range(number), self.timer)

    def repeat(self, repeat=default_repeat, number=default_number):
        runs = []
        for _ in range(repeat):
            runs.append(self.timeit(number))
        return runs

    def autorange(self, callback=None):
        # Loop counts 1, 2, 5, 10, 20, 50, ... until one timing takes at least 0.2 seconds.
        scale = 1
        while True:
            for count in (scale, 2 * scale, 5 * scale):
                spent = self.timeit(count)
                if callback:
                    callback(count, spent)
                if spent >= 0.2:
                    return (count, spent)
            scale = scale * 10


def timeit(stmt="pass", setup="pass", timer=default_timer, number=default_number, globals=None):
    return Timer(stmt, setup, timer, globals).timeit(number)


def repeat(stmt="pass", setup="pass", timer=default_timer, repeat=default_repeat,
           number=default_number, globals=None):
    return Timer(stmt, setup, timer, globals).repeat(repeat, number)
