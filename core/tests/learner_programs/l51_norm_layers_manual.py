# GroupNorm, LayerNorm (with and without affine), InstanceNorm2d (track_running_stats) and
# LocalResponseNorm, each compared with a hand computation on the same tensor.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(8)

x = torch.randn(2, 6, 3, 3).to(device)

gn = nn.GroupNorm(3, 6).to(device)
with torch.no_grad():
    gn.weight.copy_(torch.linspace(0.5, 1.5, 6))
    gn.bias.fill_(0.1)
g = x.view(2, 3, -1)
man = ((g - g.mean(-1, keepdim=True)) / torch.sqrt(g.var(-1, unbiased=False, keepdim=True) + 1e-5)).view_as(x)
man = man * gn.weight.view(1, 6, 1, 1) + gn.bias.view(1, 6, 1, 1)
print("groupnorm", torch.allclose(gn(x), man, atol=1e-5))

ln = nn.LayerNorm([6, 3, 3], elementwise_affine=False).to(device)
flat = x.flatten(1)
man = ((flat - flat.mean(1, keepdim=True)) / torch.sqrt(flat.var(1, unbiased=False, keepdim=True) + 1e-5)).view_as(x)
print("layernorm", torch.allclose(ln(x), man, atol=1e-5), list(ln.parameters()) == [])
ln2 = nn.LayerNorm(3, bias=False).to(device)
print([n for n, _ in ln2.named_parameters()], tuple(ln2(x).shape))

inorm = nn.InstanceNorm2d(6, track_running_stats=True, affine=True).to(device)
y = inorm(x)
print("instnorm mean", f"{y.mean(dim=(2, 3)).abs().max().item():.6f}")
print("running_var", inorm.running_var.round(decimals=4))
inorm.eval()
ye = inorm(x)
print("eval uses running stats", not torch.allclose(ye, y, atol=1e-4))

lrn = nn.LocalResponseNorm(3, alpha=1e-2, beta=0.75, k=1.0).to(device)
print(f"lrn {lrn(x).sum().item():.5f}")

model = nn.Sequential(nn.Conv2d(6, 4, 1), nn.GroupNorm(2, 4), nn.SiLU(), nn.Flatten(), nn.LayerNorm(36), nn.Linear(36, 1)).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.05)
for step in range(5):
    loss = model(x).pow(2).mean()
    opt.zero_grad()
    loss.backward()
    opt.step()
    print(f"step {step} loss {loss.item():.5f}")
