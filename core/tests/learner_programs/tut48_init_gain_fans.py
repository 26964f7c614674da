# nn.init in detail: calculate_gain for each nonlinearity, fan_in/fan_out of conv and linear
# weights, kaiming modes and nonlinearities, xavier gains, trunc_normal_ bounds, orthogonal_ with
# gain, sparse_, dirac_ identity convolutions, eye_, constant_/zeros_/ones_, and a custom
# model.apply(init_fn) with per-layer rules.
import math

import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)
for nl in ["linear", "conv2d", "sigmoid", "tanh", "relu", "selu"]:
    print(nl, round(nn.init.calculate_gain(nl), 4))
print(round(nn.init.calculate_gain("leaky_relu", 0.2), 4), round(nn.init.calculate_gain("leaky_relu"), 4))
conv = nn.Conv2d(3, 8, (5, 3))
lin = nn.Linear(20, 10)
print(nn.init._calculate_fan_in_and_fan_out(conv.weight), nn.init._calculate_fan_in_and_fan_out(lin.weight))
r = lambda t: round(t.item(), 4)
w = torch.empty(256, 128, device=device)
nn.init.kaiming_uniform_(w, mode="fan_in", nonlinearity="relu")
print(r(w.abs().max()), round(math.sqrt(6 / 128), 4))
nn.init.kaiming_normal_(w, mode="fan_out", nonlinearity="relu")
print(r(w.std()), round(math.sqrt(2 / 256), 4))
nn.init.kaiming_normal_(w, a=0.1, nonlinearity="leaky_relu")
print(r(w.std()))
nn.init.xavier_uniform_(w, gain=nn.init.calculate_gain("tanh"))
print(r(w.abs().max()))
nn.init.xavier_normal_(w)
print(r(w.std()), round(math.sqrt(2 / (256 + 128)), 4))
t = torch.empty(1000, device=device)
nn.init.trunc_normal_(t, mean=0.5, std=1.0, a=0.0, b=1.0)
print(r(t.min()) >= 0.0, r(t.max()) <= 1.0, r(t.mean()))
q = torch.empty(4, 6, device=device)
nn.init.orthogonal_(q, gain=2.0)
print(torch.allclose(q @ q.t(), 4 * torch.eye(4), atol=1e-5))
q3 = torch.empty(6, 4, device=device)
nn.init.orthogonal_(q3)
print(torch.allclose(q3.t() @ q3, torch.eye(4), atol=1e-5))
s = torch.empty(10, 5, device=device)
nn.init.sparse_(s, sparsity=0.3, std=0.01)
print((s == 0).sum(0).tolist())
dc = torch.empty(4, 4, 3, 3, device=device)
nn.init.dirac_(dc)
img = torch.randn(1, 4, 6, 6, device=device)
print(torch.allclose(torch.nn.functional.conv2d(img, dc, padding=1), img))
dg = torch.empty(4, 2, 3, device=device)
nn.init.dirac_(dg, groups=2)
print(dg.sum(dim=2))
e = torch.empty(3, 5, device=device)
print(nn.init.eye_(e))
print(nn.init.constant_(torch.empty(2, device=device), 0.3), nn.init.zeros_(torch.empty(2, device=device)), nn.init.ones_(torch.empty(2, device=device)))
print(r(nn.init.uniform_(torch.empty(500, device=device), -2, 2).mean()), r(nn.init.normal_(torch.empty(500, device=device), 3.0, 0.5).mean()))


def init_weights(m):
    if isinstance(m, nn.Conv2d):
        nn.init.kaiming_normal_(m.weight, mode="fan_out", nonlinearity="relu")
        if m.bias is not None:
            nn.init.zeros_(m.bias)
    elif isinstance(m, nn.BatchNorm2d):
        nn.init.ones_(m.weight)
        nn.init.zeros_(m.bias)
    elif isinstance(m, nn.Linear):
        nn.init.normal_(m.weight, 0, 0.01)
        nn.init.constant_(m.bias, 0.1)


model = nn.Sequential(nn.Conv2d(3, 16, 3), nn.BatchNorm2d(16), nn.ReLU(), nn.Flatten(), nn.Linear(16 * 4 * 4, 10)).to(device)
model.apply(init_weights)
print(r(model[0].weight.std()), round(math.sqrt(2 / (16 * 9)), 4), model[0].bias.abs().sum().item(), r(model[4].weight.std()), model[4].bias[0].item())
print(model(torch.randn(2, 3, 6, 6, device=device)).shape)
with torch.no_grad():
    lin.weight.copy_(torch.eye(10, 20))
    lin.bias.fill_(0.0)
print(lin(torch.arange(20.0).unsqueeze(0))[0, :4])
