"""Write the public names of PyTorch's namespaces, so that a name PyTorch has and the playground
lacks is refused as NotImplementedError naming it, never as an AttributeError that reads like the
user's typo.

Run with real PyTorch: /work/torchenv/bin/python scripts/refdata/torch_names.py
Output: core/torch/data/pytorch_names.txt, embedded in the torch crate (core/torch/src/upstream.rs).
One line per namespace: the namespace, a colon, then its public names (no leading underscore),
sorted, space-separated. Only names are written: PyTorch's facts, none of its code.
"""

import importlib
import os
import warnings

warnings.filterwarnings("ignore")
import torch  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUT = os.path.join(ROOT, "core", "torch", "data", "pytorch_names.txt")

NAMESPACES = [
    "torch",
    "torch.nn",
    "torch.nn.functional",
    "torch.nn.init",
    "torch.nn.utils",
    "torch.linalg",
    "torch.special",
    "torch.fft",
    "torch.random",
    "torch.optim",
    "torch.optim.lr_scheduler",
    "torch.autograd",
    "torch.utils",
    "torch.utils.data",
    "torch.distributed",
    "torch.distributions",
    "torch.profiler",
    "torch.amp",
    "torch.testing",
]


def public(obj):
    return sorted(n for n in dir(obj) if not n.startswith("_"))


lines = [f"# PyTorch {torch.__version__}: public names per namespace (scripts/refdata/torch_names.py)"]
for ns in NAMESPACES:
    mod = importlib.import_module(ns)
    names = set(public(mod))
    # Submodules torch imports on first use (`torch.onnx`), which `dir(torch)` leaves out.
    names.update(n for n in getattr(mod, "_lazy_modules", ()) if not n.startswith("_"))
    lines.append(f"{ns}: " + " ".join(sorted(names)))
lines.append("torch.Tensor: " + " ".join(public(torch.Tensor)))
with open(OUT, "w") as f:
    f.write("\n".join(lines) + "\n")
print(f"{OUT}: {len(lines) - 1} namespaces, {sum(len(l.split()) - 1 for l in lines[1:])} names")
