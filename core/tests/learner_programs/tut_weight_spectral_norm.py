# Weight normalization and spectral normalization through torch.nn.utils.parametrizations:
# weight_norm's original0/original1 (g and v), the parametrized weight, spectral_norm's power
# iteration bringing the top singular value to ~1, remove_parametrizations, and training a
# spectral-normalized discriminator layer.
import torch
import torch.nn as nn
from torch.nn.utils import parametrize
from torch.nn.utils.parametrizations import weight_norm, spectral_norm

device = "cpu"
torch.manual_seed(4)

lin = weight_norm(nn.Linear(5, 3).to(device))
print(lin)
print([n for n, _ in lin.named_parameters()])
g = lin.parametrizations.weight.original0
v = lin.parametrizations.weight.original1
print(tuple(g.shape), tuple(v.shape))
recon = g * v / v.norm(dim=1, keepdim=True)
print("w = g v/|v|:", torch.allclose(lin.weight, recon, atol=1e-6))
print("is parametrized:", parametrize.is_parametrized(lin), parametrize.is_parametrized(lin, "bias"))

x = torch.randn(8, 5, device=device)
opt = torch.optim.SGD(lin.parameters(), lr=0.1)
for step in range(3):
    loss = lin(x).pow(2).mean()
    opt.zero_grad()
    loss.backward()
    opt.step()
    print(step, f"{loss.item():.4f}", f"g grad {lin.parametrizations.weight.original0.grad.norm().item():.4f}")

parametrize.remove_parametrizations(lin, "weight")
print([n for n, _ in lin.named_parameters()], parametrize.is_parametrized(lin))

sn = spectral_norm(nn.Linear(6, 6).to(device))
with torch.no_grad():
    sn.parametrizations.weight.original.mul_(5.0)
sn.train()
for _ in range(15):
    sn(torch.randn(2, 6, device=device))
sigma = torch.linalg.matrix_norm(sn.weight.detach(), ord=2)
print(f"top singular value after power iteration {sigma.item():.3f}")
print(sorted(n for n, _ in sn.named_buffers()))
print(sn.parametrizations.weight[0].n_power_iterations)

disc = nn.Sequential(spectral_norm(nn.Linear(2, 16)), nn.LeakyReLU(0.1), spectral_norm(nn.Linear(16, 1))).to(device)
opt = torch.optim.Adam(disc.parameters(), lr=0.01)
real = torch.randn(32, 2, device=device) + 2
fake = torch.randn(32, 2, device=device) - 2
for step in range(5):
    loss = nn.functional.softplus(-disc(real)).mean() + nn.functional.softplus(disc(fake)).mean()
    opt.zero_grad()
    loss.backward()
    opt.step()
    print(step, f"{loss.item():.4f}")
disc.eval()
with torch.no_grad():
    print([round(torch.linalg.matrix_norm(m.weight, ord=2).item(), 2) for m in (disc[0], disc[2])])
