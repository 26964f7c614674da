# DistributedSampler without a process group (num_replicas and rank given by hand, as people test
# sharding on one machine): the shards each rank sees, padding to equal length, drop_last,
# shuffle with set_epoch, and every index covered once per epoch.
import torch
from torch.utils.data import DataLoader, TensorDataset
from torch.utils.data.distributed import DistributedSampler

device = "cpu"
torch.manual_seed(53)
ds = TensorDataset(torch.arange(10))
for shuffle in [False, True]:
    for drop_last in [False, True]:
        shards = [list(DistributedSampler(ds, num_replicas=3, rank=r, shuffle=shuffle, seed=7, drop_last=drop_last)) for r in range(3)]
        flat = sorted(i for s in shards for i in s)
        print(shuffle, drop_last, shards, len(flat), len(set(flat)))
s0 = DistributedSampler(ds, num_replicas=2, rank=0)
orders = []
for epoch in range(3):
    s0.set_epoch(epoch)
    orders.append(list(s0))
print(orders)
s0.set_epoch(0)
print(list(s0) == orders[0], len(s0), s0.num_samples, s0.total_size)
loader = DataLoader(ds, batch_size=2, sampler=DistributedSampler(ds, num_replicas=4, rank=3, shuffle=False))
print([b[0].tolist() for b in loader])
try:
    DistributedSampler(ds, num_replicas=2, rank=2)
except ValueError as e:
    print("ValueError:", e)
try:
    DistributedSampler(ds)
except (RuntimeError, ValueError) as e:
    print(type(e).__name__)

model = torch.nn.Linear(1, 1).to(device)
grads = []
for rank in range(2):
    model.zero_grad()
    sampler = DistributedSampler(ds, num_replicas=2, rank=rank, shuffle=False)
    for (xb,) in DataLoader(ds, batch_size=5, sampler=sampler):
        xb = xb.float().unsqueeze(1).to(device) / 10
        (model(xb) - 2 * xb).pow(2).mean().backward()
    grads.append(model.weight.grad.clone())
avg = (grads[0] + grads[1]) / 2
model.zero_grad()
xa = torch.arange(10).float().unsqueeze(1).to(device) / 10
(model(xa) - 2 * xa).pow(2).mean().backward()
print("averaged shard grads == full batch:", torch.allclose(avg, model.weight.grad, atol=1e-6))
