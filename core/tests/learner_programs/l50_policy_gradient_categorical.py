# REINFORCE on a 3-armed bandit with torch.distributions.Categorical: sample, log_prob,
# entropy bonus, baseline, and discounted returns computed with a reversed loop.
import torch
import torch.nn as nn
from torch.distributions import Categorical, Normal

device = "cpu"
torch.manual_seed(0)

true_means = torch.tensor([0.2, 0.8, 0.5])
policy = nn.Linear(1, 3).to(device)
opt = torch.optim.Adam(policy.parameters(), lr=0.05)
baseline = 0.0
for episode in range(30):
    logits = policy(torch.ones(1, 1, device=device)).squeeze(0)
    dist = Categorical(logits=logits)
    actions = dist.sample((8,))
    rewards = (true_means[actions.cpu()] + 0.1 * torch.randn(8)).to(device)
    adv = rewards - baseline
    loss = -(dist.log_prob(actions) * adv).mean() - 0.01 * dist.entropy()
    opt.zero_grad()
    loss.backward()
    opt.step()
    baseline = 0.9 * baseline + 0.1 * rewards.mean().item()
    if episode % 10 == 0:
        print(f"ep {episode} loss {loss.item():.4f} probs {dist.probs.detach().round(decimals=3).tolist()}")
final = Categorical(logits=policy(torch.ones(1, 1, device=device)).squeeze(0))
print("best arm", final.probs.argmax().item(), f"entropy {final.entropy().item():.4f}")

d = Categorical(probs=torch.tensor([0.1, 0.2, 0.7], device=device))
print(d.log_prob(torch.tensor([0, 2], device=device)), d.entropy(), d.sample((5,)).shape)
print(d.logits, d.probs)
print(Categorical(torch.tensor([[1.0, 1.0], [1.0, 3.0]], device=device)).probs)


def discounted(rs, gamma=0.9):
    out, g = [], 0.0
    for r in reversed(rs):
        g = r + gamma * g
        out.insert(0, g)
    ret = torch.tensor(out, device=device)
    return (ret - ret.mean()) / (ret.std() + 1e-8)


print(discounted([1.0, 0.0, 0.0, 1.0, 0.5]).round(decimals=4))
n = Normal(torch.tensor([0.0, 1.0], device=device), torch.tensor([1.0, 0.5], device=device))
a = n.rsample()
print(a.shape, n.log_prob(torch.tensor([0.0, 1.0], device=device)), n.entropy().sum())
