# nn.init beyond the defaults: orthogonal_ with gain, sparse_, trunc_normal_ bounds, dirac_ and
# eye_ as identity initialisations, calculate_gain for each nonlinearity, kaiming with fan_out and
# leaky_relu slope, xavier with gain, constant_/zeros_/ones_, and _calculate_fan_in_and_fan_out.
import torch
import torch.nn as nn
import torch.nn.init as init

device = "cpu"
torch.manual_seed(139)

w = torch.empty(4, 6, device=device)
init.orthogonal_(w, gain=2.0)
print(torch.allclose(w @ w.T, 4 * torch.eye(4, device=device), atol=1e-5))
w2 = torch.empty(6, 3, device=device)
init.orthogonal_(w2)
print(torch.allclose(w2.T @ w2, torch.eye(3, device=device), atol=1e-5), w2.round(decimals=3))
s = torch.empty(5, 4, device=device)
init.sparse_(s, sparsity=0.4, std=0.1)
print((s == 0).sum(dim=0), s.round(decimals=4))
tn = torch.empty(1000, device=device)
init.trunc_normal_(tn, mean=0.0, std=1.0, a=-0.5, b=0.5)
print(tn.min().item() >= -0.5, tn.max().item() <= 0.5, tn[:4].round(decimals=4))
conv = nn.Conv2d(3, 3, 3, padding=1, bias=False).to(device)
init.dirac_(conv.weight)
img = torch.randn(1, 3, 4, 4, device=device)
print(torch.allclose(conv(img), img))
gconv = torch.empty(4, 2, 3, device=device)
init.dirac_(gconv, groups=2)
print(gconv[:, :, 1])
eye = torch.empty(3, 5, device=device)
print(init.eye_(eye))
for nl in ["linear", "conv2d", "sigmoid", "tanh", "relu", "selu"]:
    print(nl, round(init.calculate_gain(nl), 4))
print(round(init.calculate_gain("leaky_relu", 0.2), 4), round(init.calculate_gain("leaky_relu"), 4))
print(init._calculate_fan_in_and_fan_out(torch.empty(8, 3, 5, 5)), init._calculate_fan_in_and_fan_out(torch.empty(7, 2)))
k = torch.empty(64, 32, device=device)
init.kaiming_normal_(k, mode="fan_out", nonlinearity="leaky_relu", a=0.2)
print(round(k.std().item(), 2), k[0, :3].round(decimals=4))
k2 = torch.empty(64, 32, device=device)
init.kaiming_uniform_(k2, a=5 ** 0.5)
print(round(k2.abs().max().item(), 3), round(1 / 32 ** 0.5, 3))
x = torch.empty(50, 30, device=device)
init.xavier_uniform_(x, gain=init.calculate_gain("tanh"))
print(round(x.abs().max().item(), 3), x[0, :3].round(decimals=4))
init.xavier_normal_(x)
print(round(x.std().item(), 2))
lin = nn.Linear(3, 2).to(device)
init.constant_(lin.weight, 0.3)
init.zeros_(lin.bias)
print(lin.weight, lin.bias)
print(init.ones_(torch.empty(2, device=device)), init.uniform_(torch.empty(3, device=device), -0.1, 0.1).round(decimals=4), init.normal_(torch.empty(2, device=device), 5, 0.01).round(decimals=2))
try:
    init.orthogonal_(torch.empty(3, device=device))
except ValueError as e:
    print("ValueError:", e)
try:
    init.dirac_(torch.empty(3, 3, device=device))
except ValueError as e:
    print("ValueError:", e)
