"""A census of PyTorch's own test databases against the playground: how many of OpInfo's
top-level torch functions (`op_db`) and of ModuleInfo's modules (`module_db`) the playground
provides by name. A name counts when `hasattr(torch, name)` / `hasattr(torch.nn, name)` is true
in a playground run (a name PyTorch has and the playground lacks answers False there). This is a
census, not conformance: scripts/opinfo_run.py runs the samples themselves and compares them with
PyTorch's outputs and gradients (core/testdata/opinfo, from scripts/refdata/opinfo_samples.py).

Run with real PyTorch (needs numpy, expecttest, hypothesis beside torch):
  /work/torchenv/bin/python scripts/opinfo_census.py [path/to/tpu] [--missing]
"""
import os
import subprocess
import sys
import tempfile
import warnings

warnings.filterwarnings("ignore")
import torch  # noqa: E402
from torch.testing._internal.common_methods_invocations import op_db  # noqa: E402
from torch.testing._internal.common_modules import module_db  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
args = [a for a in sys.argv[1:] if not a.startswith("--")]
tpu = args[0] if args else os.path.join(ROOT, "target", "debug", "tpu")

ops = sorted({o.name for o in op_db if "." not in o.name and hasattr(torch, o.name)})
mods = sorted({m.module_cls.__name__ for m in module_db})
program = (
    "import torch\nimport torch.nn as nn\n"
    f"ops = {ops!r}\nmods = {mods!r}\n"
    "print(' '.join(n for n in ops if not hasattr(torch, n)))\n"
    "print(' '.join(m for m in mods if not hasattr(nn, m)))\n"
)
with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
    f.write(program)
env = dict(os.environ, XDG_RUNTIME_DIR=os.environ.get("XDG_RUNTIME_DIR", "/tmp"))
out = subprocess.run([tpu, "run", f.name, "--backend", "cpu"], capture_output=True, text=True, env=env)
os.unlink(f.name)
if out.returncode != 0:
    sys.exit(f"the census program failed:\n{out.stderr}")
missing_ops, missing_mods = (line.split() for line in out.stdout.splitlines()[:2])
print(f"PyTorch {torch.__version__}: {len(ops) - len(missing_ops)} of {len(ops)} OpInfo functions, "
      f"{len(mods) - len(missing_mods)} of {len(mods)} ModuleInfo modules are provided by name")
if "--missing" in sys.argv:
    print("functions not provided:", " ".join(missing_ops))
    print("modules not provided:", " ".join(missing_mods))
