#!/usr/bin/env python3
"""pyperformance's benchmarks as our external Python suite: each runs in `tpu run` and in CPython 3.11.

    python3 scripts/pyperformance.py [--tpu target/debug/tpu] [--only chaos,go] [--extra|--all] [-v]
    python3 scripts/pyperformance.py --bench --tpu target/release/tpu [--runs 5] [--only ...]

Fetches pyperformance 1.14.0 from PyPI with pip (once: the wheel and its benchmarks are kept under
`target/pyperformance/`, so later runs are offline), then runs each benchmark's `run_benchmark.py`
unchanged, under our VM and under CPython, with the stand-in `pyperf` module of
`scripts/pyperf_standin/` (found through `TPU_LIB_DIR`, and `PYTHONPATH` for CPython). The stand-in
runs each workload once and prints what it ran and what it returned; the two runs must print the
same stdout and end the same way (the same exit status, and the same exception line if they fail).

The default set is the 22 of `BENCHMARKS` and the `EXTRA` ones listed in the expected file (so CI
checks those that pass and are quick); `--extra` runs all the `EXTRA` ones instead (pyperformance's
other benchmarks that need no third-party package: argparse, asyncio, decimal, pickle, regex,
pathlib, xml, ...; each as pyperformance names it, with the arguments its `.toml` passes: for
example `pickle_pure_python` is `bm_pickle` run with `--pure-python pickle`), `--all` both; `--only`
takes names of either list. Each runs from a copy of its whole `bm_*/` folder (its `data/` files
and sibling modules, such as regex_compile's `bm_regex_v8.py`, next to the script, which is where
pyperformance leaves them), with the folder on the import path.

One line per benchmark: `ok`, `differs` (with the first line that differs), or the first error line
of our run (`ModuleNotFoundError: No module named 'json'`): the VM's next gaps. Exit status 1 only if
a benchmark listed in `scripts/pyperformance_expected.txt` (the ones known to pass) does not match,
so CI catches regressions while the others are tracked; a benchmark that passes without being listed
is named at the end, to be added.

`--bench` times each workload in both interpreters in the same command (a warm-up, loops calibrated
per interpreter to `--min-time` a run, then `--runs` timed runs; seconds per loop) and prints a
markdown table of the medians, their spread (min-max) and ours / CPython, for `docs/benchmarks.md`.
Time a release build (`--tpu target/release/tpu`): a debug build's ratios say little.
"""

import argparse
import ast
import hashlib
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import zipfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
STANDIN = ROOT / "scripts" / "pyperf_standin"
EXPECTED = ROOT / "scripts" / "pyperformance_expected.txt"
CACHE = ROOT / "target" / "pyperformance"

VERSION = "1.14.0"
WHEEL = f"pyperformance-{VERSION}-py3-none-any.whl"
WHEEL_SHA256 = "94068ac2935b6952ccb5e8a302eb9cebc26e82454494bef6e53822738adf0049"

BENCHMARKS = [
    "chaos", "comprehensions", "coroutines", "deepcopy", "deltablue", "fannkuch", "float",
    "generators", "go", "hexiom", "json_dumps", "json_loads", "meteor_contest", "nbody", "nqueens",
    "pidigits", "raytrace", "richards", "richards_super", "scimark", "spectral_norm",
    "unpack_sequence",
]

