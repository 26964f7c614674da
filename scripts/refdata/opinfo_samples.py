#!/usr/bin/env python3
"""Writes core/testdata/opinfo/{functions,modules}.json: PyTorch's own OpInfo and ModuleInfo sample
inputs (torch.testing._internal) as self-contained programs, with real PyTorch's output of each.

For every top-level torch function of `op_db` (the names scripts/opinfo_census.py counts) and every
module of `module_db`, the float32 CPU samples are taken (int64 ones for integer-only functions):
at most MAX_SAMPLES per name, no tensor over MAX_NUMEL elements, no argument that is not a plain
literal (larger limits for a name that would otherwise have no sample; an OpInfo's reference_inputs
when its sample_inputs give too few). Each name becomes one program that builds each sample's
tensors from exact float32 literals, calls the function (or constructs the module under
torch.manual_seed(0) and calls it), backpropagates a fixed gradient through the differentiable
float outputs, and prints one line per sample:
`sample K: ok <outputs> grads <input and parameter grads>` or `sample K: error <ExcType>: <msg>`.
Floats are printed rounded to 5 decimals; scripts/opinfo_run.py compares them with a tolerance.

Samples with a NaN or Inf among their inputs, outputs or gradients are left out (the playground's
debug mode stops at the first one). Every program runs under one thread and under ATen's portable kernels; a sample whose line differs
between the two is dropped. Run with real PyTorch (numpy, expecttest, hypothesis beside it):

    /work/torchenv/bin/python scripts/refdata/opinfo_samples.py
"""
import contextlib
import gzip
import io
import json
import math
import os
import pathlib
import random
import re
import subprocess
import sys
import tempfile
import warnings

# Some sample generators iterate over sets: fix the hash seed so the samples are the same each run.
if os.environ.get("PYTHONHASHSEED") != "0":
    os.execve(sys.executable, [sys.executable, *sys.argv], dict(os.environ, PYTHONHASHSEED="0"))
warnings.filterwarnings("ignore")
import numpy as np  # noqa: E402
import torch  # noqa: E402
from torch.testing._internal.common_methods_invocations import op_db  # noqa: E402
from torch.testing._internal.common_modules import module_db  # noqa: E402

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))
from opinfo_run import by_sample, same_line  # noqa: E402
from twice import VARIANTS  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[2]
OUT = ROOT / "core" / "testdata" / "opinfo"
MAX_SAMPLES = 8
MAX_NUMEL = 256
MAX_OUT_NUMEL = 512  # elements of all outputs together
MAX_TRIED = 60  # samples looked at per OpInfo entry
# A name none of whose samples fits gets up to FALLBACK_SAMPLES of them under limits this many times larger.
FALLBACK_SCALE, FALLBACK_SAMPLES = 8, 2

# The helpers every program starts with. T builds a tensor from literals and records grad leaves;
# check runs one sample and prints its line.
PRELUDE = '''\
import torch
device = "cpu"
nan, inf = float("nan"), float("inf")
L = []


def T(v, s, dt=torch.float32, g=False):
    t = torch.tensor(v, dtype=dt, device=device).reshape(s)
    if g:
        t.requires_grad_(True)
        L.append(t)
    return t


def G(t):
    n = t.numel()
    return ((torch.arange(n, device=device) % 7 - 3) / 4).to(t.dtype).reshape(t.shape)


def flat(x):
    if isinstance(x, torch.Tensor):
        return [x]
    if isinstance(x, (list, tuple)):
        return [t for a in x for t in flat(a)]
    if x is None or isinstance(x, (bool, int, float, str)) or type(x).__name__ == "dtype":
        return []
    raise TypeError("the result, of type " + type(x).__name__ + ", is not a tensor, tuple, list or number")


def num(a):
    if hasattr(a, "imag") and not isinstance(a, (bool, int, float)):  # a complex number
        return "(%s %s)" % (num(a.real), num(a.imag))
    return repr(round(a, 5)) if isinstance(a, float) else repr(a)


def fmt(x, shape_only=False):
    if isinstance(x, torch.Tensor):
        head = str(x.dtype).replace("torch.", "") + " " + repr(list(x.shape))
        if shape_only:
            return "T(" + head + ")"
        return "T(" + head + " " + " ".join(num(a) for a in x.detach().cpu().flatten().tolist()) + ")"
    if isinstance(x, (list, tuple)):
        return "(" + ", ".join(fmt(a, shape_only) for a in x) + ")"
    return num(x)


def check(k, f, back=(), shape_only=False):
    L.clear()
    torch.manual_seed(k)
    try:
        out = f()
        outs = flat(out)
        if len(back) == 1:
            outs[back[0]].backward(G(outs[back[0]]))
        elif back:
            sum((outs[i] * G(outs[i])).sum() for i in back).backward()
        grads = fmt([t.grad for t in L]) if back else "-"
        print("sample %d: ok %s grads %s" % (k, fmt(out, shape_only), grads))
    except Exception as e:
        msg = str(e).strip().splitlines()[0][:200] if str(e).strip() else ""
        print("sample %d: error %s: %s" % (k, type(e).__name__, msg))
'''

