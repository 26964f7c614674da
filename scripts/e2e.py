#!/usr/bin/env python3
"""End-to-end tests of the served page in headless Chromium, driven over WebDriver (chromedriver).

Serves dist/ (built by scripts/build_web.sh) on 127.0.0.1, then for each scenario starts a fresh
browser, loads the page, runs programs by clicking Run and checks the console text. Standard library
only: WebDriver is JSON over HTTP. Prints 'N passed, N failed' and exits non-zero on any failure.

    python3 scripts/e2e.py [--screenshots DIR] [--only NAME ...]
"""
import argparse
import base64
import contextlib
import functools
import http.server
import json
import pathlib
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request

ROOT = pathlib.Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
GOLDEN = ROOT / "core" / "tests" / "golden"
EXAMPLES = ROOT / "assets" / "examples"

QUIET_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
    "--no-first-run",
    "--no-default-browser-check",
    "--window-size=1280,800",
]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


@contextlib.contextmanager
def serve(directory: pathlib.Path):
    port = free_port()
    handler = functools.partial(QuietHandler, directory=str(directory))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{port}/"
    finally:
        server.shutdown()


class WebDriver:
    """The few WebDriver commands the tests need."""

    def __init__(self, args, prefs=None):
        self.port = free_port()
        self.proc = subprocess.Popen(
            ["chromedriver", f"--port={self.port}"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
        )
        self.profile = tempfile.mkdtemp(prefix="tpu-e2e-")
        deadline = time.time() + 20
        while True:
            try:
                self._call("GET", "/status")
                break
            except OSError:
                if time.time() > deadline:
                    raise
                time.sleep(0.1)
        caps = {
            "capabilities": {
                "alwaysMatch": {
                    "browserName": "chrome",
                    "goog:chromeOptions": {
                        "binary": shutil.which("chromium") or "/usr/bin/chromium",
                        "args": args + [f"--user-data-dir={self.profile}"],
                        **({"prefs": prefs} if prefs else {}),
                    },
                }
            }
        }
        self.session = self._call("POST", "/session", caps)["sessionId"]

    def _call(self, method, path, body=None):
        data = None if body is None else json.dumps(body).encode()
        req = urllib.request.Request(
            f"http://127.0.0.1:{self.port}{path}", data=data, method=method,
            headers={"Content-Type": "application/json"},
        )
        with urllib.request.urlopen(req, timeout=60) as resp:
            return json.loads(resp.read() or b"{}").get("value")

    def cmd(self, method, path, body=None):
        return self._call(method, f"/session/{self.session}{path}", body)

    def get(self, url):
        self.cmd("POST", "/url", {"url": url})

    def js(self, script, *args):
        return self.cmd("POST", "/execute/sync", {"script": script, "args": list(args)})

    def wait(self, script, what, timeout=60):
        deadline = time.time() + timeout
        while time.time() < deadline:
            value = self.js(script)
            if value:
                return value
            time.sleep(0.1)
        raise AssertionError(f"timed out waiting for {what}")

    def click(self, css):
        el = self.cmd("POST", "/element", {"using": "css selector", "value": css})
        self.cmd("POST", f"/element/{list(el.values())[0]}/click", {})

    def screenshot(self, path: pathlib.Path):
        path.write_bytes(base64.b64decode(self.cmd("GET", "/screenshot")))

    def close(self):
        with contextlib.suppress(Exception):
            self._call("DELETE", f"/session/{self.session}")
        self.proc.terminate()
        self.proc.wait(timeout=10)
        shutil.rmtree(self.profile, ignore_errors=True)


STATE = "return document.querySelector('main.playground')?.dataset.state"
BADGE = "const b = document.getElementById('backend-badge'); return b && !b.textContent.startsWith('looking') ? b.textContent : null"
CONSOLE = "return document.getElementById('console').textContent"
# Where programs run (next to the badge): "runs in a worker", or "runs on the page" and why.
RUNS_IN = "return document.getElementById('runs-in')?.textContent"


def run_program(wd: WebDriver, source=None, keyboard=False):
    """Puts `source` in the editor (or keeps the example), runs it and returns (state, console)."""
    if source is not None:
        wd.js(
            "const t = document.getElementById('editor'); t.value = arguments[0];"
            "t.dispatchEvent(new Event('input', {bubbles: true}));",
            source,
        )
    wd.wait("return !document.getElementById('run').disabled", "the Run button")
    if keyboard:
        wd.js(
            "document.getElementById('editor').dispatchEvent(new KeyboardEvent('keydown',"
            "{key: 'Enter', ctrlKey: true, bubbles: true, cancelable: true}));"
        )
    else:
        wd.click("#run")
    wd.wait(f"const s = (function(){{{STATE}}})(); return s && s !== 'running' && s !== 'idle' ? s : null",
            "the run to finish")
    return wd.js(STATE), wd.js(CONSOLE)


def scenario(name, flags, expect_badge, url_suffix, shots):
    failures = []

    def check(cond, msg):
        if not cond:
            failures.append(f"{name}: {msg}")

    golden = (GOLDEN / "01_hello_tpu.out").read_text()
    with serve(DIST) as base:
        wd = WebDriver(QUIET_FLAGS + flags)
        try:
            wd.get(base + url_suffix)
            badge = wd.wait(BADGE, "the backend badge")
            check(badge.startswith(expect_badge), f"badge is {badge!r}, expected it to start with {expect_badge!r}")
            check(wd.js(RUNS_IN) == "runs in a worker", f"programs run {wd.js(RUNS_IN)!r}")
            state, console = run_program(wd)
            check(state == "done", f"the first example ended in state {state!r}: {console}")
            check(console == golden, f"console differs from PyTorch's output:\n{console}\n--- expected\n{golden}")
            if shots:
                wd.screenshot(shots / f"{name}-first-example.png")
            # Library files the page's module leaves out (core/*/lib/lazy.txt) are fetched on
            # first import, the language's and torch's alike.
            state, console = run_program(
                wd,
                "import decimal, statistics, csv\nimport torch\n"
                "print(decimal.Decimal('1.10') + decimal.Decimal('2.205'), statistics.median([3, 1, 2]))\n"
                "print(list(csv.reader(['a,\"b,c\"'])), torch.linalg.det(torch.tensor([[1., 2.], [3., 4.]])))\n",
            )
            check(state == "done" and console == "3.305 2\n[['a', 'b,c']] tensor(-2.)\n",
                  f"the lazily fetched library: {state!r} {console!r}")
            # An error shows its line and message; the page stays usable.
            state, console = run_program(wd, "import torch\nx = torch.ones(2)\nprint(x)\nprint(y)\n")
            check(state == "error", f"a NameError ended in state {state!r}")
            check("tensor([1., 1.])\n" in console, f"output before the error was lost: {console!r}")
            check('line 4, in <module>\n    print(y)\n          ^\nNameError: name \'y\' is not defined' in console,
                  f"the traceback is missing: {console!r}")
            marked = wd.js("return document.querySelector('.gutter .error')?.textContent")
            check(marked == "4", f"the gutter marks line {marked!r}, expected 4")
            if shots:
                wd.screenshot(shots / f"{name}-error.png")
            # Program output is text, never HTML.
            state, console = run_program(wd, "print('<b id=\"injected\">bold</b>')\n")
            check(console == '<b id="injected">bold</b>\n', f"markup was not printed as text: {console!r}")
            check(wd.js("return document.getElementById('injected') === null"), "program output became HTML")
            # Ctrl+Enter runs, and the page still runs the example after all that.
            state, console = run_program(wd, (EXAMPLES / "01_hello_tpu.py").read_text(), keyboard=True)
            check(state == "done" and console == golden, f"Ctrl+Enter rerun: {state!r} {console!r}")
            # A reload keeps the program being written (local storage; issue 10, item 6).
            edited = "print('kept across a reload')\n"
            wd.js(
                "const t = document.getElementById('editor'); t.value = arguments[0];"
                "t.dispatchEvent(new Event('input', {bubbles: true}));",
                edited,
            )
            wd.get(base + url_suffix)
            kept = wd.wait("return document.getElementById('editor')?.value || null", "the editor after a reload")
            check(kept == edited, f"the reload lost the edited program: {kept!r}")
        finally:
            wd.close()
    return failures


FIGURES = []


# Long tasks (Long Tasks API: over 50 ms) on the main thread, each as [start, duration], and when the
# run ended (the moment the page's state left "running").
WATCH_LONG_TASKS = (
    "window.__long = []; window.__ended = null;"
    "if (!window.__watching) { window.__watching = true;"
    "  new PerformanceObserver(l => l.getEntries().forEach(e => window.__long.push([e.startTime, e.duration]))).observe({type: 'longtask'});"
    "  new MutationObserver(() => { if (document.querySelector('main').dataset.state !== 'running' && window.__ended === null) window.__ended = performance.now(); })"
    "    .observe(document.querySelector('main'), {attributes: true, attributeFilter: ['data-state']}); }"
)


def long_tasks(wd: WebDriver, runs=3):
    """Runs the program in the editor `runs` times; per run, the longest main-thread task while it
    ran and the longest that ended it (the task in which the page took the result and drew the
    panels), in ms. Tasks under 50 ms are not reported by the browser, so 0 means none over 50."""
    out = []
    for _ in range(runs):
        wd.js(WATCH_LONG_TASKS)
        state, console = run_program(wd)
        wd.wait("return window.__ended", "the end of the run")
        tasks, ended = wd.js("return [window.__long, window.__ended]")
        during = [d for (t, d) in tasks if t + d < ended - 1]
        ending = [d for (t, d) in tasks if t + d >= ended - 1]
        out.append((round(max(during, default=0)), round(max(ending, default=0))))
    return state, console, out


def topology_of(source):
    """T from a `tpu run --topology T` in an example's leading comments, if any."""
    for line in source.splitlines():
        if not line.startswith("#"):
            return None
        if "--topology " in line:
            return line.split("--topology ", 1)[1].split()[0]
    return None


def set_select(wd: WebDriver, css, value):
    """Chooses `value` in the <select> at `css` as a user would (the change event fires)."""
    wd.js(
        "const s = document.querySelector(arguments[0]); s.value = arguments[1];"
        "s.dispatchEvent(new Event('change', {bubbles: true}));",
        css, value,
    )


def panels_scenario(name, flags, expect_badge, url_suffix, shots):
    """The page's panels on the CPU path (deterministic and quick): the gallery, a run of the MLP
    example with its timeline, metrics, plot and gutter marks, the MXU animation after clicking a
    matmul, the torus panel, the HBM and fused-graph panels, Stop, the share link's round trip and a hostile link."""
    failures = []

    def check(cond, msg):
        if not cond:
            failures.append(f"{name}: {msg}")

    files = sorted(EXAMPLES.glob("*.py"))
    with serve(DIST) as base:
        wd = WebDriver(QUIET_FLAGS + flags)
        try:
            wd.get(base + url_suffix)
            badge = wd.wait(BADGE, "the backend badge")
            # Load to interactive: the badge is shown once the device (or the worker) is known
            # and Run is enabled (an upper bound: the first poll that saw it).
            loaded_ms = wd.js("return performance.now()")
            check(badge.startswith(expect_badge), f"badge is {badge!r}")
            check(wd.js(RUNS_IN) == "runs in a worker", f"programs run {wd.js(RUNS_IN)!r}")
            # The gallery: the course in file order, each with its first-line comment.
            names = wd.js("return [...document.querySelectorAll('#gallery .example')].map(b => b.dataset.name)")
            check(names == [f.stem for f in files], f"gallery order {names}")
            # Each card: the title (the comment up to its colon) on the button, the rest below it.
            cards = wd.js("return [...document.querySelectorAll('#gallery li')].map(li => li.querySelector('.example').textContent.replace(/^\\d+\\. /, '') + ': ' + li.querySelector('.teaches').textContent)")
            expected = [f.read_text().splitlines()[0].lstrip("#").strip() for f in files]
            check(cards == expected, f"gallery cards {cards}")
            # Each example, picked from the gallery and run, prints what PyTorch printed (the
            # out-of-memory one ends in its error, whose text is its golden too).
            for f in files:
                wd.click(f'#gallery .example[data-name="{f.stem}"]')
                wd.wait("return document.getElementById('editor').value === " + json.dumps(f.read_text()), f"{f.stem} to load")
                # A distributed example runs once per chip of the topology its comments name, as
                # core/tests/examples.rs runs it (the page's default, 2x2, for the others).
                set_select(wd, "#torus-topology", topology_of(f.read_text()) or "2x2")
                state, console = run_program(wd)
                golden_text = (GOLDEN / f"{f.stem}.out").read_text()
                if "# opens: mode=debug" in f.read_text():
                    # The NaN hunt opens in Debug mode, which stops at the NaN's line (its golden
                    # is what Strict prints, as PyTorch does).
                    check(state == "error" and "NaN first produced by" in console,
                          f"{f.stem} in Debug mode ended {state!r}:\n{console}")
                    continue
                check(state in ("done", "error") and console == golden_text,
                      f"{f.stem} ended {state!r} with a console unlike its golden:\n{console}")
            mlp = EXAMPLES / "04_train_mlp.py"
            wd.click('#gallery .example[data-name="04_train_mlp"]')
            wd.wait("return document.getElementById('editor').value.startsWith('# Training an MLP')", "the example to load")
            check(wd.js("return document.getElementById('editor').value") == mlp.read_text(), "the editor holds the example")
            # The Content-Security-Policy must never fire (no inline styles or scripts in the panels).
            wd.js("window.__csp = []; document.addEventListener('securitypolicyviolation', e => window.__csp.push(e.violatedDirective + ' ' + (e.sample || '')));")
            # Figures: the main thread's longest task during the training run (Long Tasks API:
            # tasks over 50 ms).
            # The budget names a 100-step training run: the MLP example trained for 100
            # steps (its figure below), then the example itself (checked against its golden).
            mlp100 = mlp.read_text().replace("range(60)", "range(100)").replace("step == 59", "step == 99")
            check(mlp100.count("range(100)") == 1 and "step == 99" in mlp100, "the 100-step MLP")
            wd.js("const t = document.getElementById('editor'); t.value = arguments[0]; t.dispatchEvent(new Event('input', {bubbles: true}));", mlp100)
            state100, console100, tasks100 = long_tasks(wd, runs=1)
            check(state100 == "done" and "step 99" in console100, f"the 100-step MLP ended {state100!r}: {console100}")
            FIGURES.append(f"{name}: 100-step MLP in the worker, longest main-thread task (during the run, ending it) in ms: {tasks100}")
            wd.click('#gallery .example[data-name="04_train_mlp"]')
            wd.wait("return document.getElementById('editor').value === " + json.dumps(mlp.read_text()), "the example to load again")
            state, console, tasks = long_tasks(wd)
            FIGURES.append(f"{name}: page interactive by {loaded_ms:.0f} ms after navigation (upper bound)")
            FIGURES.append(f"{name}: MLP run in the worker, longest main-thread task (during the run, ending it) in ms, 3 runs: {tasks}")
            golden = (GOLDEN / "04_train_mlp.out").read_text()
            check(state == "done", f"the MLP example ended in state {state!r}: {console}")
            check(console == golden, f"MLP console differs from PyTorch's:\n{console}")
            # Timeline and metrics.
            kernels = wd.js("return document.querySelectorAll('#timeline rect.kernel').length")
            launches = wd.js("const r = [...document.querySelectorAll('#metrics tr')].find(r => r.querySelector('th').textContent === 'kernel launches'); return r ? Number(r.querySelector('td').textContent) : null")
            check(launches and launches > 0, f"metrics kernel launches {launches!r}")
            check(kernels == min(launches or 0, 300), f"timeline shows {kernels} kernels of {launches}")
            totals = wd.js("return document.getElementById('timeline-totals').textContent")
            check("device" in totals and "modelled" in totals, f"timeline totals {totals!r}")
            # Only the newest 300 kernels are drawn, so only the syncs among them: the last ones.
            syncs = wd.js("return [...document.querySelectorAll('#timeline rect.sync title')].map(t => t.textContent)")
            check(len(syncs) >= 1 and all(t.startswith("line 22: item") for t in syncs), f"sync marks {syncs}")
            # The plot: the 7 printed losses.
            pts = wd.js("const p = document.querySelector('#plot polyline.series[data-name=\"loss\"]'); return p ? p.getAttribute('points').trim().split(' ').length : null")
            check(pts == 7, f"the loss plot has {pts!r} points, expected 7")
            # The gutter marks loss.item()'s line with the reason on hover.
            title = wd.js("const g = document.querySelector('.gutter .sync[data-line=\"22\"]'); return g ? g.title : null")
            check(title is not None and "item" in title and "x7" in title, f"gutter mark at line 22: {title!r}")
            if shots:
                wd.screenshot(shots / f"{name}-mlp-run.png")
            # The MXU panel animates the clicked matmul.
            wd.click("#timeline rect.matmul")
            wd.wait("return document.getElementById('mxu-grid')", "the MXU panel")
            check(wd.js("return document.querySelectorAll('#mxu-grid rect').length") == 16, "a 4x4 teaching array")
            wd.click("#mxu-play")
            moved = wd.wait("const g = document.getElementById('mxu-grid'); return g && g.dataset.cycle !== '0' ? g.dataset.cycle : null", "the MXU animation", timeout=10)
            check(int(moved) > 0, "the MXU animation advanced")
            # Scrubbed to the middle of the stream, PEs are multiplying.
            wd.click("#mxu-pause")
            wd.js("const s = document.getElementById('mxu-scrub'); s.value = String(Math.floor(Number(s.max) / 2)); s.dispatchEvent(new Event('input', {bubbles: true}));")
            busy = wd.js("return document.querySelectorAll('#mxu-grid rect.busy').length")
            check(busy and busy > 0, f"{busy!r} PEs busy mid-stream")
            chip = wd.js("return document.getElementById('mxu-chip')?.textContent")
            check(chip and "utilization" in chip and "wasted PE-cycles" in chip, f"MXU chip figures {chip!r}")
            # The panel lists the run's matmuls; a click there loads one (the MLP's first layer at line 18).
            rows = wd.js("return [...document.querySelectorAll('#mxu-list button.mxu-row')].map(b => b.textContent)")
            check(rows and all("of the MXUs" in r and "cycles" in r for r in rows), f"MXU list {rows!r}")
            first = wd.js("const b = [...document.querySelectorAll('#mxu-list button.mxu-row')].find(b => b.textContent.startsWith('line 18 ')); if (b) { b.click(); return true; } return false;")
            check(first, "a line 18 matmul in the MXU list")
            head = wd.wait("const h = document.querySelector('#mxu-panel h2'); return h && h.textContent.includes('(line 18)') ? h.textContent : null", "the listed matmul in the MXU panel", timeout=10)
            check(head and "[64x1]" in head, f"MXU panel heading {head!r}")
            if shots:
                wd.js("document.getElementById('mxu-panel').scrollIntoView()")
                wd.screenshot(shots / f"{name}-mxu.png")
            # The torus panel: 2x2 by default, links coloured by bytes; then 4x4x4.
            busy = wd.js("return document.querySelectorAll('#torus .link.busy').length")
            links = wd.js("return document.querySelectorAll('#torus .link').length")
            check(links == 16 and busy > 0, f"2x2 torus: {links} links, {busy} busy")
            set_select(wd, "#torus-topology", "4x4x4")
            wd.wait("return document.querySelectorAll('#torus .chip').length === 64", "the 4x4x4 torus")
            wd.js("const s = document.getElementById('torus-step'); s.value = '1'; s.dispatchEvent(new Event('input', {bubbles: true}));")
            label = wd.js("return document.getElementById('torus-step-label').textContent")
            check(label.startswith("step 1 of"), f"step label {label!r}")
            # A step says when it runs and which term of the model bounds it, with its mark.
            bound = wd.js("return document.getElementById('torus-step-label').dataset.bound")
            mark = {"latency-bound": "◇", "bandwidth-bound": "◆"}.get(bound)
            check(mark is not None and label.endswith(f"{mark} {bound}") and "µs latency" in label, f"step 1's bound: {bound!r} in {label!r}")
            strip = wd.js("return [...document.querySelectorAll('#torus-steps g.step')].map(g => g.classList.contains('latency') ? 'L' : 'B').join('')")
            legend = wd.js("return document.getElementById('torus-legend').textContent")
            check(f"{strip.count('L')} of {len(strip)} steps latency-bound" in legend, f"strip {strip!r}, legend {legend!r}")
            # The simulator's own sizes: a 16x16x16 pod (4,096 chips) drawn a plane at a time, the
            # run's topology untouched; the drawing's time measured by the panel.
            set_select(wd, "#torus-sim-topology", "16x16x16")
            wd.wait("return document.querySelectorAll('#torus .chip').length === 256 && document.getElementById('torus-figures').textContent.includes('4,096 chips')", "the 16x16x16 plane", timeout=120)
            pod = wd.js("""const s = document.getElementById('torus-sim');
                return [document.querySelectorAll('#torus .link').length, document.querySelectorAll('#torus *').length,
                        Number(s.dataset.renderMs), Number(s.dataset.simMs), document.getElementById('torus-topology').value,
                        document.querySelectorAll('#torus-layer option').length]""")
            print(f"  16x16x16 simulator: {pod[0]} links drawn, {pod[1]} SVG elements, drawn in {pod[2]:.0f} ms after a {pod[3]:.0f} ms simulation")
            check(pod[0] == 256 * 6, f"16x16x16 plane: {pod[0]} links (256 chips x 6 directed links)")
            check(pod[1] < 10000, f"16x16x16 plane: {pod[1]} SVG elements")
            check(pod[2] < 200, f"16x16x16 drawn in {pod[2]} ms")
            check(pod[4] == "4x4x4" and pod[5] == 16, f"run's topology {pod[4]!r}, {pod[5]} planes")
            # Another plane: no simulation, the drawing alone, timed from the choice to the frame
            # after the page's layout.
            plane_ms = wd.cmd("POST", "/execute/async", {"args": [], "script": """const done = arguments[0];
                const s = document.getElementById('torus-layer'); const t0 = performance.now();
                s.value = '5'; s.dispatchEvent(new Event('change', {bubbles: true}));
                const poll = () => {
                    if (document.querySelector('#torus .chip text')?.textContent !== '1280') return setTimeout(poll, 0);
                    document.getElementById('torus').getBoundingClientRect();
                    requestAnimationFrame(() => done(performance.now() - t0));
                };
                poll();"""})
            own = wd.js("return document.getElementById('torus-sim').dataset.renderMs")
            print(f"  16x16x16 simulator: another plane drawn, laid out and framed in {plane_ms:.0f} ms (the panel's own count, view to DOM: {own} ms)")
            check(plane_ms < 200, f"16x16x16 plane change took {plane_ms:.0f} ms")
            wd.wait("return document.querySelector('#torus .chip text')?.textContent === '1280'", "plane 5 of the pod")
            wd.js("const s = document.getElementById('torus-step'); s.value = '3'; s.dispatchEvent(new Event('input', {bubbles: true}));")
            label = wd.js("return document.getElementById('torus-step-label').textContent")
            check(label.startswith("step 3 of") and "in this layer" in label, f"the pod's step 3: {label!r}")
            planes = wd.js("return [document.querySelectorAll('#torus-planes .plane').length, document.querySelector('#torus-planes .plane.current')?.dataset.layer]")
            check(planes == [16, "5"], f"the pod's planes overview: {planes}")
            wd.click('#torus-planes .plane[data-layer="7"]')
            wd.wait("return document.querySelector('#torus .chip text')?.textContent === '1792'", "plane 7, picked in the overview")
            if shots:
                wd.js("document.getElementById('torus-sim').scrollIntoView()")
                wd.screenshot(shots / f"{name}-torus-pod.png")
            # A ring of 256 snakes over rows of 16.
            set_select(wd, "#torus-sim-topology", "256")
            wd.wait("return document.querySelectorAll('#torus .chip').length === 256 && document.querySelectorAll('#torus .link').length === 512", "the ring of 256")
            # Printing: black on white, the controls gone, the drawings kept.
            wd.cmd("POST", "/goog/cdp/execute", {"cmd": "Emulation.setEmulatedMedia", "params": {"media": "print"}})
            printed = wd.js("""return [getComputedStyle(document.body).backgroundColor, getComputedStyle(document.querySelector('#torus .chip text')).fill,
                getComputedStyle(document.getElementById('torus-sim-topology')).display, getComputedStyle(document.getElementById('torus-step')).display,
                document.getElementById('torus').getBoundingClientRect().height > 0, getComputedStyle(document.getElementById('run')).display]""")
            check(printed == ["rgb(255, 255, 255)", "rgb(0, 0, 0)", "none", "none", True, "none"], f"printed: {printed}")
            if shots:
                wd.js("document.getElementById('torus-panel').scrollIntoView()")
                wd.screenshot(shots / f"{name}-torus-print.png")
            # The dark theme prints black on white too.
            wd.js("document.documentElement.dataset.theme = 'dark'")
            dark = wd.js("return [getComputedStyle(document.body).backgroundColor, getComputedStyle(document.querySelector('#torus .chip text')).fill, getComputedStyle(document.querySelector('#torus .chip rect')).fill]")
            check(dark == ["rgb(255, 255, 255)", "rgb(0, 0, 0)", "rgb(255, 255, 255)"], f"printed in the dark theme: {dark}")
            wd.js("delete document.documentElement.dataset.theme")
            wd.cmd("POST", "/goog/cdp/execute", {"cmd": "Emulation.setEmulatedMedia", "params": {"media": ""}})
            set_select(wd, "#torus-sim-topology", "4x4x4")
            if shots:
                wd.js("document.getElementById('torus-panel').scrollIntoView()")
                wd.screenshot(shots / f"{name}-torus.png")
                wd.js("window.scrollTo(0, 0)")
            # The HBM panel after the strict run: one chip, its curve peaking above zero.
            peak = wd.js("const f = document.querySelector('#memory-panel figure.hbm-chip'); return f ? Number(f.dataset.peak) : null")
            check(peak and peak > 0, f"HBM panel peak {peak!r}")
            # Fused mode: the MLP's graphs as cards, repeated graphs counted, cuts in the gutter.
            set_select(wd, "#mode", "fused")
            state, console = run_program(wd)
            check(state == "done" and console == golden, f"fused MLP run: {state!r}")
            cards = wd.js("return [...document.querySelectorAll('#graphs li.graph')].map(c => Number(c.dataset.count))")
            check(cards and max(cards) > 1, f"fused graph cards {cards!r}")
            # loss.backward() (line 19) cuts for the autograd sync; the repeated-op heuristic cuts
            # the loop's steps at line 20, the optimizer's step, whose update kernel is compiled
            # again for each parameter's shape: a recompile mark, the weightier, with both reasons.
            marks = wd.js("return Object.fromEntries([...document.querySelectorAll('.gutter .line[title]')].map(g => [g.dataset.line, [g.className, g.title]]))")
            m19, m20 = marks.get("19", ["", ""]), marks.get("20", ["", ""])
            check("cut" in m19[0].split() and "graph cut: autograd_sync" in m19[1], f"gutter mark at line 19: {m19!r}")
            check("recompile" in m20[0].split() and "graph cut: repeated_op_heuristic" in m20[1] and "shape [16, 1] -> [16]" in m20[1], f"gutter mark at line 20: {m20!r}")
            if shots:
                wd.js("document.getElementById('graphs-panel').scrollIntoView()")
                wd.screenshot(shots / f"{name}-graphs.png")
                wd.js("document.getElementById('memory-panel').scrollIntoView()")
                wd.screenshot(shots / f"{name}-hbm.png")
                wd.js("window.scrollTo(0, 0)")
            set_select(wd, "#mode", "strict")
            # Stop ends an endless loop.
            wd.js("const t = document.getElementById('editor'); t.value = arguments[0]; t.dispatchEvent(new Event('input', {bubbles: true}));",
                  "import torch\ni = 0\nwhile True:\n    i += 1\n")
            wd.click("#run")
            wd.wait("return document.getElementById('progress').textContent.includes('steps')", "the progress indicator")
            wd.click("#stop")
            wd.wait(f"return (function(){{{STATE}}})() === 'stopped'", "the run to stop", timeout=20)
            # The worker answered Stop itself (no replacement needed), and runs the next program.
            check("a fresh one started" not in wd.js(CONSOLE), f"Stop needed a new worker: {wd.js(CONSOLE)!r}")
            state, console = run_program(wd, "print('after stop')\n")
            check(state == "done" and console == "after stop\n", f"the run after Stop: {state!r} {console!r}")
            # The compile cache through the worker: a Fused run's kernels are written to local
            # storage by the page (the worker has none), and the next run finds them there.
            wd.js("localStorage.removeItem('tpu-playground.compile-cache')")
            set_select(wd, "#mode", "fused")
            fused = "import torch\nx = torch.ones(8, device='tpu')\nprint(((x * 2 + 1).relu() * 3).sum().item())\n"
            state, console = run_program(wd, fused)
            check(state == "done" and console == "72.0\n", f"the fused run: {state!r} {console!r}")
            stored = wd.js("return (localStorage.getItem('tpu-playground.compile-cache') || '').slice(0, 8)")
            check(stored == "TPUCACHE", f"local storage after a fused run in the worker: {stored!r}")
            cache = "const r = [...document.querySelectorAll('#metrics tr')].find(r => r.querySelector('th').textContent === 'compile cache'); return r ? r.querySelector('td').textContent : null"
            first = wd.js(cache)
            # "H hits (P persistent), M misses, K kept (E evicted)": the LRU's size after the run.
            m = re.fullmatch(r"0 hits \(0 persistent\), (\d+) misses, (\d+) kept \(0 evicted\)", first or "")
            check(m is not None and m.group(1) != "0" and m.group(1) == m.group(2), f"the first fused run's cache: {first!r}")
            state, console = run_program(wd, fused)
            # Every kernel the first run compiled (its misses) is a persistent hit now.
            again = wd.js(cache)
            misses = m.group(1) if m else "?"
            check(state == "done" and again == f"{misses} hits ({misses} persistent), 0 misses, {misses} kept (0 evicted)",
                  f"the second fused run's cache: {again!r} after {first!r}")
            set_select(wd, "#mode", "strict")
            csp = wd.js("return window.__csp")
            check(csp == [], f"CSP violations: {csp}")
            # Share: program, mode, chip, topology and panel survive the (compressed) link.
            program = "# shared\nimport torch\nprint(torch.ones(2) * 3)  # & = % # <b>\n"
            wd.js("const t = document.getElementById('editor'); t.value = arguments[0]; t.dispatchEvent(new Event('input', {bubbles: true}));", program)
            set_select(wd, "#mode", "debug")
            set_select(wd, "#chip", "v4")
            # The panel last clicked travels too: the link opens scrolled to it.
            wd.click("#torus-panel h2")
            wd.click("#share")
            url = wd.wait("return document.getElementById('share-url')?.value", "the share link")
            check("#v=2&z=" in url, f"share url {url!r}")
            wd.get("about:blank")
            wd.get(url)
            wd.wait(BADGE, "the badge after opening the link")
            at = wd.js("const r = document.getElementById('torus-panel').getBoundingClientRect(); return [window.scrollY, r.top, window.innerHeight]")
            check(at[0] > 0 and 0 <= at[1] < at[2], f"the link did not open at the torus panel: {at}")
            wd.js("window.scrollTo(0, 0)")
            got = wd.js("return [document.getElementById('editor').value, document.getElementById('mode').value, document.getElementById('chip').value, document.getElementById('torus-topology').value]")
            check(got == [program, "debug", "v4", "4x4x4"], f"the link opened {got!r}")
            state, console = run_program(wd)
            check(state == "done" and console == "tensor([3., 3.])\n", f"the shared program ran: {state!r} {console!r}")
            # A hostile link: a message, and the program this browser kept (the shared one just run).
            wd.get("about:blank")
            wd.get(base + url_suffix + "#v=1&src=%ZZ" + "A" * 200_000)
            wd.wait(BADGE, "the badge after a bad link")
            notice = wd.js("return document.getElementById('notice')?.textContent")
            check(notice is not None and "could not be opened" in notice and notice.endswith("showing your saved program."),
                  f"notice {notice!r}")
            check(wd.js("return document.getElementById('editor').value") == program, "a bad link opens the saved program")
            # With nothing kept (a first visit), a bad link opens the first example.
            wd.js("localStorage.clear()")
            wd.get("about:blank")
            wd.get(base + url_suffix + "#v=1&src=%ZZ")
            wd.wait(BADGE, "the badge after a bad link")
            first = (EXAMPLES / "01_hello_tpu.py").read_text()
            check(wd.js("return document.getElementById('editor').value") == first, "a bad link opens the first example")
            # The baseline of the long-task figure: the same MLP run on the page's main thread.
            wd.get("about:blank")
            wd.get(base + url_suffix + "&worker=off")
            wd.wait(BADGE, "the badge with ?worker=off")
            check(wd.js(RUNS_IN) == "runs on the page", f"with ?worker=off programs run {wd.js(RUNS_IN)!r}")
            wd.click('#gallery .example[data-name="04_train_mlp"]')
            wd.wait("return document.getElementById('editor').value.startsWith('# Training an MLP')", "the example to load")
            state, console, tasks = long_tasks(wd)
            check(state == "done" and console == golden, f"the MLP on the page: {state!r}")
            FIGURES.append(f"{name}: MLP run on the page (?worker=off, the baseline), longest main-thread task (during the run, ending it) in ms, 3 runs: {tasks}")
        finally:
            wd.close()
    return failures


STEPPED = 'import torch\nx = torch.ones(3, device="tpu")\ny = x + 1\nz = y * 2\nprint(z.sum().item())\n'
BACKWARD = 'import torch\nw = torch.ones(3, device="tpu", requires_grad=True)\nloss = (w * 2).sum()\nloss.backward()\nprint(w.grad)\n'


def tools_scenario(name, flags, expect_badge, url_suffix, shots):
    """The editor's highlighting, Step (op and sync), Compare, the .py download and teacher mode,
    on the CPU path, with the CSP watched throughout."""
    failures = []

    def check(cond, msg):
        if not cond:
            failures.append(f"{name}: {msg}")

    downloads = pathlib.Path(tempfile.mkdtemp(prefix="tpu-e2e-dl-"))
    prefs = {"download.default_directory": str(downloads), "download.prompt_for_download": False}
    with serve(DIST) as base:
        wd = WebDriver(QUIET_FLAGS + flags, prefs)
        try:
            # Downloads of a .py file wait for a confirmation in Chromium ("Unconfirmed ...crdownload");
            # the DevTools protocol allows them into the folder without one.
            wd.cmd("POST", "/chromium/send_command", {"cmd": "Browser.setDownloadBehavior",
                                                       "params": {"behavior": "allow", "downloadPath": str(downloads)}})
            wd.get(base + url_suffix)
            badge = wd.wait(BADGE, "the backend badge")
            check(badge.startswith(expect_badge), f"badge is {badge!r}")
            check(wd.js(RUNS_IN) == "runs in a worker", f"programs run {wd.js(RUNS_IN)!r}")
            wd.js("window.__csp = []; document.addEventListener('securitypolicyviolation', e => window.__csp.push(e.violatedDirective + ' ' + (e.sample || '')));")
            # Highlighting: the layer holds the program's text, coloured, and lies under the textarea.
            source = "# <b>not bold</b>\nfor i in range(2):\n    print('<i>', i * 1.5)\n"
            wd.js("const t = document.getElementById('editor'); t.value = arguments[0]; t.dispatchEvent(new Event('input', {bubbles: true}));", source)
            layer = wd.js("return document.getElementById('highlight').textContent")
            check(layer == source + "\n", f"highlight layer {layer!r}")
            spans = wd.js("const h = document.getElementById('highlight'); return ['hl-com', 'hl-kw', 'hl-builtin', 'hl-str', 'hl-num'].map(c => [...h.querySelectorAll('.' + c)].map(s => s.textContent))")
            check(spans == [["# <b>not bold</b>"], ["for", "in"], ["range", "print"], ["'<i>'"], ["2", "1.5"]], f"highlighted runs {spans}")
            check(wd.js("return document.querySelector('#highlight b, #highlight i') === null"), "program text became markup")
            box = wd.js("const a = document.getElementById('editor').getBoundingClientRect(), b = document.getElementById('highlight').getBoundingClientRect(); return [a.left - b.left, a.top - b.top, a.width - b.width, a.height - b.height]")
            check(all(abs(v) < 0.5 for v in box), f"the textarea is not over the layer: {box}")
            colour = wd.js("return getComputedStyle(document.getElementById('editor')).color")
            check(colour == "rgba(0, 0, 0, 0)", f"the textarea's text is {colour!r}, not transparent")
            # Step op, Step to sync, Continue.
            wd.js("const t = document.getElementById('editor'); t.value = arguments[0]; t.dispatchEvent(new Event('input', {bubbles: true}));", STEPPED)
            wd.wait("return !document.getElementById('step-op').disabled", "the Step button")
            wd.click("#step-op")
            wd.wait(f"return (function(){{{STATE}}})() === 'paused'", "the first pause")
            status = wd.js("return document.getElementById('status').textContent")
            check(status.startswith("paused after op 1 (add) at line 3"), f"status {status!r}")
            check(wd.js("return document.querySelector('.gutter .paused')?.dataset.line") == "3", "the paused line's mark")
            # The paused line is marked in the code too, in a colour no other mark uses, with a legend.
            check(wd.js("return document.getElementById('current-line')?.dataset.line") == "3", "the editor's current-line band")
            colours = wd.js("const c = s => getComputedStyle(document.querySelector(s)).backgroundColor; return [c('.gutter .paused'), c('#run')]")
            check(colours[0] != colours[1], f"the paused mark has the accent's colour {colours}")
            legend = wd.js("return document.getElementById('gutter-legend')?.textContent || ''")
            check("paused here" in legend, f"gutter legend {legend!r}")
            check(wd.js("return document.querySelectorAll('#timeline rect.kernel').length") == 1, "one kernel after one op")
            wd.click("#step-sync")
            wd.wait("return document.getElementById('status').textContent.startsWith('paused after sync 1')", "the sync pause")
            status = wd.js("return document.getElementById('status').textContent")
            check("at line 5" in status and "3 ops" in status, f"status {status!r}")
            check(wd.js(CONSOLE) == "", "nothing printed before the print runs")
            if shots:
                wd.js("document.querySelector('.editor-box').scrollIntoView()")
                wd.screenshot(shots / f"{name}-paused.png")
                wd.js("window.scrollTo(0, 0)")
            wd.click("#run")
            wd.wait(f"return (function(){{{STATE}}})() === 'done'", "the run to finish")
            check(wd.js(CONSOLE) == "12.0\n", f"console after Continue {wd.js(CONSOLE)!r}")
            # Step graph (Fused mode only): the three ops are recorded, and the .item() at line 5
            # cuts them as one graph; the run pauses there, then Continue finishes it.
            check(wd.js("return document.getElementById('step-graph').disabled"), "Step graph enabled in strict mode")
            set_select(wd, "#mode", "fused")
            wd.wait("return !document.getElementById('step-graph').disabled", "the Step graph button")
            wd.click("#step-graph")
            wd.wait("return document.getElementById('status').textContent.startsWith('paused after graph 1')", "the graph pause")
            status = wd.js("return document.getElementById('status').textContent")
            check("at line 5" in status and "3 ops" in status, f"status {status!r}")
            cards = wd.js("return document.querySelectorAll('#graphs li.graph').length")
            check(cards == 1, f"{cards!r} graph cards at the pause")
            check(wd.js("return document.querySelectorAll('#graphs li.graph.newest').length") == 1, "the newest graph's card is not marked")
            wd.click("#run")
            wd.wait(f"return (function(){{{STATE}}})() === 'done'", "the fused run to finish")
            check(wd.js(CONSOLE) == "12.0\n", f"console after the graph step {wd.js(CONSOLE)!r}")
            set_select(wd, "#mode", "strict")
            # Step line: before each of the program's lines in turn, then Continue.
            wd.click("#step-line")
            wd.wait("return document.getElementById('status').textContent.startsWith('paused before line 2')", "the first line step")
            check(wd.js("return document.getElementById('current-line')?.dataset.line") == "2", "the band at line 2")
            wd.click("#step-line")
            wd.wait("return document.getElementById('status').textContent.startsWith('paused before line 3')", "the second line step")
            wd.click("#run")
            wd.wait(f"return (function(){{{STATE}}})() === 'done'", "the line-stepped run to finish")
            check(wd.js(CONSOLE) == "12.0\n", f"console after the line steps {wd.js(CONSOLE)!r}")
            # Step op through loss.backward(): one instruction, several ops, shown one per click.
            wd.js("const t = document.getElementById('editor'); t.value = arguments[0]; t.dispatchEvent(new Event('input', {bubbles: true}));", BACKWARD)
            for n in (1, 2, 3):
                wd.click("#step-op")
                wd.wait(f"return document.getElementById('status').textContent.startsWith('paused after op {n} ')", f"op {n}")
            status = wd.js("return document.getElementById('status').textContent")
            m = re.search(r"at line 4: op 1 of the (\d+) this line's call dispatched, Step op shows the next", status)
            check(m is not None, f"the first of backward's ops: {status!r}")
            total = int(m.group(1)) if m else 0
            kernels = [wd.js("return document.querySelectorAll('#timeline rect.kernel').length")]
            for k in range(2, total + 1):
                wd.click("#step-op")
                wd.wait(f"return document.getElementById('status').textContent.startsWith('paused after op {k + 2} ')", f"backward's op {k}")
                status = wd.js("return document.getElementById('status').textContent")
                check(f"op {k} of the {total}" in status and (("shows the next" in status) == (k < total)), f"backward's op {k}: {status!r}")
                kernels.append(wd.js("return document.querySelectorAll('#timeline rect.kernel').length"))
            check(kernels == sorted(kernels) and len(kernels) == total, f"the timeline grows with the ops shown: {kernels}")
            wd.click("#run")
            wd.wait(f"return (function(){{{STATE}}})() === 'done'", "the backward run to finish")
            check(wd.js(CONSOLE).startswith("tensor([2., 2., 2.]"), f"console after the op walk {wd.js(CONSOLE)!r}")
            # Compare: one row and one lane per runnable mode, the same output in each.
            wd.click("#compare")
            wd.wait("return document.querySelectorAll('#compare-table tbody tr').length === 4 && document.querySelector('main').dataset.state === 'done'", "the comparison")
            rows = wd.js("return [...document.querySelectorAll('#compare-table tbody tr')].map(r => [r.dataset.mode, r.querySelector('.end').textContent, r.querySelector('.ratio').textContent, r.querySelector('.same').textContent])")
            check([r[0] for r in rows] == ["strict", "debug", "fused", "compiled"], f"compare rows {rows}")
            check(all(r[1] == "done" and r[3] == "same" for r in rows), f"compare rows {rows}")
            check(rows and rows[0][2] == "1.00x" and float(rows[1][2].rstrip("x")) > 1.0, f"ratios {rows}")
            check(wd.js("return document.querySelectorAll('#compare-lanes .lane').length") == 4, "four lanes")
            if shots:
                wd.js("document.getElementById('compare-panel').scrollIntoView()")
                wd.screenshot(shots / f"{name}-compare.png")
                wd.js("window.scrollTo(0, 0)")
            # The download: the program as written, after the header, device = "tpu" kept.
            wd.click('#gallery .example[data-name="04_train_mlp"]')
            wd.wait("return document.getElementById('editor').value.startsWith('# Training an MLP')", "the example to load")
            wd.click("#export")
            target = downloads / "04_train_mlp.py"
            deadline = time.time() + 20
            while not target.exists() and time.time() < deadline:
                time.sleep(0.2)
            if target.exists():
                text = target.read_text()
                mlp = (EXAMPLES / "04_train_mlp.py").read_text()
                check(text.endswith(mlp) and text.startswith("# Exported from TPU Playground"), f"downloaded {text[:200]!r}")
                check('\ndevice = "tpu"\n' in text, "device line kept")
            else:
                check(False, f"no download in {downloads}: {sorted(p.name for p in downloads.iterdir())}")
            csp = wd.js("return window.__csp")
            check(csp == [], f"CSP violations: {csp}")
            # A distributed program runs once per chip of the 2x2, through the worker too.
            wd.click('#gallery .example[data-name="11_data_parallel"]')
            wd.wait("return document.getElementById('editor').value.includes('torch.distributed')", "the data-parallel example")
            set_select(wd, "#torus-topology", "2x2")
            state, console = run_program(wd)
            check(state == "done", f"the data-parallel example ended in {state!r}: {console[-500:]!r}")
            ranks = wd.js("return [...document.querySelectorAll('#console-rank option')].map(o => o.textContent)")
            check(ranks == ["rank 0", "rank 1", "rank 2", "rank 3", "all"], f"console selector {ranks}")
            check(console.strip() != "", "rank 0 printed nothing")
            busy = wd.js("return document.querySelectorAll('#torus .link.busy').length")
            check(busy > 0, f"{busy} busy links after the distributed run")
            # This run's torus: chips labelled by rank, readable (text and box differ in colour),
            # drawn at the panel's width; the simulator's controls under their own heading.
            run_chips = wd.js("return [...document.querySelectorAll('#torus-run-svg .chip text')].map(t => t.textContent)")
            check(run_chips == ["0", "1", "2", "3"], f"this run's chips {run_chips}")
            fills = wd.js("const c = document.querySelector('#torus-run-svg .chip'); return c ? [getComputedStyle(c.querySelector('rect')).fill, getComputedStyle(c.querySelector('text')).fill] : null")
            check(fills and fills[0] != fills[1], f"this run's chip labels are the colour of their boxes: {fills}")
            widths = wd.js("return [document.getElementById('torus-run-svg').getBoundingClientRect().width, document.getElementById('torus-panel').getBoundingClientRect().width]")
            check(widths[0] > widths[1] * 0.8, f"this run's torus is {widths[0]:.0f} px wide in a {widths[1]:.0f} px panel")
            check(wd.js("return document.querySelector('#torus-sim h3 + .row #torus-collective') !== null"), "the simulator's controls are not under its heading")
            # Each collective of the run replays step by step: its steps rebuilt from its size and
            # checked against its recorded links, each step's time and bound told.
            calls = int(wd.js("return document.getElementById('torus-run-step').max"))
            replayed = 0
            for k in range(1, calls + 1):
                wd.js("const s = document.getElementById('torus-run-step'); s.value = arguments[0]; s.dispatchEvent(new Event('input', {bubbles: true}));", str(k))
                got = wd.js("""const s = document.getElementById('torus-run-callstep'); if (!s) return null;
                    s.value = '1'; s.dispatchEvent(new Event('input', {bubbles: true})); return true""")
                if got:
                    label = wd.js("return document.getElementById('torus-run-step-label').textContent")
                    bound = wd.js("return document.getElementById('torus-run-step-label').dataset.bound")
                    check(label.startswith("step 1 of") and label.endswith(bound), f"collective {k}'s step 1: {label!r}")
                    replayed += 1
            check(replayed == calls, f"{replayed} of {calls} collectives replay step by step")
            print(f"  this run: {replayed} of {calls} collectives replayed step by step")
            if shots:
                wd.js("document.getElementById('torus-run').scrollIntoView()")
                wd.screenshot(shots / f"{name}-torus-run-step.png")
            # Teacher mode: the chosen controls are gone, Run still runs (a first visit: nothing kept).
            wd.js("localStorage.clear()")
            wd.get("about:blank")
            wd.get(base + url_suffix + "&teacher")
            wd.wait(BADGE, "the badge in teacher mode")
            hidden = wd.js("return ['#gallery', '#mode', '#chip', '#share', '#export', '#compare'].filter(s => document.querySelector(s))")
            check(hidden == [], f"shown in teacher mode: {hidden}")
            # No control shown is dead: Step graph needs a mode that records graphs, which a
            # teacher-mode page in Strict cannot choose, so it is not shown.
            check(wd.js("return document.getElementById('step-graph') === null"), "a dead Step graph in teacher mode")
            state, console = run_program(wd)
            check(state == "done" and console == (GOLDEN / "01_hello_tpu.out").read_text(), f"teacher-mode run {state!r}")
            if shots:
                wd.screenshot(shots / f"{name}-teacher.png")
        finally:
            wd.close()
            shutil.rmtree(downloads, ignore_errors=True)
    return failures


def layout_scenario(name, flags, expect_badge, url_suffix, shots):
    """Readable at 1280x800 and at a phone's width (390x844): nothing wider than the window, the
    controls and the console on screen, a run from the keyboard; and the theme button: light,
    dark (kept over a reload), back to the system's."""
    failures = []

    def check(cond, msg):
        if not cond:
            failures.append(f"{name}: {msg}")

    overflow = "return [document.documentElement.scrollWidth, window.innerWidth]"
    with serve(DIST) as base:
        wd = WebDriver(QUIET_FLAGS + flags)
        try:
            wd.get(base + url_suffix)
            badge = wd.wait(BADGE, "the backend badge")
            check(badge.startswith(expect_badge), f"badge is {badge!r}")
            wide, inner = wd.js(overflow)
            check(wide <= inner, f"1280x800: the page is {wide} px wide in a {inner} px window")
            # A phone: one column, no sideways scrolling, Run reachable and the run readable.
            wd.cmd("POST", "/window/rect", {"width": 390, "height": 844})
            wd.wait("return window.innerWidth <= 400", "the phone-sized window")
            wide, inner = wd.js(overflow)
            check(wide <= inner, f"phone: the page is {wide} px wide in a {inner} px window")
            cols = wd.js("return getComputedStyle(document.querySelector('.playground')).gridTemplateColumns.split(' ').length")
            check(cols == 1, f"phone: {cols} grid columns")
            wd.js("window.scrollTo(0, 0)")
            state, console = run_program(wd, keyboard=True)
            check(state == "done" and console == (GOLDEN / "01_hello_tpu.out").read_text(), f"phone run {state!r}")
            # Run scrolled the console, below the editor in one column, into view.
            top = wd.js("return [document.getElementById('console-panel').getBoundingClientRect().top, window.innerHeight]")
            check(0 <= top[0] < top[1], f"phone: after Run the console is at {top[0]} px in a {top[1]} px window")
            wd.js("window.scrollTo(0, 0)")
            # The course scrolls sideways on a phone, so Run is on the first screen.
            box = wd.js("const r = document.getElementById('run').getBoundingClientRect(); return [r.left, r.right, r.width, r.bottom, window.innerHeight]")
            check(box[0] >= 0 and box[1] <= 390 and box[2] > 0 and box[3] <= box[4], f"phone: Run at {box}")
            if shots:
                wd.screenshot(shots / f"{name}-phone.png")
            wd.cmd("POST", "/window/rect", {"width": 1280, "height": 800})
            # The theme: system -> light -> dark; dark survives a reload; then system again.
            background = "return getComputedStyle(document.body).backgroundColor"
            wd.click("#theme")
            check(wd.js("return document.documentElement.dataset.theme") == "light", "light theme")
            check(wd.js(background) == "rgb(251, 251, 253)", f"light background {wd.js(background)!r}")
            wd.click("#theme")
            check(wd.js(background) == "rgb(21, 21, 27)", f"dark background {wd.js(background)!r}")
            wd.get(base + url_suffix)
            wd.wait(BADGE, "the badge after the reload")
            check(wd.js("return document.documentElement.dataset.theme") == "dark", "dark kept over a reload")
            check(wd.js("return document.getElementById('theme').textContent") == "Theme: dark", "the button says dark")
            if shots:
                state, console = run_program(wd)
                wd.screenshot(shots / f"{name}-dark.png")
            wd.click("#theme")
            check(wd.js("return document.documentElement.dataset.theme") is None, "back to the system's theme")
        finally:
            wd.close()
    return failures


AXE = ROOT / "scripts" / "npm" / "node_modules" / "axe-core" / "axe.min.js"
# WCAG 2.1 A and AA, and axe's best practices.
AXE_RUN = """
window.__axe = null;
axe.run(document, {runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']}})
  .then(r => { window.__axe = r.violations.map(v => v.id + ' (' + v.impact + '): ' +
    v.nodes.slice(0, 3).map(n => n.target.join(' ') + ' ' + (n.failureSummary || '').split('\\n').slice(1, 2).join('')).join('; ')); })
  .catch(e => { window.__axe = ['axe failed: ' + e]; });
"""
KEY_TAB, KEY_ESCAPE = "\ue004", "\ue00c"
# The controls a keyboard must reach: visible, enabled, focusable by Tab.
CONTROLS = """return [...document.querySelectorAll('button, select, input, textarea, summary, a[href], [tabindex]:not([tabindex="-1"])')]
  .filter(e => !e.disabled && e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden'
               && !e.closest('details:not([open]) > :not(summary)'))
  .map(e => e.id || e.dataset.name || e.dataset.line || e.textContent.trim().slice(0, 30) || e.tagName)"""
FOCUSED = "const e = document.activeElement; return e ? (e.id || e.dataset.name || e.dataset.line || e.textContent.trim().slice(0, 30) || e.tagName) : null"


def a11y_scenario(name, flags, expect_badge, url_suffix, shots):
    """axe-core (npm, pinned in scripts/npm) finds no WCAG 2.1 A/AA or best-practice violation in
    either theme, on the page after a run, paused in a step, with the MXU panel open, after an
    error, a comparison and a distributed run; and Tab alone reaches every control (Esc then Tab
    leaves the editor, whose Tab indents)."""
    failures = []

    def check(cond, msg):
        if not cond:
            failures.append(f"{name}: {msg}")

    if not AXE.exists():
        return [f"{name}: {AXE} is missing (scripts/setup.sh installs it from the npm registry)"]

    def keys(*values):
        actions = [a for v in values for a in ({"type": "keyDown", "value": v}, {"type": "keyUp", "value": v})]
        wd.cmd("POST", "/actions", {"actions": [{"type": "key", "id": "keyboard", "actions": actions}]})

    def audit(state):
        for theme in ("light", "dark"):
            wd.js("document.documentElement.dataset.theme = arguments[0]", theme)
            wd.js(AXE_RUN)
            wd.wait("return window.__axe !== null", f"axe on {state} ({theme})", timeout=120)
            found = wd.js("return window.__axe")
            check(found == [], f"{state}, {theme} theme: {found}")
        wd.js("delete document.documentElement.dataset.theme")

    def load(example):
        f = EXAMPLES / f"{example}.py"
        wd.click(f'#gallery .example[data-name="{example}"]')
        wd.wait("return document.getElementById('editor').value === " + json.dumps(f.read_text()), f"{example} to load")

    with serve(DIST) as base:
        wd = WebDriver(QUIET_FLAGS + flags)
        try:
            wd.get(base + url_suffix)
            badge = wd.wait(BADGE, "the backend badge")
            check(badge.startswith(expect_badge), f"badge is {badge!r}")
            wd.js(AXE.read_text() + "\n;window.axe = axe;")
            state, _ = run_program(wd)
            check(state == "done", f"the first example: {state!r}")
            audit("the first example's run")
            # Keyboard only: Tab from the top reaches every control; in the editor, Esc then Tab.
            want = wd.js(CONTROLS)
            wd.js("document.activeElement?.blur(); window.scrollTo(0, 0)")
            seen = []
            for _ in range(len(want) * 2 + 20):
                keys(KEY_TAB)
                now = wd.js(FOCUSED)
                if now == "editor":
                    before = wd.js("return document.getElementById('editor').value")
                    keys(KEY_ESCAPE, KEY_TAB)
                    check(wd.js("return document.getElementById('editor').value") == before, "Esc then Tab changed the program")
                    seen.append("editor")
                    now = wd.js(FOCUSED)
                if now in seen and now == seen[0]:
                    break
                seen.append(now)
            missed = [c for c in want if c not in seen]
            check(missed == [], f"Tab never reached {missed} (reached {seen})")
            # Paused in a step: the band, the legend and the paused mark.
            wd.js("const t = document.getElementById('editor'); t.value = arguments[0]; t.dispatchEvent(new Event('input', {bubbles: true}));", STEPPED)
            wd.click("#step-op")
            wd.wait(f"return (function(){{{STATE}}})() === 'paused'", "the pause")
            audit("a paused step")
            wd.click("#stop")
            wd.wait(f"return (function(){{{STATE}}})() === 'stopped'", "the stop")
            # An error: its mark and message.
            state, _ = run_program(wd, "import torch\nx = torch.ones(2, device='tpu')\ny = x @ torch.ones(3, device='tpu')\n")
            check(state == "error", f"the failing program: {state!r}")
            audit("an error")
            # The MXU panel open on a matmul (lesson 2), then a comparison of the modes.
            load("02_mxu_tiles")
            state, _ = run_program(wd)
            wd.click(".gutter button.line.matmul")
            wd.wait("return document.querySelector('#mxu-panel svg') !== null", "the MXU panel")
            audit("the MXU panel")
            run_program(wd, STEPPED)
            wd.click("#compare")
            wd.wait("return document.querySelectorAll('#compare-table tbody tr').length === 4 && document.querySelector('main').dataset.state === 'done'", "the comparison")
            audit("a comparison")
            # A distributed run: the torus and the per-rank consoles.
            load("11_data_parallel")
            state, _ = run_program(wd)
            check(state == "done", f"the data-parallel example: {state!r}")
            audit("a distributed run")
            if shots:
                wd.js("document.documentElement.dataset.theme = 'dark'")
                wd.screenshot(shots / f"{name}-dark.png")
        finally:
            wd.close()
    return failures


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--screenshots", type=pathlib.Path)
    ap.add_argument("--only", nargs="*", help="run only these scenarios (webgpu, auto, no-webgpu, panels, tools, layout, a11y)")
    args = ap.parse_args()
    if not (DIST / "pkg" / "tpu_web_bg.wasm").exists():
        print("e2e: dist/ is missing; run scripts/build_web.sh first", file=sys.stderr)
        return 2
    if args.screenshots:
        args.screenshots.mkdir(parents=True, exist_ok=True)
    scenarios = [
        ("webgpu", ["--enable-unsafe-webgpu"], "WebGPU:", "?backend=gpu"),
        # The page's own choice: CI's Chromium offers WebGPU on SwiftShader, a software adapter,
        # where the CPU kernels are faster (a machine with a real GPU keeps WebGPU).
        ("auto", ["--enable-unsafe-webgpu"], ("CPU kernels: this browser's WebGPU runs on the CPU", "WebGPU:"), ""),
        # Without the flag, Chromium on Linux exposes navigator.gpu but gives no adapter; a browser
        # without navigator.gpu at all says so instead.
        ("no-webgpu", [], ("CPU kernels: WebGPU gave no device", "CPU kernels: no WebGPU in this browser"), ""),
    ]
    passed = failed = 0
    forced = "CPU kernels: chosen by ?backend=cpu"
    scenarios.append(("panels", ["--enable-unsafe-webgpu"], forced, "?backend=cpu", panels_scenario))
    scenarios.append(("tools", ["--enable-unsafe-webgpu"], forced, "?backend=cpu", tools_scenario))
    scenarios.append(("layout", ["--enable-unsafe-webgpu"], forced, "?backend=cpu", layout_scenario))
    scenarios.append(("a11y", ["--enable-unsafe-webgpu"], forced, "?backend=cpu", a11y_scenario))
    if args.only:
        scenarios = [s for s in scenarios if s[0] in args.only]
    for name, flags, badge, suffix, *run in scenarios:
        started = time.time()
        try:
            failures = (run[0] if run else scenario)(name, flags, badge, suffix, args.screenshots)
        except Exception as e:  # a hang or a crash of the browser is a failure, not a stack trace
            failures = [f"{name}: {type(e).__name__}: {e}"]
        took = time.time() - started
        if failures:
            failed += 1
            print(f"FAIL e2e {name} ({took:.1f} s)")
            for f in failures:
                print("  " + f.replace("\n", "\n  "))
        else:
            passed += 1
            print(f"ok   e2e {name} ({took:.1f} s)")
    for f in FIGURES:
        print(f"figure {f}")
    print(f"e2e: {passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
