# Reproducibility notes and "changing default device" checks: torch.manual_seed / random.seed,
# deterministic algorithms, seeded DataLoader generators with seed_worker, initial_seed, fork_rng,
# get_rng_state/set_rng_state, and tensors created on an explicit device.
import random
import torch
from torch.utils.data import DataLoader, TensorDataset

device = "cpu"
torch.manual_seed(0)
random.seed(0)
torch.use_deterministic_algorithms(True)
print(torch.are_deterministic_algorithms_enabled())
torch.backends.cudnn.benchmark = False
print(torch.initial_seed())


def seed_worker(worker_id):
    worker_seed = torch.initial_seed() % 2**32
    random.seed(worker_seed)


g = torch.Generator()
g.manual_seed(0)
ds = TensorDataset(torch.arange(10))
loader = DataLoader(ds, batch_size=3, shuffle=True, worker_init_fn=seed_worker, generator=g)
print([b[0].tolist() for b in loader])
g.manual_seed(0)
print([b[0].tolist() for b in loader])
print([b[0].tolist() for b in loader])

state = torch.get_rng_state()
a = torch.rand(3)
torch.set_rng_state(state)
b = torch.rand(3)
print(torch.equal(a, b))
with torch.random.fork_rng():
    torch.manual_seed(123)
    c = torch.rand(2)
d = torch.rand(2)
torch.set_rng_state(state)
torch.rand(3)
print(torch.equal(d, torch.rand(2)), c)

torch.manual_seed(42)
m1 = torch.nn.Linear(3, 2).to(device)
torch.manual_seed(42)
m2 = torch.nn.Linear(3, 2).to(device)
print(torch.equal(m1.weight, m2.weight), m1.weight.device.type == device)
print(torch.get_default_device())
t = torch.ones(2, device=device)
print(t.device.type == device, torch.zeros_like(t).device == t.device, t.new_zeros(3).device == t.device)
print(torch.randn(2, 2, generator=torch.Generator().manual_seed(7)))
print(random.random() < 1.0, torch.seed() > 0)