DTYPE_METHODS = {"bfloat16", "bool", "double", "float", "half", "int", "long", "short", "cdouble",
                 "cfloat", "chalf"}
# OpInfo entries whose `op` is a wrapper: how to call the public function instead.
CALLS = {
    "where": lambda inp, a, kw: f"torch.where({a[0]}, {inp}, {a[1]}{kw})",
    "polygamma": lambda inp, a, kw: f"torch.polygamma({a[0]}, {inp}{kw})",
    "einsum": lambda inp, a, kw: f"torch.einsum({a[0]}, {inp}{kw})",
}
RANDOM = {"randn", "randn_like", "rand_like", "randint", "randint_like", "multinomial", "normal",
          "bernoulli", "empty_strided"}


class Skip(Exception):
    """A sample argument the programs cannot write as a literal."""


def f32(v):
    """The shortest literal that gives float32 value v back under torch.tensor(..., float32)."""
    if math.isnan(v):
        return "nan"
    if math.isinf(v):
        return "inf" if v > 0 else "-inf"
    s = str(np.float32(v))
    back = float(np.float32(float(s)))
    return s if back == v and math.copysign(1, back) == math.copysign(1, v) else repr(v)


class Writer:
    """Turns one sample's values into source lines that rebuild them (tensors as T(...) calls)."""

    def __init__(self, scale=1):
        self.lines = []
        self.max_numel = MAX_NUMEL * scale

    def tensor(self, t):
        if t.numel() > self.max_numel or t.is_complex() or t.layout != torch.strided or t.is_quantized:
            raise Skip
        dt = str(t.dtype).replace("torch.", "")
        vals = t.detach().flatten().tolist()
        text = ", ".join(f32(v) for v in vals) if t.is_floating_point() else ", ".join(map(repr, vals))
        extra = ("" if dt == "float32" else f", torch.{dt}") + (", g=True" if t.requires_grad else "")
        name = f"x{len(self.lines)}"
        self.lines.append(f"    {name} = T([{text}], {list(t.shape)}{extra})")
        return name

    def lit(self, v, key=None):
        if isinstance(v, torch.Tensor):
            return self.tensor(v)
        if v is None or isinstance(v, (bool, int, str)):
            return "device" if key == "device" and v == "cpu" else repr(v)
        if isinstance(v, float):
            return f"float('{v!r}')" if math.isnan(v) or math.isinf(v) else repr(v)
        if isinstance(v, torch.dtype):
            return "torch." + str(v).replace("torch.", "")
        if isinstance(v, torch.Size):
            return f"torch.Size({list(v)!r})"
        if isinstance(v, torch.device):
            return "torch.device(device)"
        if isinstance(v, torch.memory_format):
            return str(v)
        if isinstance(v, (list, tuple)):
            items = [self.lit(a) for a in v]
            if isinstance(v, tuple):
                return "(" + ", ".join(items) + ("," if len(items) == 1 else "") + ")"
            return "[" + ", ".join(items) + "]"
        if isinstance(v, slice) or v is Ellipsis:
            return repr(v)
        if callable(v) and getattr(v, "__module__", "") and v.__module__.startswith("torch"):
            for home in ("torch.nn.functional", "torch"):
                obj = sys.modules[home]
                if getattr(obj, getattr(v, "__name__", ""), None) is v:
                    return f"{home}.{v.__name__}"
        raise Skip

    def call_args(self, args, kwargs):
        parts = [self.lit(a) for a in args] + [f"{k}={self.lit(v, k)}" for k, v in kwargs.items()]
        return ", ".join(parts)


