# Module mistakes: calling with the wrong number of arguments, forgetting super().__init__, missing submodules, load_state_dict with missing, unexpected and mis-shaped keys.
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

class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(4, 3)
        self.fc2 = nn.Linear(3, 2)

    def forward(self, x):
        return self.fc2(torch.relu(self.fc1(x)))


net = Net().to(device)
x = torch.randn(2, 4, device=device)
attempt("two args", lambda: net(x, x))
attempt("no args", lambda: net())
attempt("kwarg", lambda: net(y=x))
attempt("missing attr", lambda: net.fc3)
attempt("missing getattr", lambda: getattr(net, "fc3", "default"))
attempt("hasattr", lambda: (hasattr(net, "fc1"), hasattr(net, "fc3")))
attempt("seq index", lambda: nn.Sequential(nn.ReLU())[3])
attempt("seq index neg", lambda: type(nn.Sequential(nn.ReLU(), nn.Tanh())[-1]).__name__)
attempt("modulelist index", lambda: nn.ModuleList([nn.ReLU()])[1])
attempt("moduledict key", lambda: nn.ModuleDict({"a": nn.ReLU()})["b"])
attempt("modulelist call", lambda: nn.ModuleList([nn.ReLU()])(x))
attempt("add_module name", lambda: net.add_module("a.b", nn.ReLU()))
attempt("add_module empty", lambda: net.add_module("", nn.ReLU()))
attempt("add_module type", lambda: net.add_module("z", 5))
attempt("register_buffer name", lambda: net.register_buffer("fc1", torch.ones(1)))
attempt("register_parameter tensor", lambda: net.register_parameter("p", torch.ones(1)))
attempt("assign tensor to param", lambda: setattr(net.fc1, "weight", torch.ones(3, 4)))


class NoSuper(nn.Module):
    def __init__(self):
        self.fc = nn.Linear(2, 2)


attempt("no super", lambda: NoSuper())


class NoForward(nn.Module):
    pass


attempt("no forward", lambda: NoForward()(x))

sd = net.state_dict()
attempt("load ok", lambda: str(Net().load_state_dict(sd)))
bad = dict(sd)
del bad["fc2.bias"]
bad["fc3.weight"] = torch.ones(1)
try:
    Net().load_state_dict(bad)
except Exception as e:
    print(type(e).__name__)
    for line in str(e).split("\n"):
        print(" |", line)
attempt("non strict", lambda: str(Net().load_state_dict(bad, strict=False)))
shape_bad = dict(sd)
shape_bad["fc1.weight"] = torch.ones(5, 4)
try:
    Net().load_state_dict(shape_bad)
except Exception as e:
    print(type(e).__name__)
    for line in str(e).split("\n"):
        print(" |", line)
try:
    Net().load_state_dict(shape_bad, strict=False)
except Exception as e:
    print(type(e).__name__)
    for line in str(e).split("\n"):
        print(" |", line)
prefixed = {"module." + k: v for k, v in sd.items()}
try:
    Net().load_state_dict(prefixed)
except Exception as e:
    print(type(e).__name__)
    for line in str(e).split("\n"):
        print(" |", line)
attempt("load model", lambda: Net().load_state_dict(net))
attempt("load list", lambda: Net().load_state_dict([1, 2]))
