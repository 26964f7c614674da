# Reproducing random numbers: manual_seed, Generator objects and their state, get/set_rng_state,
# randn of odd and large sizes, rand/randint/randperm/multinomial/bernoulli/normal, in-place
# samplers (uniform_, normal_, exponential_, geometric_, random_, cauchy_), *_like, and dropout
# masks repeating after reseeding.
import torch
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(103)

print(torch.randn(5, device=device).round(decimals=4))
print(torch.randn(17, device=device)[-3:].round(decimals=4))
print(torch.rand(3, 2, device=device).round(decimals=4))
print(torch.randint(0, 10, (8,), device=device), torch.randint(5, (2, 3), device=device))
print(torch.randint(-(2**40), 2**40, (2,), device=device))
print(torch.randperm(10, device=device), torch.randperm(40, device=device)[:8])
probs = torch.tensor([0.1, 0.2, 0.3, 0.4], device=device)
print(torch.multinomial(probs, 6, replacement=True), torch.multinomial(probs, 3))
print(torch.multinomial(torch.tensor([[1.0, 0.0, 1.0], [0.0, 5.0, 1.0]], device=device), 2))
print(torch.bernoulli(torch.full((8,), 0.5, device=device)), torch.bernoulli(torch.ones(3, device=device) * 0.3, p=0.9))
print(torch.normal(torch.zeros(3, device=device), torch.tensor([1.0, 10.0, 100.0], device=device)).round(decimals=3))
print(torch.normal(2.0, 0.5, size=(3,), device=device).round(decimals=4))
t = torch.empty(4, device=device)
print(t.uniform_(-1, 1).round(decimals=4), t.normal_(5, 2).round(decimals=4))
print(t.exponential_(2.0).round(decimals=4), t.geometric_(0.3), t.random_(0, 5), t.cauchy_().round(decimals=3))
print(t.log_normal_(0, 0.5).round(decimals=4), t.bernoulli_(0.5))
d = torch.empty(3, dtype=torch.float64, device=device)
print(d.uniform_().round(decimals=6), torch.randn(3, dtype=torch.float64, device=device).round(decimals=6))
print(torch.rand_like(probs).round(decimals=4), torch.randn_like(probs).round(decimals=4), torch.randint_like(probs, 3))
state = torch.get_rng_state()
a = torch.randn(3, device=device)
torch.set_rng_state(state)
b = torch.randn(3, device=device)
print(torch.equal(a, b))
g = torch.Generator().manual_seed(7)
print(torch.randn(3, generator=g).round(decimals=4), g.initial_seed())
gs = g.get_state()
x1 = torch.rand(2, generator=g)
g.set_state(gs)
print(torch.equal(x1, torch.rand(2, generator=g)))
print(torch.randperm(6, generator=torch.Generator().manual_seed(1)))
torch.manual_seed(5)
m1 = F.dropout(torch.ones(10, device=device), p=0.5)
torch.manual_seed(5)
m2 = F.dropout(torch.ones(10, device=device), p=0.5)
print(m1, torch.equal(m1, m2))
torch.manual_seed(6)
print(F.dropout(torch.ones(2, 6, device=device), p=0.3).sum().item(), torch.nn.Dropout1d(0.5)(torch.ones(1, 4, 3, device=device))[0, :, 0])
print(torch.initial_seed())
with torch.random.fork_rng():
    torch.randn(100)
print(torch.randn(2, device=device).round(decimals=4))
