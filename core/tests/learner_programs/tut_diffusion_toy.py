# A toy denoising diffusion model on 2-D points (DDPM-style): a linear beta schedule, cumulative
# alphas with cumprod, q_sample by the closed form, an MLP noise predictor with a sinusoidal time
# embedding, the simple MSE objective, and a few reverse sampling steps.
import math
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)

T = 50
betas = torch.linspace(1e-4, 0.05, T, device=device)
alphas = 1.0 - betas
alpha_bar = torch.cumprod(alphas, dim=0)
print("alpha_bar", alpha_bar[[0, 10, 25, 49]].round(decimals=4))
sqrt_ab = alpha_bar.sqrt()
sqrt_1mab = (1 - alpha_bar).sqrt()


def q_sample(x0, t, noise):
    return sqrt_ab[t][:, None] * x0 + sqrt_1mab[t][:, None] * noise


def time_embedding(t, dim=16):
    half = dim // 2
    freqs = torch.exp(-math.log(10000) * torch.arange(half, device=t.device) / half)
    args = t.float()[:, None] * freqs[None]
    return torch.cat([args.sin(), args.cos()], dim=1)


class Denoiser(nn.Module):
    def __init__(self):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(2 + 16, 64), nn.SiLU(), nn.Linear(64, 64), nn.SiLU(), nn.Linear(64, 2))

    def forward(self, x, t):
        return self.net(torch.cat([x, time_embedding(t)], dim=1))


def data(n):
    angle = torch.rand(n) * 2 * math.pi
    return torch.stack([angle.cos(), angle.sin()], 1).to(device) * 2


model = Denoiser().to(device)
print("emb", time_embedding(torch.tensor([0, 7], device=device)).shape)
opt = torch.optim.Adam(model.parameters(), lr=2e-3)
for step in range(60):
    x0 = data(128)
    t = torch.randint(0, T, (128,), device=device)
    noise = torch.randn_like(x0)
    loss = F.mse_loss(model(q_sample(x0, t, noise), t), noise)
    opt.zero_grad()
    loss.backward()
    opt.step()
    if step % 15 == 0 or step == 59:
        print(f"step {step:2d} loss {loss.item():.4f}")

x = torch.randn(256, 2, device=device)
with torch.no_grad():
    for t in reversed(range(T)):
        tt = torch.full((x.shape[0],), t, device=device, dtype=torch.long)
        eps = model(x, tt)
        mean = (x - betas[t] / sqrt_1mab[t] * eps) / alphas[t].sqrt()
        x = mean + (betas[t].sqrt() * torch.randn_like(x) if t > 0 else 0)
radius = x.norm(dim=1)
print("samples", tuple(x.shape), "radius finite:", bool(torch.isfinite(radius).all()))
print("noised at T-1 ~ N(0,1):", abs(q_sample(data(2000), torch.full((2000,), T - 1, device=device), torch.randn(2000, 2, device=device)).std().item() - 1) < 0.2)
