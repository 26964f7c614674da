"""A stand-in for the `pyperf` module, for running pyperformance's benchmarks in our VM.

pyperformance's `run_benchmark.py` files import `pyperf`, which spawns worker processes, calibrates
loop counts and stores JSON: nothing a single `tpu run` can do, nor what we want from it. This module
offers the part the benchmarks call (`Runner` with `bench_func`, `bench_time_func`,
`bench_async_func`, `bench_command`, `metadata`, `argparser`, `parse_args`; `perf_counter`,
`python_implementation`) and runs each workload
itself, deterministically, printing what it ran so that a run in our VM and one in CPython 3.11 can
be compared line by line (`scripts/pyperformance.py`).

Its settings come from an optional module `pyperf_standin_config` that the driver writes next to
it (our VM sees no environment variables of the shell):

- `MODE`: "check" (default) runs each workload once with `LOOPS` loops and prints it; "bench" also
  times it: a warm-up, then `RUNS` timed runs, each of as many loops as make one run last at least
  `MIN_TIME` seconds (calibrated per interpreter; the printed times are per loop).
- `ARGS`: a dict of argument defaults to override (`{"iterations": 2}`), to make a benchmark
  smaller than pyperformance's default where a debug build would be too slow.
- `ARGV`: the benchmark's command line (pyperformance's `extra_opts`, `["--pure-python",
  "pickle"]`), parsed by the options and positional arguments the benchmark added.

`dump_globals` is called by the line the driver appends to each benchmark's copy: it prints the
module's data (numbers, strings, lists, tuples, dicts), so that a workload that returns nothing but
its time is still checked by the state it leaves (nbody's bodies).

Everything printed is deterministic except, in bench mode, the lines starting with `@@time`.
"""

from time import perf_counter

try:
    import pyperf_standin_config as _config
except ImportError:
    _config = None

MODE = getattr(_config, "MODE", "check")
LOOPS = getattr(_config, "LOOPS", 1)
RUNS = getattr(_config, "RUNS", 5)
MIN_TIME = getattr(_config, "MIN_TIME", 0.05)
ARGS = getattr(_config, "ARGS", {})
ARGV = getattr(_config, "ARGV", [])

__version__ = "2.6.0 (stand-in)"


def python_implementation():
    """The interpreter's name in lower case, as pyperf answers it ("cpython", "pypy")."""
    import sys

    impl = getattr(sys, "implementation", None)
    name = getattr(impl, "name", None)
    return name.lower() if isinstance(name, str) else "cpython"


def _short(value):
    """`repr` of a workload's result, cut to a few hundred characters; addresses dropped."""
    r = repr(value)
    if " at 0x" in r:
        return "<%s object>" % type(value).__name__
    if len(r) > 300:
        # A checksum of the whole text (not hash(): str hashes differ between interpreters).
        h = 0
        for c in r[:1000000]:
            h = (h * 31 + ord(c)) % 1000000007
        return "%s ... %s (%d characters, checksum %d)" % (r[:200], r[-60:], len(r), h)
    return r


# By name: our VM has no `bytes` yet.
_PLAIN = ("NoneType", "bool", "int", "float", "str", "bytes", "list", "tuple", "dict")


def dump_globals(items):
    """Prints the plain data among (name, value) pairs: the benchmark's module-level state."""
    print("module globals:")
    for name, value in sorted(items, key=lambda item: item[0]):
        if type(value).__name__ in _PLAIN:
            print("  %s = %s" % (name, _short(value)))


class Namespace:
    def __init__(self, **kwargs):
        for k in kwargs:
            setattr(self, k, kwargs[k])

    def __repr__(self):
        items = sorted(self.__dict__.items())
        return "Namespace(%s)" % ", ".join("%s=%r" % (k, v) for k, v in items)


class ArgumentParser:
    """What the benchmarks add their options to; `parse_args` reads `ARGV` by them (options with
    `store`, `store_true` and `type`; positional arguments, `nargs="?"` ones optional; `choices`), then applies `ARGS`."""

    def __init__(self):
        self._dests = []
        self._defaults = {}
        self._options = {}  # "--name" / "-n" -> (dest, kwargs)
        self._positionals = []  # (dest, kwargs)

    def add_argument(self, *names, **kwargs):
        if names[0].startswith("-"):
            name = names[0]
            for n in names:
                if n.startswith("--"):
                    name = n
                    break
            dest = kwargs.get("dest") or name.lstrip("-").replace("-", "_")
            for n in names:
                self._options[n] = (dest, kwargs)
        else:
            dest = names[0]
            self._positionals.append((dest, kwargs))
        default = kwargs.get("default")
        if kwargs.get("action") == "store_true" and default is None:
            default = False
        kind = kwargs.get("type")
        if kind is not None and isinstance(default, str):
            # argparse converts a string default with the option's type.
            default = kind(default)
        self._dests.append(dest)
        self._defaults[dest] = default

    def _value(self, dest, kwargs, text):
        kind = kwargs.get("type")
        value = kind(text) if kind is not None else text
        choices = kwargs.get("choices")
        if choices is not None and value not in choices:
            raise SystemExit("pyperf stand-in: argument %s: invalid choice: %r" % (dest, value))
        return value

    def parse_args(self, args=None):
        values = dict(self._defaults)
        argv = list(ARGV if args is None else args)
        positionals = list(self._positionals)
        i = 0
        while i < len(argv):
            arg = argv[i]
            i += 1
            if arg.startswith("-") and arg != "-":
                name, eq, text = arg.partition("=")
                if name not in self._options:
                    raise SystemExit("pyperf stand-in: unrecognized argument: %s" % arg)
                dest, kwargs = self._options[name]
                if kwargs.get("action") == "store_true":
                    values[dest] = True
                    continue
                if not eq:
                    if i >= len(argv):
                        raise SystemExit("pyperf stand-in: argument %s: expected one argument" % name)
                    text = argv[i]
                    i += 1
                values[dest] = self._value(dest, kwargs, text)
            else:
                if not positionals:
                    raise SystemExit("pyperf stand-in: unrecognized argument: %s" % arg)
                dest, kwargs = positionals.pop(0)
                values[dest] = self._value(dest, kwargs, arg)
        positionals = [(dest, kwargs) for dest, kwargs in positionals if kwargs.get("nargs") != "?"]
        if positionals:
            raise SystemExit("pyperf stand-in: the following arguments are required: %s"
                             % ", ".join(dest for dest, _ in positionals))
        for dest in self._dests:
            if dest in ARGS:
                values[dest] = ARGS[dest]
        return Namespace(**values)


