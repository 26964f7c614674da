# Subclassing the built-in modules: a LoRA adapter over nn.Linear, a LayerNorm that upcasts, an
# Embedding with from_pretrained, activations and losses with their own forward.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)


class LoRA(nn.Linear):
    def __init__(self, i, o, r=2):
        super().__init__(i, o)
        self.a = nn.Parameter(torch.zeros(r, i))
        self.b = nn.Parameter(torch.ones(o, r) * 0.1)

    def forward(self, x):
        return super().forward(x) + x @ self.a.t() @ self.b.t()


m = LoRA(3, 4).to(device)
x = torch.ones(2, 3, device=device)
print(m(x))
print(sum(p.numel() for p in m.parameters()), [n for n, _ in m.named_parameters()])
print(m)
print(isinstance(m, nn.Linear), isinstance(m, nn.Module), issubclass(LoRA, nn.Linear))
print(isinstance(nn.Linear(2, 2), nn.Linear), isinstance(m, (nn.Conv2d, nn.Linear)))
print(type(m).__mro__)
opt = torch.optim.SGD(m.parameters(), lr=0.1)
for step in range(3):
    loss = m(x).pow(2).mean()
    opt.zero_grad()
    loss.backward()
    opt.step()
    print(step, round(loss.item(), 4))
print(m.a.grad)


class LN(nn.LayerNorm):
    def forward(self, x):
        return super().forward(x.float()).to(x.dtype)


print(LN(4).to(device)(torch.arange(8.0, device=device).reshape(2, 4)))


class E(nn.Embedding):
    pass


e = E(5, 2, padding_idx=1)
print(e, e.weight)
w = torch.randn(4, 3)
p = nn.Embedding.from_pretrained(w).to(device)
print(p, p.weight.requires_grad, p(torch.tensor([1, 2], device=device)))
q = E.from_pretrained(w, freeze=False)
print(q, q.weight.requires_grad, type(q).__name__)


class R(nn.ReLU):
    def forward(self, x):
        return super().forward(x) * 2


print(R(), R()(torch.tensor([-1.0, 2.0], device=device)), nn.Sequential(R(), nn.Tanh()))


class M(nn.MSELoss):
    pass


print(M(reduction="sum")(torch.ones(3, device=device), torch.zeros(3, device=device)))


class D(nn.Dropout):
    pass


d = D(0.5)
d.eval()
print(d, d(torch.ones(2, device=device)))


class G(nn.GELU):
    pass


class S(nn.Softmax):
    pass


print(G(approximate="tanh"), S(dim=-1)(torch.tensor([1.0, 2.0], device=device)))
