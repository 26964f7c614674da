# register_buffer persistent=False vs persistent, buffers in state_dict and in .to()/.double(),
# copy.deepcopy of a model with buffers and shared submodules, parameters shared after deepcopy,
# module __setattr__ of a tensor (not a buffer), and named_buffers/named_parameters listings.
import copy
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(574)


class PosEnc(nn.Module):
    def __init__(self, d, n):
        super().__init__()
        pos = torch.arange(n).unsqueeze(1)
        div = torch.exp(torch.arange(0, d, 2) * (-torch.log(torch.tensor(10000.0)) / d))
        pe = torch.zeros(n, d)
        pe[:, 0::2] = torch.sin(pos * div)
        pe[:, 1::2] = torch.cos(pos * div)
        self.register_buffer("pe", pe, persistent=False)
        self.register_buffer("steps", torch.zeros((), dtype=torch.long))
        self.plain = torch.ones(2)

    def forward(self, x):
        self.steps += 1
        return x + self.pe[: x.shape[1]]


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.pos = PosEnc(4, 6)
        self.shared = nn.Linear(4, 4)
        self.branch = nn.ModuleList([self.shared, nn.Linear(4, 4), self.shared])

    def forward(self, x):
        x = self.pos(x)
        for m in self.branch:
            x = torch.tanh(m(x))
        return x


m = Model().to(device)
print(list(m.state_dict().keys()))
print([n for n, _ in m.named_buffers()], [n for n, _ in m.named_parameters()])
print(len(list(m.parameters())), len(list(m.named_parameters(remove_duplicate=False))))
print(m.pos.pe.round(decimals=3))
print(type(m.pos.plain).__name__, "plain" in dict(m.named_buffers()), m.pos.plain.device)
x = torch.randn(2, 3, 4, device=device)
y = m(x)
print(y.shape, m.pos.steps)
c = copy.deepcopy(m)
print(c.branch[0] is c.shared, c.branch[2] is c.branch[0], c.shared is m.shared)
print(c.shared.weight is c.branch[2].weight, torch.equal(c.shared.weight, m.shared.weight))
with torch.no_grad():
    c.shared.weight.add_(1.0)
print(torch.equal(c.shared.weight, m.shared.weight), torch.equal(c.branch[2].weight, c.shared.weight))
c(x)
print(m.pos.steps, c.pos.steps)
del y
d = m.double()
print(d is m, m.pos.pe.dtype, m.pos.steps.dtype, m.pos.plain.dtype, m.shared.weight.dtype)
m2 = Model().to(device)
print(m2.load_state_dict(m.float().state_dict()))
print(m2.pos.steps, torch.equal(m2.pos.pe, m.pos.pe))
del m.pos.steps
print([n for n, _ in m.named_buffers()], hasattr(m.pos, "steps"))
print(m.pos.get_buffer("pe").shape)