# pyperformance's further benchmarks with no third-party dependency: name -> (its `bm_*` folder,
# the command-line arguments its pyproject.toml or variant .toml gives as `extra_opts`).
EXTRA = {
    "argparse_many_optionals": ("argparse", ["many_optionals"]),
    "argparse_subparsers": ("argparse", ["subparsers"]),
    "async_generators": ("async_generators", []),
    "async_tree_none": ("async_tree", ["none"]),
    "async_tree_io": ("async_tree", ["io"]),
    "async_tree_memoization": ("async_tree", ["memoization"]),
    "async_tree_cpu_io_mixed": ("async_tree", ["cpu_io_mixed"]),
    "async_tree_none_tg": ("async_tree", ["none", "--task-groups"]),
    "async_tree_io_tg": ("async_tree", ["io", "--task-groups"]),
    "barnes_hut": ("barnes_hut", []),
    "base64": ("base64", []),
    "bpe_tokeniser": ("bpe_tokeniser", []),
    "decimal_factorial": ("decimal_factorial", []),
    "decimal_pi": ("decimal_pi", []),
    "gc_collect": ("gc_collect", []),
    "gc_traversal": ("gc_traversal", []),
    "logging": ("logging", []),
    "mdp": ("mdp", []),
    "pathlib": ("pathlib", []),
    "pickle": ("pickle", ["pickle"]),
    "pickle_dict": ("pickle", ["pickle_dict"]),
    "pickle_list": ("pickle", ["pickle_list"]),
    "pickle_pure_python": ("pickle", ["--pure-python", "pickle"]),
    "unpickle": ("pickle", ["unpickle"]),
    "unpickle_list": ("pickle", ["unpickle_list"]),
    "unpickle_pure_python": ("pickle", ["--pure-python", "unpickle"]),
    "pprint": ("pprint", []),
    "pyflate": ("pyflate", []),
    "regex_compile": ("regex_compile", []),
    "regex_dna": ("regex_dna", []),
    "regex_effbot": ("regex_effbot", []),
    "regex_v8": ("regex_v8", []),
    "telco": ("telco", []),
    "typing_runtime_protocols": ("typing_runtime_protocols", []),
    "xml_etree": ("xml_etree", []),
}

# Argument defaults overridden in the correctness run (the same for both interpreters), where
# pyperformance's default size would be too slow for a debug build. Timing (--bench) keeps the
# defaults. None needed today: every benchmark's default runs in a second or two in a debug build.
CHECK_ARGS = {}


def fetch(cache):
    """The folder of pyperformance's benchmarks (`bm_*/`), downloaded and unpacked once."""
    benchmarks = cache / f"pyperformance-{VERSION}" / "benchmarks"
    if benchmarks.is_dir():
        return benchmarks
    cache.mkdir(parents=True, exist_ok=True)
    wheel = cache / WHEEL
    if not wheel.is_file():
        download(cache, wheel)
    digest = hashlib.sha256(wheel.read_bytes()).hexdigest()
    if digest != WHEEL_SHA256:
        sys.exit(f"{wheel}: sha256 {digest}, expected {WHEEL_SHA256}; delete it to fetch it again")
    prefix = "pyperformance/data-files/benchmarks/"
    tmp = Path(tempfile.mkdtemp(prefix="benchmarks.", dir=cache))
    with zipfile.ZipFile(wheel) as z:
        for name in z.namelist():
            if name.startswith(prefix) and not name.endswith("/"):
                out = tmp / name[len(prefix):]
                out.parent.mkdir(parents=True, exist_ok=True)
                out.write_bytes(z.read(name))
    benchmarks.parent.mkdir(parents=True, exist_ok=True)
    try:
        tmp.rename(benchmarks)
    except OSError:  # another run unpacked it first
        shutil.rmtree(tmp)
    return benchmarks


def download(cache, wheel):
    """The wheel from PyPI: with pip where there is one (it honours the machine's index settings),
    else from PyPI's JSON API with urllib."""
    have_pip = subprocess.run([sys.executable, "-m", "pip", "--version"],
                              capture_output=True).returncode == 0
    print(f"downloading pyperformance {VERSION} into {cache}", flush=True)
    try:
        if have_pip:
            subprocess.run(
                [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps",
                 "--only-binary=:all:", f"pyperformance=={VERSION}", "-d", str(cache)],
                check=True,
            )
        else:
            import json
            import urllib.request

            url = f"https://pypi.org/pypi/pyperformance/{VERSION}/json"
            with urllib.request.urlopen(url, timeout=60) as r:
                files = json.load(r)["urls"]
            url = next(f["url"] for f in files if f["filename"] == WHEEL)
            with urllib.request.urlopen(url, timeout=300) as r:
                data = r.read()
            tmp = wheel.with_suffix(".part")
            tmp.write_bytes(data)
            tmp.rename(wheel)
    except Exception as e:  # noqa: BLE001 - any failure to fetch ends the run with one message
        sys.exit(f"could not download pyperformance {VERSION} ({e}); "
                 f"put {WHEEL} into {cache} by hand to run offline")
    if not wheel.is_file():
        sys.exit(f"pip did not leave {WHEEL} in {cache}")


