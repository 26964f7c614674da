# REINFORCE on a contextual bandit: a policy network outputs logits, actions sampled with
# torch.distributions.Categorical, log_prob times advantage (reward minus a running baseline),
# entropy bonus, and the policy's greedy accuracy improving.
import torch
import torch.nn as nn
from torch.distributions import Categorical

device = "cpu"
torch.manual_seed(1234)

n_ctx, n_actions = 4, 3
best_action = torch.tensor([2, 0, 1, 2])
policy = nn.Sequential(nn.Linear(n_ctx, 16), nn.ReLU(), nn.Linear(16, n_actions)).to(device)
opt = torch.optim.Adam(policy.parameters(), lr=0.03)
baseline = 0.0

for episode in range(30):
    ctx_id = torch.randint(0, n_ctx, (32,))
    ctx = nn.functional.one_hot(ctx_id, n_ctx).float().to(device)
    dist = Categorical(logits=policy(ctx))
    actions = dist.sample()
    rewards = (actions.cpu() == best_action[ctx_id]).float().to(device)
    baseline = 0.9 * baseline + 0.1 * rewards.mean().item()
    advantage = rewards - baseline
    loss = -(dist.log_prob(actions) * advantage).mean() - 0.01 * dist.entropy().mean()
    opt.zero_grad()
    loss.backward()
    opt.step()
    if episode % 6 == 0 or episode == 29:
        print(f"episode {episode:2d} reward {rewards.mean().item():.3f} baseline {baseline:.3f} entropy {dist.entropy().mean().item():.4f}")

with torch.no_grad():
    probs = torch.softmax(policy(torch.eye(n_ctx, device=device)), dim=1)
print(probs.round(decimals=3))
print("greedy", probs.argmax(1).tolist(), "best", best_action.tolist())
d = Categorical(probs=torch.tensor([0.2, 0.3, 0.5]))
print(d, d.probs, d.logits.round(decimals=4))
print(d.log_prob(torch.tensor([0, 2])).round(decimals=4), round(d.entropy().item(), 4))
print(d.sample((5,)).shape, d.batch_shape, d.event_shape)
