#!/usr/bin/env python3
"""How long programs take in the built page (dist/, headless Chromium) against the native CLI on
the same machine: issue 22's benchmark that the page never picks the slow path.

For each program, the page runs it with the backend it chooses itself (no `?backend=`) and with
WebGPU forced (`?backend=gpu`), and the CLI runs it with `--backend cpu` and `--backend gpu`.
Each figure is the median of --runs timed runs after one warm-up, with the spread (min-max). The
page's time is from the Run button's click event to the page's state leaving "running" (both
stamped with performance.now() in the page: the WebDriver round trips around the click are not
the page's). The CLI's is the whole process, start-up included.

    python3 scripts/page_bench.py [--tpu target/release/tpu] [--runs 5] [--dist dist] [--no-cli]
Needs dist/ (scripts/build_web.sh) and chromedriver, as scripts/e2e.py does.
"""
import argparse
import pathlib
import statistics
import subprocess
import sys
import time

import e2e

PROGRAMS = [
    ("example 4 (train an MLP)", e2e.EXAMPLES / "04_train_mlp.py"),
    ("polynomial fit (nn)", e2e.ROOT / "core" / "tests" / "tutorials" / "examples_nn.py"),
]


def figure(times):
    return statistics.median(times), min(times), max(times)


# Stamps the Run button's click (capture phase: before the page's own handler runs).
STAMP_CLICK = (
    "if (!window.__stamping) { window.__stamping = true;"
    "  document.getElementById('run').addEventListener('click',"
    "    () => { window.__clicked = performance.now(); }, {capture: true}); }"
)


def page_times(wd, source, runs):
    wd.js(
        "const t = document.getElementById('editor'); t.value = arguments[0];"
        "t.dispatchEvent(new Event('input', {bubbles: true}));",
        source,
    )
    out = []
    for i in range(runs + 1):
        wd.wait("return !document.getElementById('run').disabled", "the Run button")
        wd.js(e2e.WATCH_LONG_TASKS)
        wd.js(STAMP_CLICK)
        state, console = e2e.run_program(wd)
        start = wd.js("return window.__clicked")
        if state != "done":
            raise RuntimeError(f"the run ended {state}: {console[-300:]}")
        ended = wd.wait("return window.__ended", "the end of the run")
        if i > 0:
            out.append((ended - start) / 1e3)
    return out


def cli_times(tpu, path, backend, runs):
    src = path.read_text().replace('device = "cpu"', 'device = "tpu"')
    tmp = e2e.ROOT / "target" / "page_bench_program.py"
    tmp.write_text(src)
    out = []
    for i in range(runs + 1):
        t = time.perf_counter()
        subprocess.run([tpu, "run", str(tmp), "--backend", backend], check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        if i > 0:
            out.append(time.perf_counter() - t)
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tpu", default=str(e2e.ROOT / "target" / "release" / "tpu"))
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--dist", default=str(e2e.DIST), help="the built page (default: dist/)")
    ap.add_argument("--no-cli", action="store_true", help="time the page only")
    ap.add_argument("--no-gpu", action="store_true", help="skip the runs with WebGPU forced")
    args = ap.parse_args()
    rows = []
    with e2e.serve(pathlib.Path(args.dist)) as base:
        for suffix in ("",) if args.no_gpu else ("", "?backend=gpu"):
            wd = e2e.WebDriver(e2e.QUIET_FLAGS + ["--enable-unsafe-webgpu"])
            try:
                wd.get(base + suffix)
                wd.wait(e2e.BADGE, "the backend badge")
                badge = wd.js("const b = document.getElementById('backend-badge');"
                              "return (b.querySelector('summary') || b).textContent")
                for name, path in PROGRAMS:
                    src = path.read_text().replace('device = "cpu"', 'device = "tpu"')
                    rows.append((name, f"page {suffix or '(its own choice)'}: {badge}",
                                 figure(page_times(wd, src, args.runs))))
            finally:
                wd.close()
    for name, path in [] if args.no_cli else PROGRAMS:
        for backend in ("cpu", "gpu"):
            rows.append((name, f"CLI --backend {backend}", figure(cli_times(args.tpu, path, backend, args.runs))))
    print(f"| program | where | median s | spread (min-max) s |")
    print("|---|---|---|---|")
    for name, where, (med, lo, hi) in rows:
        print(f"| {name} | {where} | {med:.3f} | {lo:.3f}-{hi:.3f} |")


if __name__ == "__main__":
    sys.exit(main())
