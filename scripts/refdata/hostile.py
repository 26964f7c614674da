#!/usr/bin/env python3
"""Checks the hostile-program suite (core/testdata/hostile/FAMILY/NAME.py) against its reference and
writes each program's expected stdout (NAME.out).

Each program opens with comment lines that state its expected clean ending:

    # <what it tries, one line>
    # reference: cpython | pytorch | stated (<whose words>)
    # args: <extra `tpu run` options>          (optional)
    # exit: <status>
    # error: <the last line of stderr>         (optional: a traceback's last line)
    # page: skip (<why>)                        (optional: not run in the browser suite)

`reference: cpython` programs are run with this machine's python3 (CPython 3.11), `pytorch` ones
with $TORCH_PYTHON (a python with torch 2.15 installed; skipped with a note when unset), and the
exit status, the last line of stderr and stdout must match what the header and NAME.out say
(PyTorch's twice: with OMP_NUM_THREADS=1 and again with ATEN_CPU_CAPABILITY=default, which must
agree).
`stated` programs cannot run outside the playground (device "tpu", --topology): their outcome is
written by hand in the words the header names, and their NAME.out is kept as written.

  python3 scripts/refdata/hostile.py            # check every program against its reference
  python3 scripts/refdata/hostile.py --write    # also (re)write NAME.out from the reference
"""
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SUITE = os.path.join(ROOT, "core", "testdata", "hostile")


def header(path):
    fields = {}
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            if not line.startswith("# "):
                break
            key, sep, value = line[2:].rstrip("\n").partition(": ")
            if sep and key in ("reference", "args", "exit", "error", "page"):
                fields[key] = value
    return fields


def main():
    write = "--write" in sys.argv[1:]
    torch_python = os.environ.get("TORCH_PYTHON")
    failures = 0
    for family in sorted(os.listdir(SUITE)):
        folder = os.path.join(SUITE, family)
        if not os.path.isdir(folder):
            continue
        for name in sorted(os.listdir(folder)):
            if not name.endswith(".py"):
                continue
            path = os.path.join(folder, name)
            h = header(path)
            ref = h.get("reference", "").split(" ")[0]
            label = f"{family}/{name}"
            if ref == "stated":
                continue
            python = {"cpython": sys.executable, "pytorch": torch_python}.get(ref)
            if ref not in ("cpython", "pytorch"):
                print(f"{label}: no reference named", file=sys.stderr)
                failures += 1
                continue
            if python is None:
                print(f"{label}: skipped (set TORCH_PYTHON to a python with torch 2.15)")
                continue
            env = dict(os.environ, OMP_NUM_THREADS="1", PYTHONHASHSEED="0")
            p = subprocess.run([python, path], capture_output=True, text=True, env=env,
                               cwd=folder, timeout=300)
            # A process killed by a signal (CPython ends an uncaught KeyboardInterrupt by SIGINT):
            # the status a shell reports, 128 + the signal.
            status = p.returncode if p.returncode >= 0 else 128 - p.returncode
            lines = [l for l in p.stderr.splitlines() if l.strip()]
            last = lines[-1] if lines else None
            problems = []
            if str(status) != h.get("exit"):
                problems.append(f"exit {status}, header says {h.get('exit')}")
            if "error" in h and last != h["error"]:
                problems.append(f"stderr ends {last!r}, header says {h['error']!r}")
            out_path = path[:-3] + ".out"
            if write:
                with open(out_path, "w") as f:
                    f.write(p.stdout)
            elif not os.path.exists(out_path) or open(out_path).read() != p.stdout:
                problems.append("stdout differs from NAME.out (run with --write)")
            if ref == "pytorch":
                # A reference must not depend on the CPU's vector unit: run it again on ATen's
                # plain kernels and require the same output.
                again = subprocess.run([python, path], capture_output=True, text=True,
                                       env=dict(env, ATEN_CPU_CAPABILITY="default"),
                                       cwd=folder, timeout=300)
                if again.stdout != p.stdout:
                    problems.append("stdout changes with ATEN_CPU_CAPABILITY=default: no reference")
            for problem in problems:
                print(f"{label}: {problem}", file=sys.stderr)
            failures += bool(problems)
    if failures:
        sys.exit(f"{failures} program(s) disagree with their reference")
    print("every program agrees with its reference")


if __name__ == "__main__":
    main()
