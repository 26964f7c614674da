# Advantage actor-critic on a tiny deterministic gridworld-like chain: shared body with policy and
# value heads, Categorical sampling under a seed, discounted returns computed backwards, smooth_l1
# value loss, entropy bonus, per-episode return and the final greedy policy.
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.distributions import Categorical

device = "cpu"
torch.manual_seed(580)

N = 5  # states 0..4, goal at 4; actions 0 left, 1 right


def step(s, a):
    s2 = max(0, min(N - 1, s + (1 if a == 1 else -1)))
    return s2, (1.0 if s2 == N - 1 else -0.05), s2 == N - 1


class AC(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(N, 16), nn.Tanh())
        self.pi = nn.Linear(16, 2)
        self.v = nn.Linear(16, 1)

    def forward(self, s):
        h = self.body(F.one_hot(s, N).float())
        return self.pi(h), self.v(h).squeeze(-1)


net = AC().to(device)
opt = torch.optim.Adam(net.parameters(), lr=0.02)
gamma = 0.9
for ep in range(12):
    s, done, t = 0, False, 0
    logps, values, rewards, ents = [], [], [], []
    while not done and t < 12:
        logits, v = net(torch.tensor(s, device=device))
        dist = Categorical(logits=logits)
        a = dist.sample()
        s, r, done = step(s, a.item())
        logps.append(dist.log_prob(a))
        ents.append(dist.entropy())
        values.append(v)
        rewards.append(r)
        t += 1
    R, returns = 0.0, []
    for r in reversed(rewards):
        R = r + gamma * R
        returns.insert(0, R)
    returns = torch.tensor(returns, device=device)
    values = torch.stack(values)
    adv = returns - values.detach()
    loss = -(torch.stack(logps) * adv).sum() + 0.5 * F.smooth_l1_loss(values, returns, reduction="sum") - 0.01 * torch.stack(ents).sum()
    opt.zero_grad()
    loss.backward()
    opt.step()
    print(f"ep {ep:2d} steps {t:2d} return {returns[0].item():.4f} loss {loss.item():.4f}")
with torch.no_grad():
    logits, v = net(torch.arange(N, device=device))
print(logits.argmax(1).tolist(), v.round(decimals=3))
print(F.softmax(logits, 1)[:, 1].round(decimals=3))