class Runner:
    def __init__(self, values=None, processes=None, loops=0, min_time=0.1, metadata=None,
                 show_name=True, program_args=None, add_cmdline_args=None, _argparser=None,
                 warmups=1):
        self.metadata = dict(metadata) if metadata else {}
        self.argparser = ArgumentParser()
        self.args = None
        self._add_cmdline_args = add_cmdline_args

    def parse_args(self, args=None):
        self.args = self.argparser.parse_args(args)
        if self._add_cmdline_args is not None:
            # pyperf calls it when it spawns a worker: check that it accepts the options.
            cmd = []
            self._add_cmdline_args(cmd, self.args)
            print("worker command line: %s" % cmd)
        return self.args

    def _header(self, kind, name, inner_loops):
        if self.args is None:
            self.parse_args()
        print("%s %s (inner_loops=%s)" % (kind, name, inner_loops))
        for k in sorted(self.metadata):
            print("  metadata %s = %r" % (k, self.metadata[k]))

    def bench_time_func(self, name, time_func, *args, **kwargs):
        """`time_func(loops, *args)` returns the seconds its `loops` loops took."""
        inner_loops = kwargs.get("inner_loops")
        self._header("bench_time_func", name, inner_loops)
        if MODE == "bench":
            return self._time(name, lambda loops: time_func(loops, *args), inner_loops)
        dt = time_func(LOOPS, *args)
        print("  ran %d loop(s); returned a %s" % (LOOPS, type(dt).__name__))
        return None

    def bench_func(self, name, func, *args, **kwargs):
        """`func(*args)` is one loop; pyperf times a loop of calls."""
        inner_loops = kwargs.get("inner_loops")
        self._header("bench_func", name, inner_loops)

        def loops_of(loops):
            t0 = perf_counter()
            for _ in range(loops):
                func(*args)
            return perf_counter() - t0

        if MODE == "bench":
            return self._time(name, loops_of, inner_loops)
        result = None
        for _ in range(LOOPS):
            result = func(*args)
        print("  ran %d loop(s); result %s" % (LOOPS, _short(result)))
        return None

    def bench_async_func(self, name, func, *args, **kwargs):
        """`func(*args)` is a coroutine function; one loop runs a call to completion. As pyperf
        does, the loops run in one new event loop, closed at the end."""
        import asyncio

        inner_loops = kwargs.get("inner_loops")
        self._header("bench_async_func", name, inner_loops)

        def loops_of(loops):
            async def main():
                t0 = perf_counter()
                result = None
                for _ in range(loops):
                    result = await func(*args)
                return perf_counter() - t0, result

            loop = asyncio.new_event_loop()
            asyncio.set_event_loop(loop)
            try:
                return loop.run_until_complete(main())
            finally:
                asyncio.set_event_loop(None)
                loop.close()

        if MODE == "bench":
            return self._time(name, lambda loops: loops_of(loops)[0], inner_loops)
        result = loops_of(LOOPS)[1]
        print("  ran %d loop(s); result %s" % (LOOPS, _short(result)))
        return None

    def bench_command(self, name, command):
        # No processes in our VM: say what would have been run.
        self._header("bench_command", name, None)
        print("  not run: %r" % (command,))
        return None

    def _time(self, name, run_loops, inner_loops):
        """A warm-up, calibration to MIN_TIME a run, then RUNS timed runs; seconds per loop."""
        loops = 1
        dt = run_loops(loops)  # the warm-up
        while dt < MIN_TIME and loops < 1 << 20:
            loops *= 2
            dt = run_loops(loops)
        times = []
        for _ in range(RUNS):
            per = run_loops(loops) / loops
            if inner_loops:
                per /= inner_loops
            times.append(per)
        print("@@time %s %d %s" % (name, loops, " ".join(repr(t) for t in times)))
        return None
