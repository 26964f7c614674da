# The Module API on single layers, as tutorials print it: state_dict of a bare layer, its keys
# with a prefix, the named walks with prefix=, extra_repr, and loading one layer's state into
# another.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)

lin = nn.Linear(3, 2).to(device)
print(lin.state_dict())
print(list(lin.state_dict(prefix="encoder.").keys()))
print([n for n, _ in lin.named_modules(prefix="top")])
print([n for n, _ in lin.named_parameters(prefix="top")])
print([tuple(p.shape) for p in lin.parameters()])

for layer in [lin, nn.Linear(4, 1, bias=False), nn.Embedding(10, 3, padding_idx=0), nn.LayerNorm(5),
              nn.ReLU(), nn.ReLU(inplace=True), nn.Dropout(0.25), nn.GELU(approximate="tanh"),
              nn.Softmax(dim=1)]:
    print(type(layer).__name__, repr(layer.extra_repr()))

other = nn.Linear(3, 2).to(device)
print(other.load_state_dict(lin.state_dict()))
x = torch.randn(4, 3).to(device)
print(torch.equal(other(x), lin(x)))

sd = lin.state_dict(keep_vars=True)
print(sd["weight"] is lin.weight, sd["weight"].requires_grad)
print(lin.state_dict()["weight"].requires_grad)
dest = {}
out = lin.state_dict(destination=dest, prefix="l.")
print(out is dest, sorted(dest.keys()))

emb = nn.Embedding(4, 2)
print(type(emb.state_dict()).__name__, list(emb.state_dict().keys()))
norm = nn.LayerNorm(3)
print({k: tuple(v.shape) for k, v in norm.state_dict().items()})
