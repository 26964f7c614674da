# Reproducibility habits: torch.manual_seed giving identical draws, initial_seed, get_rng_state/
# set_rng_state to replay, a private torch.Generator not disturbing the global stream, seeding
# Python's random alongside, seeded model initialisation, and DataLoader shuffling with a generator.
import random
import torch
import torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset

device = "cpu"
torch.manual_seed(1234)


def seed_everything(seed):
    random.seed(seed)
    torch.manual_seed(seed)


print("initial_seed:", torch.initial_seed())
seed_everything(0)
a = torch.rand(3)
seed_everything(0)
b = torch.rand(3)
print("same seed, same draws:", torch.equal(a, b), a)

state = torch.get_rng_state()
print("rng state dtype/shape:", state.dtype, tuple(state.shape))
x1 = torch.randn(2)
torch.set_rng_state(state)
x2 = torch.randn(2)
print("replayed after set_rng_state:", torch.equal(x1, x2))

seed_everything(5)
g = torch.Generator().manual_seed(99)
_ = torch.randn(100, generator=g)
after_private = torch.rand(2)
seed_everything(5)
after_nothing = torch.rand(2)
print("private generator leaves global stream alone:", torch.equal(after_private, after_nothing))
print("generator initial_seed:", g.initial_seed())
g2 = torch.Generator().manual_seed(99)
print("two generators with the same seed agree:", torch.equal(torch.randn(3, generator=torch.Generator().manual_seed(99)), torch.randn(3, generator=g2)))
gs = g2.get_state()
r1 = torch.randint(0, 100, (4,), generator=g2)
g2.set_state(gs)
r2 = torch.randint(0, 100, (4,), generator=g2)
print("generator state replay:", r1.tolist(), r2.tolist())

seed_everything(3)
print("python random:", [random.randint(0, 9) for _ in range(5)], "torch:", torch.randint(0, 10, (5,)).tolist())


def make_model(seed):
    torch.manual_seed(seed)
    return nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 1)).to(device)


m1, m2, m3 = make_model(7), make_model(7), make_model(8)
same = all(torch.equal(p, q) for p, q in zip(m1.parameters(), m2.parameters()))
diff = all(torch.equal(p, q) for p, q in zip(m1.parameters(), m3.parameters()))
print("same-seed models identical:", same, "different seed identical:", diff)
print("first weight row:", m1[0].weight[0])

ds = TensorDataset(torch.arange(10))
order = lambda seed: [int(x) for (xb,) in DataLoader(ds, batch_size=5, shuffle=True, generator=torch.Generator().manual_seed(seed)) for x in xb]
print("loader order seed 0:", order(0))
print("loader order seed 0 again:", order(0))
print("loader order seed 1:", order(1))
print("randperm seeded:", torch.randperm(8, generator=torch.Generator().manual_seed(0)).tolist())


def train(seed):
    model = make_model(seed)
    opt = torch.optim.SGD(model.parameters(), lr=0.05)
    torch.manual_seed(seed)
    X = torch.randn(32, 4, device=device)
    y = X.sum(1, keepdim=True)
    for _ in range(20):
        loss = nn.functional.mse_loss(model(nn.functional.dropout(X, 0.1)), y)
        opt.zero_grad()
        loss.backward()
        opt.step()
    return loss.item()


l1, l2 = train(21), train(21)
print(f"two runs with seed 21: {l1:.6f} {l2:.6f} identical: {l1 == l2}")
print("deterministic algorithms flag:", torch.are_deterministic_algorithms_enabled())
torch.use_deterministic_algorithms(True)
print("after enabling:", torch.are_deterministic_algorithms_enabled())
torch.use_deterministic_algorithms(False)
