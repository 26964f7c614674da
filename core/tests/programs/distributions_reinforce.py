# REINFORCE on a tiny policy: Categorical over logits, log_prob of sampled actions times returns.
import torch
import torch.nn as nn
from torch.distributions import Categorical

device = "cpu"
torch.manual_seed(0)
policy = nn.Sequential(nn.Linear(4, 8), nn.Tanh(), nn.Linear(8, 3)).to(device)
opt = torch.optim.SGD(policy.parameters(), lr=0.1)
states = torch.randn(6, 4, device=device)
target = torch.tensor([0, 1, 2, 1, 0, 2], device=device)

for step in range(4):
    logits = policy(states)
    dist = Categorical(logits=logits)
    actions = dist.sample()
    rewards = (actions == target).float()
    returns = rewards - rewards.mean()
    logp = dist.log_prob(actions)
    loss = -(logp * returns).sum() - 0.01 * dist.entropy().mean()
    opt.zero_grad()
    loss.backward()
    opt.step()
    print(step, actions.tolist(), rewards.sum().item(), round(loss.item(), 6))
    print("  logp", [round(v, 4) for v in logp.tolist()])

dist = Categorical(logits=policy(states))
print(dist)
print(dist.batch_shape, dist.event_shape, dist.param_shape)
print([round(v, 5) for v in dist.probs.sum(-1).tolist()])
print(dist.mode.tolist())
print(dist.sample((2,)).shape, dist.sample((2, 3)).shape)
print(dist.enumerate_support().shape)
w = policy[2].weight.grad
print(w.shape, [round(v, 5) for v in w[0].tolist()])

# Categorical from probs: normalised, logits are log-probabilities
c = Categorical(probs=torch.tensor([1.0, 2.0, 1.0], device=device))
print(c.probs.tolist(), c.logits.tolist())
print(c.entropy().item(), c.perplexity().item())
print(c.log_prob(torch.tensor([0, 1, 2, 1], device=device)).tolist())
torch.manual_seed(3)
print(c.sample((10,)).tolist())
print(c.mean, c.variance)
