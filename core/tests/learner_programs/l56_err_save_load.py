# torch.save and torch.load mistakes: missing files, loading a state_dict into the wrong model, saving lambdas, weights_only refusals, and map_location strings.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)


def attempt(label, fn):
    try:
        r = fn()
        print(label, "ok", r)
    except Exception as e:
        print(label, type(e).__name__ + ":", str(e).split("\n")[0])

import io
import os
import tempfile

tmp = tempfile.mkdtemp()
for label, target in [("missing", os.path.join(tmp, "nope.pt"))]:
    try:
        torch.load(target)
        print(label, "ok")
    except Exception as e:
        print(label, type(e).__name__, str(e).replace(tmp, "TMP"))
path = os.path.join(tmp, "m.pt")
torch.save({"w": torch.ones(2), "n": 3, "s": "x"}, path)
attempt("load ok", lambda: sorted(torch.load(path).keys()))
attempt("map cpu", lambda: torch.load(path, map_location="cpu")["w"].tolist())
attempt("map dev", lambda: torch.load(path, map_location=torch.device("cpu"))["n"])


class Custom:
    def __init__(self):
        self.v = 1


def save_custom():
    buf = io.BytesIO()
    torch.save(Custom(), buf)
    buf.seek(0)
    return torch.load(buf)


attempt("weights_only custom", save_custom)


def save_custom_ok():
    buf = io.BytesIO()
    torch.save(Custom(), buf)
    buf.seek(0)
    return torch.load(buf, weights_only=False).v


attempt("custom unsafe", save_custom_ok)


def no_seek():
    buf = io.BytesIO()
    torch.save(torch.ones(2), buf)
    return torch.load(buf)


with open(os.path.join(tmp, "t.txt"), "w") as fh:
    fh.write("not a checkpoint")


def save_model_load_sd():
    m = nn.Linear(2, 2)
    buf = io.BytesIO()
    torch.save(m, buf)
    buf.seek(0)
    return torch.load(buf)


attempt("save module weights_only", save_model_load_sd)


def wrong_model():
    buf = io.BytesIO()
    torch.save(nn.Linear(2, 3).state_dict(), buf)
    buf.seek(0)
    nn.Linear(3, 2).load_state_dict(torch.load(buf))


attempt("wrong model", wrong_model)


def sd_of_sd():
    m = nn.Linear(2, 2)
    m.load_state_dict({"state_dict": m.state_dict()})




def param_grad_saved():
    p = nn.Parameter(torch.ones(2))
    buf = io.BytesIO()
    torch.save(p, buf)
    buf.seek(0)
    q = torch.load(buf)
    return type(q).__name__, q.requires_grad


attempt("param roundtrip", param_grad_saved)


def view_roundtrip():
    base = torch.arange(6.0)
    buf = io.BytesIO()
    torch.save([base, base[2:4]], buf)
    buf.seek(0)
    a, b = torch.load(buf)
    b[0] = 100
    return a.tolist()


attempt("shared storage", view_roundtrip)
