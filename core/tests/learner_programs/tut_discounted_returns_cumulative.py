# Cumulative ops in RL and finance-style code: discounted returns by a reversed loop and by a
# matrix of powers, GAE advantages, cumsum/cumprod/cummax/cummin, running means with cumsum,
# drawdowns, logcumsumexp, and diff.
import torch

device = "cpu"
torch.manual_seed(23)

rewards = torch.tensor([1.0, 0.0, 0.5, 0.0, 2.0, -1.0], device=device)
gamma = 0.9
returns = torch.zeros_like(rewards)
running = 0.0
for t in reversed(range(len(rewards))):
    running = rewards[t] + gamma * running
    returns[t] = running
print("returns", returns.round(decimals=4))
T = len(rewards)
i = torch.arange(T, device=device)
powers = gamma ** (i[None, :] - i[:, None]).clamp(min=0).float()
mat = torch.triu(powers)
print("matrix form equal:", torch.allclose(mat @ rewards, returns, atol=1e-6))
flipped = torch.flip(rewards, [0])
print("normalized", ((returns - returns.mean()) / (returns.std() + 1e-8)).round(decimals=4))

values = torch.tensor([0.5, 0.4, 0.6, 0.3, 1.0, 0.2, 0.0], device=device)
lam = 0.95
deltas = rewards + gamma * values[1:] - values[:-1]
adv = torch.zeros_like(deltas)
gae = 0.0
for t in reversed(range(T)):
    gae = deltas[t] + gamma * lam * gae
    adv[t] = gae
print("gae", adv.round(decimals=4))

prices = 100 * torch.cumprod(1 + 0.02 * torch.randn(10, device=device), dim=0)
print("prices", prices.round(decimals=2))
peak = torch.cummax(prices, dim=0).values
drawdown = (prices - peak) / peak
print("max drawdown", round(drawdown.min().item(), 4), "at", drawdown.argmin().item())
print("cummin idx", torch.cummin(prices, 0).indices.tolist())
cs = torch.cumsum(prices, 0)
running_mean = cs / torch.arange(1, 11, device=device)
print("running mean", running_mean.round(decimals=2))
window = 3
ma = (cs[window - 1:] - torch.cat([torch.zeros(1, device=device), cs[:-window]])) / window
print("moving avg", ma.round(decimals=2), len(ma))
print("diff", torch.diff(prices).round(decimals=2))
print("diff n=2", torch.diff(torch.tensor([1, 4, 9, 16, 25]), n=2))
print("logcumsumexp", torch.logcumsumexp(torch.tensor([0.0, 1.0, 2.0]), 0).round(decimals=4))
m = torch.arange(1, 7, device=device).view(2, 3)
print(torch.cumsum(m, dim=1), torch.cumprod(m, dim=0))
print(rewards.cumsum(0).dtype, torch.tensor([1, 2, 3]).cumsum(0).dtype, torch.tensor([True, True]).cumsum(0))
