# Module-level mistakes: optimizer with no parameters, forgetting super().__init__(),
# wrong argument counts to forward, passing a class instead of an instance, parameters
# assigned as plain tensors, and calling forward with a list.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)


def attempt(label, fn):
    try:
        r = fn()
        print(label, "ok", r)
    except Exception as e:
        print(label, type(e).__name__ + ":", e)


class NoParams(nn.Module):
    def __init__(self):
        super().__init__()
        self.w = torch.randn(3, requires_grad=True, device=device)

    def forward(self, x):
        return x * self.w


attempt("empty optimizer", lambda: torch.optim.SGD(NoParams().parameters(), lr=0.1))
attempt("empty list", lambda: torch.optim.Adam([], lr=0.1))
attempt("param count", lambda: len(list(NoParams().parameters())))
attempt("no lr", lambda: torch.optim.SGD(nn.Linear(2, 2).parameters()))
attempt("neg lr", lambda: torch.optim.SGD(nn.Linear(2, 2).parameters(), lr=-1))
attempt("bad momentum", lambda: torch.optim.SGD(nn.Linear(2, 2).parameters(), lr=0.1, momentum=-0.5))
attempt("adam betas", lambda: torch.optim.Adam(nn.Linear(2, 2).parameters(), betas=(1.0, 0.9)))
attempt("tensor params", lambda: torch.optim.SGD(torch.ones(2, requires_grad=True, device=device), lr=0.1))
attempt("module not params", lambda: torch.optim.SGD(nn.Linear(2, 2), lr=0.1))


class Forgot(nn.Module):
    def __init__(self):
        self.fc = nn.Linear(2, 2)


attempt("forgot super", lambda: Forgot())


class Two(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(2, 2)

    def forward(self, x, y):
        return self.fc(x) + y


m = Two().to(device)
x = torch.ones(1, 2, device=device)
attempt("missing arg", lambda: m(x))
attempt("extra arg", lambda: m(x, x, x))
attempt("bad kwarg", lambda: m(x, z=x))
attempt("ok", lambda: m(x, y=x).shape)
attempt("relu kwarg", lambda: nn.ReLU().to(device)(input=x).shape)
attempt("int input", lambda: nn.Linear(2, 2).to(device)(torch.tensor([[1, 2]], device=device)))
attempt("double input", lambda: nn.Linear(2, 2).to(device)(torch.ones(1, 2, dtype=torch.float64, device=device)))
attempt("sequential getitem", lambda: nn.Sequential(nn.ReLU())[3])
attempt("moduledict key", lambda: nn.ModuleDict({"a": nn.ReLU()})["b"])
attempt("modulelist non-module", lambda: nn.ModuleList([nn.ReLU(), 3]))
attempt("sequential non-module", lambda: nn.Sequential(nn.ReLU(), lambda t: t))
attempt("attr typo", lambda: nn.Linear(2, 2).weights)
attempt("no forward", lambda: nn.Module()(x))


class Base(nn.Module):
    pass


attempt("subclass no forward", lambda: Base()(x))
attempt("add_module bad", lambda: nn.Module().add_module("a.b", nn.ReLU()))
attempt("register_parameter tensor", lambda: nn.Module().register_parameter("p", torch.ones(1, device=device)))
