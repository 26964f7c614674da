# The load_state_dict error message learners print when checkpoints don't match:
# missing keys, unexpected keys, size mismatches, and strict=False results.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)


def make(hidden, out=2, extra=False):
    layers = [nn.Linear(4, hidden), nn.ReLU(), nn.Linear(hidden, out)]
    if extra:
        layers.append(nn.BatchNorm1d(out))
    return nn.Sequential(*layers).to(device)


src = make(5)
sd = src.state_dict()
print(list(sd.keys()))

for desc, tgt in [("wider", make(6)), ("extra bn", make(5, extra=True)), ("more out", make(5, out=3))]:
    print("==", desc)
    try:
        tgt.load_state_dict(sd)
        print("loaded")
    except RuntimeError as e:
        print(type(e).__name__)
        print(e)

print("== strict False with extra bn")
tgt = make(5, extra=True)
r = tgt.load_state_dict(sd, strict=False)
print(r)
print("missing", r.missing_keys)
print("unexpected", r.unexpected_keys)
print("same weight", torch.equal(tgt[0].weight, src[0].weight))

print("== prefixed checkpoint")
wrapped = {"module." + k: v for k, v in sd.items()}
tgt = make(5)
r = tgt.load_state_dict(wrapped, strict=False)
print(len(r.missing_keys), len(r.unexpected_keys))
try:
    tgt.load_state_dict(wrapped)
except RuntimeError as e:
    print(str(e).splitlines()[0])
fixed = {k.removeprefix("module."): v for k, v in wrapped.items()}
print(tgt.load_state_dict(fixed))
print("== size mismatch strict False still raises")
try:
    make(6).load_state_dict(sd, strict=False)
except RuntimeError as e:
    print(e)