def function_call(op, w, s):
    """The source of one OpInfo sample's call, with its tensors written by w (Skip if unsupported)."""
    name = op.name
    inp = w.lit(s.input)
    if name in CALLS:
        args = [w.lit(a) for a in s.args]
        kw = "".join(f", {k}={w.lit(v, k)}" for k, v in s.kwargs.items())
        return CALLS[name](inp, args, kw)
    rest = w.call_args(s.args, s.kwargs)
    if name in DTYPE_METHODS:
        return f"{inp}.{name}({rest})"
    if op.op is not getattr(torch, name) and (name not in RANDOM or op.variant_test_name == "in_place"):
        raise Skip
    return f"torch.{name}({inp}{', ' + rest if rest else ''})"


def module_call(info, w, mi):
    c, f = mi.constructor_input, mi.forward_input
    ctor = f"torch.nn.{info.module_cls.__name__}({w.call_args(c.args, c.kwargs)}).to(device)"
    w.lines[:0] = ["    torch.manual_seed(0)", f"    m = {ctor}"]  # built first, under seed 0
    return f"m({w.call_args(f.args, f.kwargs)})"


def sample_source(k, w, call, module):
    body = w.lines + [f"    out = {call}"]
    if module:
        body += ["    L.extend(m.parameters())"]
    return f"def s{k}():\n" + "\n".join(body) + "\n    return out\n"


def probe(src, k, module, scale=1):
    """Runs one sample in this process: None if PyTorch itself fails on it, else the indices of
    the outputs to backpropagate through."""
    ns = {}
    exec(PRELUDE + src, ns)
    ns["L"].clear()
    torch.manual_seed(k)
    try:
        outs = ns["flat"](ns[f"s{k}"]())
    except Exception:
        return None
    if sum(t.numel() for t in outs) > MAX_OUT_NUMEL * scale:
        return None
    back = [i for i, t in enumerate(outs) if t.requires_grad and t.is_floating_point()]
    if back:
        try:
            sum((outs[i] * ns["G"](outs[i])).sum() for i in back).backward()
        except Exception:
            back = []
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        ns["check"](k, ns[f"s{k}"], back)
    # Debug mode stops at the first NaN or Inf an op makes: samples stay finite, as in the goldens.
    line = buf.getvalue()
    return None if ": error " in line or re.search(r"\b(nan|inf)\b", src + line) else back


def program(samples, shape_only):
    """samples: [(k, source, back)] -> the program text."""
    defs = "\n\n".join(src for _, src, _ in samples)
    calls = "\n".join(f"check({k}, s{k}, {tuple(back)!r}{', True' if shape_only else ''})"
                      for k, _, back in samples)
    return PRELUDE + "\n\n" + defs + "\n\n" + calls + "\n"


def collect(entries, make_samples, make_call, module, scale=1):
    """[(k, source, back)] for one name from its OpInfo/ModuleInfo entries, round robin over them.
    make_samples: sample generators tried in order (an OpInfo's reference_inputs extend its
    sample_inputs, used when those have too few small samples)."""
    most = MAX_SAMPLES if scale == 1 else FALLBACK_SAMPLES
    per_entry = []
    for e in entries:
        found, seen = [], set()
        for make in make_samples:
            torch.manual_seed(0)
            random.seed(0)
            try:
                for i, s in enumerate(make(e)):
                    if i >= MAX_TRIED or len(found) >= most:
                        break
                    w = Writer(scale)
                    try:
                        call = make_call(e, w, s)
                    except Skip:
                        continue
                    if (key := (tuple(w.lines), call)) not in seen:
                        seen.add(key)
                        found.append((w, call))
            except Exception as ex:  # a sample generator that fails on this machine
                print(f"  {getattr(e, 'name', e)}: samples failed: {ex}", file=sys.stderr)
        per_entry.append(found)
    picked = []
    while len(picked) < most and any(per_entry):
        for found in per_entry:
            if found and len(picked) < most:
                picked.append(found.pop(0))
    out = []
    for k, (w, call) in enumerate(picked):
        src = sample_source(k, w, call, module)
        back = probe(src, k, module, scale)
        if back is not None:
            out.append((k, src, back))
    if not out and scale == 1:
        return collect(entries, make_samples, make_call, module, FALLBACK_SCALE)
    return out


