# Greedy and top-k sampling decode from a toy bigram model: gather log-probs of chosen tokens,
# scatter to build masks, multinomial with a seeded generator, and sequence log-likelihoods.
import torch
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)

V = 6
table = torch.randn(V, V, device=device)
logp = F.log_softmax(table, dim=-1)
print(logp.exp().sum(-1))
tokens = torch.tensor([[0, 2, 5, 1], [3, 3, 0, 4]], device=device)
step_lp = logp[tokens[:, :-1]].gather(-1, tokens[:, 1:].unsqueeze(-1)).squeeze(-1)
print(step_lp.shape, step_lp.sum(-1).round(decimals=4))

cur = torch.tensor([0, 1, 2], device=device)
greedy = [cur]
for _ in range(4):
    cur = logp[cur].argmax(-1)
    greedy.append(cur)
print(torch.stack(greedy, dim=1))

k = 3
vals, idx = table[0].topk(k)
filtered = torch.full_like(table[0], -1e9).scatter(0, idx, vals)
print(idx, filtered.round(decimals=3))
probs = F.softmax(filtered, -1)
print(probs.round(decimals=4))
g = torch.Generator().manual_seed(42)
samples = torch.multinomial(probs.cpu(), 10, replacement=True, generator=g)
print(samples, set(samples.tolist()) <= set(idx.tolist()))
temps = [0.5, 1.0, 2.0]
for T in temps:
    p = F.softmax(table[1] / T, -1)
    ent = -(p * p.log()).sum()
    print(f"T={T} entropy {ent.item():.4f} max {p.max().item():.4f}")
sorted_p, sorted_i = F.softmax(table[2], -1).sort(descending=True)
cum = sorted_p.cumsum(-1)
keep = cum - sorted_p < 0.8
print(sorted_i[keep], cum.round(decimals=3))
mask = torch.zeros(V, dtype=torch.bool, device=device).scatter(0, sorted_i[keep], True)
print(mask)
