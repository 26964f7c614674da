# Heteroscedastic regression: a network predicting mean and log-variance, trained with
# nn.GaussianNLLLoss (full=False/True, eps) and compared with a hand-written NLL, Normal
# distribution log_prob, prediction intervals and coverage on held-out data.
import torch
import torch.nn as nn
from torch.distributions import Normal

device = "cpu"
torch.manual_seed(590)

x = torch.linspace(-2, 2, 80, device=device).unsqueeze(1)
noise = 0.1 + 0.3 * (x + 2) / 4
y = torch.sin(2 * x) + noise * torch.randn_like(x)
idx = torch.randperm(80, device=device)
tr, te = idx[:60], idx[60:]


class MeanVar(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(1, 32), nn.Tanh(), nn.Linear(32, 32), nn.Tanh())
        self.mu = nn.Linear(32, 1)
        self.logvar = nn.Linear(32, 1)

    def forward(self, x):
        h = self.body(x)
        return self.mu(h), self.logvar(h).clamp(-6, 3)


m = MeanVar().to(device)
crit = nn.GaussianNLLLoss()
crit_full = nn.GaussianNLLLoss(full=True, eps=1e-4)
print(crit, crit_full.full, crit_full.eps)
opt = torch.optim.Adam(m.parameters(), lr=0.01)
for epoch in range(10):
    for _ in range(10):
        mu, lv = m(x[tr])
        loss = crit(mu, y[tr], lv.exp())
        opt.zero_grad()
        loss.backward()
        opt.step()
    with torch.no_grad():
        mu, lv = m(x[te])
        var = lv.exp()
        hand = 0.5 * (lv + (y[te] - mu) ** 2 / var).mean()
        print(f"epoch {epoch} train {loss.item():.4f} test {crit(mu, y[te], var).item():.3f} "
              f"full {crit_full(mu, y[te], var).item():.4f} hand {hand.item():.3f}")
with torch.no_grad():
    mu, lv = m(x[te])
    sd = (0.5 * lv).exp()
    d = Normal(mu, sd)
    print(f"{-d.log_prob(y[te]).mean().item():.4f}")
    lo, hi = mu - 1.96 * sd, mu + 1.96 * sd
    cover = ((y[te] >= lo) & (y[te] <= hi)).float().mean().item()
    print(f"coverage {cover:.3f}")
    q = m(torch.tensor([[-1.5], [1.5]], device=device))[1].exp().sqrt()
    print(q.squeeze(1).round(decimals=3), bool(q[1] > q[0]))
print(crit(torch.zeros(3), torch.ones(3), torch.ones(3)).item(), nn.GaussianNLLLoss(reduction="none")(torch.zeros(2, 1), torch.ones(2, 1), torch.full((2, 1), 2.0)))