RUNNER = '''
import contextlib, io, json, sys, warnings
warnings.filterwarnings("ignore")
progs = json.load(open(sys.argv[1]))
outs = {}
for name, src in progs.items():
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        try:
            exec(compile(src, name, "exec"), {"__name__": "__main__"})
        except BaseException as e:
            print("program error", type(e).__name__, e)
    outs[name] = buf.getvalue()
json.dump(outs, open(sys.argv[2], "w"))
'''


def run_all(progs, extra):
    """{name: stdout} of every program under real PyTorch with environment `extra`, in one process."""
    with tempfile.TemporaryDirectory() as tmp:
        src, dst, runner = (os.path.join(tmp, n) for n in ("in.json", "out.json", "run.py"))
        json.dump(progs, open(src, "w"))
        open(runner, "w").write(RUNNER)
        env = {k: v for k, v in os.environ.items() if k not in ("OMP_NUM_THREADS", "ATEN_CPU_CAPABILITY")}
        env.update(extra, PYTHONHASHSEED="0")
        subprocess.run([sys.executable, runner, src, dst], env=env, check=True)
        return json.load(open(dst))


def stable(kind, found):
    """Runs the programs under both variants, keeps the samples whose lines agree within the
    comparison's tolerance, and returns [{name, program, expected}] from a last run."""
    shape_only = {n: n.startswith("empty") for n in found}
    progs = {n: program(s, shape_only[n]) for n, s in found.items()}
    a, b = (run_all(progs, v) for v in VARIANTS)
    kept = {}
    for name, samples in found.items():
        la, lb = by_sample(a[name]), by_sample(b[name])
        kept[name] = [s for s in samples if f"sample {s[0]}" in la and f"sample {s[0]}" in lb
                      and same_line(lb[f"sample {s[0]}"], la[f"sample {s[0]}"])]
        if len(kept[name]) < len(samples):
            print(f"  {kind} {name}: {len(samples) - len(kept[name])} unstable sample(s) dropped",
                  file=sys.stderr)
    progs = {n: program(s, shape_only[n]) for n, s in kept.items()}
    final = run_all(progs, VARIANTS[0])
    for name in kept:
        assert by_sample(final[name]).items() <= by_sample(a[name]).items(), name
    return [{"name": n, "program": progs[n], "expected": final[n]} for n in kept]


def main():
    names = sorted({o.name for o in op_db if "." not in o.name and hasattr(torch, o.name)})
    found = {}
    for name in names:
        entries = [o for o in op_db if o.name == name]
        # float32 samples; an integer-only function (bitwise_and, gcd, ...) gets its int64 ones.
        dt = torch.float32 if any(torch.float32 in o.supported_dtypes("cpu") for o in entries) else torch.int64
        entries = [o for o in entries if dt in o.supported_dtypes("cpu")]
        grad = dt.is_floating_point
        found[name] = collect(
            entries, [lambda o: o.sample_inputs("cpu", dt, requires_grad=grad),
                      lambda o: o.reference_inputs("cpu", dt, requires_grad=grad)],
            lambda o, w, s: function_call(o, w, s), module=False)
    mods = {}
    for info in module_db:
        mods[info.module_cls.__name__] = collect(
            [info], [lambda i: i.module_inputs_func(i, device="cpu", dtype=torch.float32,
                                                    requires_grad=True, training=True)],
            lambda i, w, mi: module_call(i, w, mi), module=True)
    OUT.mkdir(parents=True, exist_ok=True)
    for kind, data in (("functions", found), ("modules", mods)):
        rows = stable(kind, data)
        text = json.dumps({"torch": torch.__version__, "total": len(data), kind: rows}, indent=0)
        (OUT / f"{kind}.json").write_text(text + "\n")
        n = sum(r["expected"].count("\n") for r in rows)
        print(f"{kind}: {len(rows)} names, {n} samples, {len(text)} bytes "
              f"({len(gzip.compress(text.encode()))} gzip)")


if __name__ == "__main__":
    main()
