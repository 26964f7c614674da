# Module.__setattr__'s checks: what PyTorch refuses when a module's attributes are assigned.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)


def attempt(label, fn):
    try:
        fn()
        print(label, "ok")
    except (AttributeError, TypeError) as e:
        print(label, type(e).__name__, e)


class NoInit(nn.Module):
    def __init__(self, what):
        if what == "module":
            self.fc = nn.Linear(2, 2)
        elif what == "param":
            self.w = nn.Parameter(torch.ones(2))
        else:
            self.plain = torch.ones(2)
            self.n = 3


attempt("module before init", lambda: NoInit("module"))
attempt("param before init", lambda: NoInit("param"))
attempt("plain before init", lambda: NoInit("plain"))


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.scale = nn.Parameter(torch.tensor([2.0]))
        self.fc = nn.Linear(3, 2)
        self.register_buffer("count", torch.zeros(1))
        self._lr = 0.1

    @property
    def lr(self):
        return self._lr

    @lr.setter
    def lr(self, v):
        self._lr = v * 2

    def forward(self, x):
        return self.fc(x) * self.scale


net = Net().to(device)
attempt("tensor over param", lambda: setattr(net, "scale", torch.ones(1)))
attempt("int over param", lambda: setattr(net, "scale", 3))
attempt("int over module", lambda: setattr(net, "fc", 3))
attempt("tensor over module", lambda: setattr(net, "fc", torch.ones(1)))
attempt("list over buffer", lambda: setattr(net, "count", [1]))
attempt("tensor over buffer", lambda: setattr(net, "count", torch.ones(1)))
attempt("new param", lambda: setattr(net, "bias2", nn.Parameter(torch.zeros(2))))
attempt("new module", lambda: setattr(net, "head", nn.Linear(2, 1)))
attempt("plain tensor", lambda: setattr(net, "cache", torch.ones(2)))
print([n for n, _ in net.named_parameters()])
print([n for n, _ in net.named_children()])
print([n for n, _ in net.named_buffers()], net.count)
net.lr = 0.5
print("lr", net.lr)
net.head = None
print([n for n, _ in net.named_children()])
net.scale = nn.Parameter(torch.tensor([3.0], device=device))
y = net(torch.ones(1, 3, device=device))
print(y.shape, net.scale.item())
del net.bias2
print([n for n, _ in net.named_parameters()])
