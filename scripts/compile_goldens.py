"""Goldens for core/tests/compiled.rs: what real PyTorch 2.15's torch.compile logs and raises.

Writes core/tests/golden_compile/compile.json:
- "recompiles": for each call of a compiled `f(x, n)` that recompiles, the first guard failure
  Dynamo logs (`TORCH_LOGS=recompiles`), e.g. "tensor 'x' size mismatch at index 0. expected 4, actual 2";
- "unsupported": for each op fullgraph=True refuses, the exception's class and first line;
- "captured": the ops PyTorch 2.15 captures under fullgraph=True (no error), which the playground
  therefore must not refuse either;
- "errors": the messages of an unknown backend= and an unknown mode=.

Run: /work/torchenv/bin/python scripts/compile_goldens.py
CI does not need torch: it reads the committed JSON.
"""
import json
import logging
import pathlib

import torch

out = pathlib.Path(__file__).resolve().parent.parent / "core" / "tests" / "golden_compile" / "compile.json"


class Grab(logging.Handler):
    def __init__(self):
        super().__init__()
        self.first = []

    def emit(self, record):
        lines = record.getMessage().splitlines()
        fails = [l.strip()[2:] for l in lines if l.strip().startswith("- 0/")]
        if fails:
            # "0/3: tensor 'x' rank mismatch. ..." -> the guard text of the latest entry.
            self.first.append(fails[0].split(": ", 1)[1].split("  ")[0].strip())


torch._logging.set_logs(recompiles=True)
grab = Grab()
logging.getLogger("torch._dynamo").addHandler(grab)
for name in list(logging.root.manager.loggerDict):
    if "recompiles" in name:
        logging.getLogger(name).addHandler(grab)


def f(x, n):
    return x * n


cf = torch.compile(f, backend="eager", dynamic=False)
calls = [
    (torch.ones(4, 8), 2),
    (torch.ones(4, 8), 2),  # a hit
    (torch.ones(2, 8), 2),
    (torch.ones(2, 8, dtype=torch.float64), 2),
    (torch.ones(2, 8, dtype=torch.float64), 3),
    (torch.ones(2, 8, 1, dtype=torch.float64), 3),
]
for x, n in calls:
    cf(x, n)
recompiles = grab.first


def p_print(x):
    y = x * 2
    print(y)
    return y


def p_branch(x):
    if x.sum() > 0:
        return x * 2
    return x


def p_tolist(x):
    return (x * 2).tolist()


def p_backward(x):
    loss = (x * x).sum()
    loss.backward()
    return loss


def c_item(x):
    return x * (x.sum().item())


def c_cpu(x):
    return (x * 2).cpu() + 1


def c_tolist_int(x):
    return (x * 2).int().tolist()


unsupported = {}
for name, fn in [("print", p_print), ("bool", p_branch), ("Tensor.tolist", p_tolist), ("Tensor.backward", p_backward)]:
    torch._dynamo.reset()
    x = torch.ones(3, requires_grad=(fn is p_backward))
    try:
        torch.compile(fn, fullgraph=True, backend="eager")(x)
        unsupported[name] = None
    except Exception as e:
        unsupported[name] = {"class": type(e).__name__, "module": type(e).__module__, "first_line": str(e).splitlines()[0]}

captured = {}
for name, fn in [("Tensor.item", c_item), ("Tensor.cpu", c_cpu), ("Tensor.tolist (int)", c_tolist_int)]:
    torch._dynamo.reset()
    try:
        torch.compile(fn, fullgraph=True, backend="eager")(torch.ones(3))
        captured[name] = True
    except Exception:
        captured[name] = False

errors = {}
for name, kw in [("backend", {"backend": "foo"}), ("mode", {"mode": "fast"})]:
    try:
        torch.compile(f, **kw)(torch.ones(1), 1)
    except Exception as e:
        errors[name] = {"class": type(e).__name__, "message": str(e)}

data = {"torch": torch.__version__, "recompiles": recompiles, "unsupported": unsupported, "captured": captured, "errors": errors}
out.write_text(json.dumps(data, indent=2) + "\n")
print(json.dumps(data, indent=2))
