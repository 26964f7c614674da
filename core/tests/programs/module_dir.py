# dir() of modules, native and user-defined: their parameters, sub-modules, settings and the
# Module methods; a Module subclass without forward says so.
import torch
from torch import nn

device = "cpu"
for m in [nn.Linear(2, 3), nn.Linear(2, 3, bias=False), nn.ReLU(), nn.Dropout(0.2), nn.LayerNorm(4)]:
    m = m.to(device)
    names = dir(m)
    want = ["forward", "parameters", "state_dict", "train", "training", "weight", "bias",
            "in_features", "out_features", "p", "__class__", "__call__", "zero_grad", "named_modules"]
    print(type(m).__name__, [n for n in want if n in names], names == sorted(names))


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(2, 2)


net = Net().to(device)
print([n for n in dir(net) if n in ("fc", "forward", "training", "eval")])
print(callable(nn.Module.forward), hasattr(net, "forward"))
try:
    net(torch.ones(2, device=device))
except NotImplementedError as e:
    print(type(e).__name__, e)
