# REINFORCE on a 5-armed contextual bandit: Categorical policy from logits, sample/log_prob/entropy,
# a running baseline, normalised advantages, per-episode average reward and final greedy actions.
import torch
import torch.nn as nn
from torch.distributions import Categorical

device = "cpu"
torch.manual_seed(557)

ctx_dim, arms = 3, 5
true_w = torch.randn(ctx_dim, arms, device=device)
policy = nn.Sequential(nn.Linear(ctx_dim, 16), nn.ReLU(), nn.Linear(16, arms)).to(device)
opt = torch.optim.Adam(policy.parameters(), lr=0.03)
baseline = 0.0
for ep in range(15):
    ctx = torch.randn(64, ctx_dim, device=device)
    dist = Categorical(logits=policy(ctx))
    a = dist.sample()
    reward = (ctx @ true_w).gather(1, a.unsqueeze(1)).squeeze(1)
    baseline = 0.9 * baseline + 0.1 * reward.mean().item()
    adv = reward - baseline
    adv = (adv - adv.mean()) / (adv.std() + 1e-8)
    loss = -(dist.log_prob(a) * adv).mean() - 0.01 * dist.entropy().mean()
    opt.zero_grad()
    loss.backward()
    opt.step()
    print(f"ep {ep:2d} reward {reward.mean().item():.4f} entropy {dist.entropy().mean().item():.4f}")
test = torch.randn(6, ctx_dim, device=device)
with torch.no_grad():
    probs = Categorical(logits=policy(test)).probs
best = (test @ true_w).argmax(1)
print(probs.argmax(1).tolist(), best.tolist())
print(probs.max(1).values.round(decimals=3))
d = Categorical(probs=torch.tensor([0.1, 0.2, 0.7], device=device))
print(d.sample((4,)), d.log_prob(torch.tensor([0, 2], device=device)).round(decimals=4), d.entropy().round(decimals=4))
print(d.batch_shape, d.event_shape, d.param_shape)