EXCEPTION = re.compile(r"^[A-Za-z_][\w.]*(Error|Exception|Exit|Interrupt|Iteration|Warning)\b")


def error_line(stderr, rc):
    """The exception line of a traceback or syntax error (the last such line), else stderr's first."""
    lines = [line for line in stderr.splitlines() if line.strip()]
    for line in reversed(lines):
        if EXCEPTION.match(line):
            return line
    if lines:
        return lines[0]
    if rc < 0:
        return f"killed by signal {-rc}"
    return f"exit status {rc}"


class Run:
    def __init__(self, cmd, env, cwd, timeout):
        start = time.perf_counter()
        try:
            p = subprocess.run(cmd, env=env, cwd=cwd, capture_output=True, text=True,
                               errors="replace", timeout=timeout)
            self.rc, self.stdout, self.stderr = p.returncode, p.stdout, p.stderr
            self.error = error_line(p.stderr, p.returncode) if p.returncode else None
        except subprocess.TimeoutExpired as e:
            self.rc = None
            self.stdout = e.stdout.decode(errors="replace") if isinstance(e.stdout, bytes) else (e.stdout or "")
            self.stderr = ""
            self.error = f"timeout: more than {timeout} s"
        self.seconds = time.perf_counter() - start


def epilogue(source):
    """Lines appended to a benchmark's copy: its module-level names, handed to the stand-in's
    `dump_globals` (by name: our VM has no `globals()` yet)."""
    names = []
    for node in ast.parse(source).body:
        if isinstance(node, ast.Assign):
            targets = node.targets
        elif isinstance(node, ast.AnnAssign) and node.value is not None:
            targets = [node.target]
        else:
            continue
        for target in targets:
            for n in ast.walk(target):
                if isinstance(n, ast.Name) and not n.id.startswith("__") and n.id not in names:
                    names.append(n.id)
    pairs = ", ".join(f"({n!r}, {n})" for n in names)
    return f"\n\nimport pyperf as _pyperf_standin\n_pyperf_standin.dump_globals([{pairs}])\n"


def run_both(name, benchmarks, opts, mode):
    """Runs one benchmark under our VM and CPython: (status, detail lines, tpu Run, CPython Run)."""
    folder, argv = EXTRA.get(name, (name, []))
    source = (benchmarks / f"bm_{folder}" / "run_benchmark.py").read_text()
    with tempfile.TemporaryDirectory(prefix=f"pyperf-{name}.") as tmp:
        tmp = Path(tmp)
        # The benchmark's folder as pyperformance installs it: data files and sibling modules
        # beside the script.
        shutil.copytree(benchmarks / f"bm_{folder}", tmp, dirs_exist_ok=True,
                        ignore=shutil.ignore_patterns("*.toml", "__pycache__"))
        # The benchmark unchanged, but for its module-level data printed at the end; its line
        # numbers stay those of pyperformance's file. Not when timing: each interpreter runs its
        # own calibrated number of loops, and a workload that mutates a global (nbody's bodies)
        # ends with different data for that reason alone; the correctness run compares it.
        script = tmp / "run_benchmark.py"
        script.write_text(source + (epilogue(source) if mode == "check" else ""))
        config = tmp / "config"
        config.mkdir()
        args = {} if mode == "bench" else CHECK_ARGS.get(name, {})
        (config / "pyperf_standin_config.py").write_text(
            f"MODE = {mode!r}\nARGS = {args!r}\nARGV = {argv!r}\nRUNS = {opts.runs!r}\n"
            f"MIN_TIME = {opts.min_time!r}\n"
        )
        # Both run in the folder's copy (what a benchmark writes lands there, and goes): our VM's
        # `__file__` is "<program>", so a benchmark's `os.path.dirname(__file__)` is "" and its
        # data files are found relative to the current directory.
        work = tmp
        path = os.pathsep.join([str(STANDIN), str(config), str(tmp)])
        env = dict(os.environ)
        env.setdefault("XDG_RUNTIME_DIR", tempfile.gettempdir())
        env["PYTHONHASHSEED"] = "0"
        # A TPU_LIB_DIR already set (edited library files, run without a rebuild) stays searched,
        # after the stand-in.
        # Made absolute: the runs' current directory is the benchmark's copy.
        if env.get("TPU_LIB_DIR"):
            given = [os.path.abspath(d) for d in env["TPU_LIB_DIR"].split(os.pathsep) if d]
            lib = os.pathsep.join([path] + given)
        else:
            lib = path
        tpu_env = dict(env, TPU_LIB_DIR=lib)
        py_env = dict(env, PYTHONPATH=path)
        ours = Run([opts.tpu, "run", str(script)], tpu_env, work, opts.timeout)
        theirs = Run([opts.python, str(script)], py_env, work, opts.timeout)
    strip = (lambda s: s) if mode == "check" else (
        lambda s: "".join(line for line in s.splitlines(True) if not line.startswith("@@time")))
    if theirs.rc != 0:
        return f"CPython failed: {theirs.error}", [], ours, theirs
    if ours.rc != 0:
        return ours.error, [], ours, theirs
    a, b = strip(ours.stdout), strip(theirs.stdout)
    if a == b:
        return "ok", [], ours, theirs
    la, lb = a.splitlines(), b.splitlines()
    for i in range(max(len(la), len(lb))):
        x = la[i] if i < len(la) else "<end of output>"
        y = lb[i] if i < len(lb) else "<end of output>"
        if x != y:
            return "differs", [f"line {i + 1}: ours    {x[:200]}", f"line {i + 1}: CPython {y[:200]}"], ours, theirs
    return "differs", [], ours, theirs


