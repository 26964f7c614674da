# nn.init beyond the defaults: orthogonal_, sparse_, dirac_, eye_, trunc_normal_, kaiming modes,
# xavier with gain, calculate_gain, and checks on the statistics they produce.
import math
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)
for nl, p in [("linear", None), ("relu", None), ("leaky_relu", 0.2), ("tanh", None), ("sigmoid", None), ("selu", None), ("conv2d", None)]:
    print(nl, round(nn.init.calculate_gain(nl, p), 4))

w = torch.empty(4, 6, device=device)
nn.init.orthogonal_(w)
print(torch.allclose(w @ w.T, torch.eye(4, device=device), atol=1e-5), round(w.abs().sum().item(), 4))
nn.init.orthogonal_(w, gain=2.0)
print(round((w @ w.T).trace().item(), 4))
w = torch.empty(6, 4, device=device)
nn.init.sparse_(w, sparsity=0.5, std=0.1)
print((w == 0).sum(0).tolist())
c = torch.empty(2, 2, 3, 3, device=device)
nn.init.dirac_(c)
print(c.sum().item(), c[0, 0].tolist(), c[1, 1, 1, 1].item())
c = torch.empty(4, 2, 3, device=device)
nn.init.dirac_(c, groups=2)
print(c[:, :, 1].tolist())
e = torch.empty(3, 5, device=device)
nn.init.eye_(e)
print(e)
t = torch.empty(2000, device=device)
nn.init.trunc_normal_(t, mean=1.0, std=2.0, a=-1.0, b=2.0)
print(t.min().item() >= -1.0, t.max().item() <= 2.0, round(t.mean().item(), 1))
for mode in ["fan_in", "fan_out"]:
    k = torch.empty(200, 100, device=device)
    nn.init.kaiming_uniform_(k, a=0.1, mode=mode, nonlinearity="leaky_relu")
    bound = math.sqrt(6 / ((1 + 0.01) * (100 if mode == "fan_in" else 200)))
    print(mode, k.abs().max().item() <= bound, round(k.std().item(), 2))
    nn.init.kaiming_normal_(k, mode=mode, nonlinearity="relu")
    print(round(k.std().item(), 2))
x = torch.empty(300, 200, device=device)
nn.init.xavier_uniform_(x, gain=nn.init.calculate_gain("tanh"))
print(round(x.std().item(), 3))
nn.init.xavier_normal_(x, gain=0.5)
print(round(x.std().item(), 3))
nn.init.constant_(x, 0.25)
nn.init.zeros_(x[:10])
nn.init.ones_(x[-5:])
print(x.sum().item())
nn.init.uniform_(x, -0.5, 0.5)
nn.init.normal_(x[:2], 3.0, 0.01)
print(round(x[:2].mean().item(), 1), round(x[2:].abs().max().item(), 2))
print(nn.init._calculate_fan_in_and_fan_out(torch.empty(8, 4, 3, 3)))
lin = nn.Linear(3, 2).to(device)
with torch.no_grad():
    nn.init.orthogonal_(lin.weight)
print(lin.weight.requires_grad, round((lin.weight @ lin.weight.T).sum().item(), 4))