def read_expected(path):
    if not path.is_file():
        return []
    names = []
    for line in path.read_text().splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            names.append(line)
    return names


def times(stdout):
    """`@@time NAME LOOPS T1 T2 ...` lines of the stand-in in bench mode: {NAME: [seconds per loop]}."""
    out = {}
    for line in stdout.splitlines():
        if line.startswith("@@time "):
            parts = line.split()
            out[parts[1]] = [float(t) for t in parts[3:]]
    return out


def median(xs):
    xs = sorted(xs)
    n = len(xs)
    return xs[n // 2] if n % 2 else (xs[n // 2 - 1] + xs[n // 2]) / 2


def fmt_time(s):
    if s >= 1:
        return f"{s:.2f} s"
    if s >= 1e-3:
        return f"{s * 1e3:.1f} ms"
    if s >= 1e-6:
        return f"{s * 1e6:.1f} us"
    return f"{s * 1e9:.1f} ns"


def git_head():
    try:
        return subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True,
                              text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "?"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--tpu", default=str(ROOT / "target" / "debug" / "tpu"),
                    help="the tpu binary (default: target/debug/tpu)")
    ap.add_argument("--python", default=sys.executable, help="CPython 3.11 (default: this one)")
    ap.add_argument("--only", help="comma-separated benchmarks (default: the 22 of BENCHMARKS and "
                                   "the EXTRA ones in the expected file)")
    ap.add_argument("--extra", action="store_true", help="run all the EXTRA benchmarks instead")
    ap.add_argument("--all", action="store_true", help="run the 22 and the EXTRA benchmarks")
    ap.add_argument("--bench", action="store_true", help="time the workloads: a markdown table")
    ap.add_argument("--runs", type=int, default=5, help="--bench: timed runs after the warm-up (default 5)")
    ap.add_argument("--min-time", type=float, default=0.1,
                    help="--bench: seconds a timed run lasts at least (loops calibrated to it; default 0.1)")
    ap.add_argument("--timeout", type=float, default=300, help="seconds a run may take (default 300)")
    ap.add_argument("-j", "--jobs", type=int, default=min(4, os.cpu_count() or 1),
                    help="benchmarks run at once in the correctness run (default: CPUs, at most 4)")
    ap.add_argument("--cache", default=str(CACHE), help="where pyperformance is kept (default target/pyperformance)")
    ap.add_argument("--expected", default=str(EXPECTED),
                    help="the benchmarks that must match (default scripts/pyperformance_expected.txt)")
    ap.add_argument("-v", "--verbose", action="store_true", help="show our stderr for each failure")
    opts = ap.parse_args()

    expected_file = Path(opts.expected)
    expected = read_expected(expected_file)
    if opts.all:
        names = BENCHMARKS + list(EXTRA)
    elif opts.extra:
        names = list(EXTRA)
    else:
        names = BENCHMARKS + [n for n in EXTRA if n in expected]
    if opts.only:
        known = BENCHMARKS + list(EXTRA)
        names = [n.strip() for n in opts.only.split(",") if n.strip()]
        unknown = [n for n in names if n not in known]
        if unknown:
            sys.exit(f"unknown benchmarks: {', '.join(unknown)} (known: {', '.join(known)})")
    if not Path(opts.tpu).is_file():
        sys.exit(f"no tpu binary at {opts.tpu} (build it, or pass --tpu PATH)")
    opts.tpu = str(Path(opts.tpu).resolve())
    pyver = subprocess.run([opts.python, "-c", "import sys; print('%d.%d.%d' % sys.version_info[:3])"],
                           capture_output=True, text=True, check=True).stdout.strip()
    if not pyver.startswith("3.11."):
        print(f"warning: {opts.python} is Python {pyver}; the comparison is against 3.11", file=sys.stderr)
    if opts.bench and opts.runs < 1:
        sys.exit("--runs wants at least 1")
    benchmarks = fetch(Path(opts.cache))

    mode = "bench" if opts.bench else "check"
    print(f"pyperformance {VERSION}: {opts.tpu} against Python {pyver} ({mode})", flush=True)
    start = time.perf_counter()
    width = max(len(n) for n in names)
    results = {}

    def one(name):
        return name, run_both(name, benchmarks, opts, mode)

    jobs = 1 if opts.bench else max(1, opts.jobs)
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        # Results print in list order as they complete.
        for name, (status, detail, ours, theirs) in pool.map(one, names):
            results[name] = (status, ours, theirs)
            print(f"  {name:<{width}}  {status}   ({ours.seconds:.1f} s ours, {theirs.seconds:.1f} s CPython)",
                  flush=True)
            for line in detail:
                print(f"      {line}")
            if opts.verbose and status != "ok":
                for line in (ours.stderr or "").splitlines()[-15:]:
                    print(f"      | {line}")

    passed = [n for n in names if results[n][0] == "ok"]
    print(f"{len(passed)} of {len(names)} pyperformance benchmarks match CPython 3.11"
          f" ({time.perf_counter() - start:.0f} s)")
    regressed = [n for n in expected if n in results and results[n][0] != "ok"]
    new = [n for n in passed if n not in expected]
    if new:
        print(f"passing but not in {expected_file} (add them): {', '.join(new)}")

    if opts.bench:
        print()
        print(f"{time.strftime('%Y-%m-%d')}, commit {git_head()}, `{opts.tpu}` against CPython {pyver};"
              f" median of {opts.runs} runs after a warm-up (min-max), per loop")
        print()
        print("| benchmark | ours | CPython 3.11 | ours / CPython |")
        print("|---|---|---|---|")
        for name in names:
            status, ours, theirs = results[name]
            if ours.rc != 0 or theirs.rc != 0:
                print(f"| {name} | not run: {status} | | |")
                continue
            t_ours, t_theirs = times(ours.stdout), times(theirs.stdout)
            for bench in t_theirs:
                a, b = t_ours.get(bench), t_theirs[bench]
                if not a:
                    print(f"| {bench} | (no time) | | |")
                    continue
                ma, mb = median(a), median(b)
                ratio = f"{ma / mb:.2f}x ({min(a) / max(b):.2f}-{max(a) / min(b):.2f})"
                if status != "ok":
                    ratio += f", output {status}"
                print(f"| {bench} | {fmt_time(ma)} ({fmt_time(min(a))}-{fmt_time(max(a))}) "
                      f"| {fmt_time(mb)} ({fmt_time(min(b))}-{fmt_time(max(b))}) | {ratio} |")

    if regressed:
        print(f"FAILED: expected to match CPython but did not: {', '.join(regressed)}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
