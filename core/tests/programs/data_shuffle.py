# Shuffling as PyTorch shuffles: DataLoader(shuffle=True) and RandomSampler draw a seed from the
# default generator with Tensor.random_, seed a torch.Generator with it and take torch.randperm
# from that; a sampler or loader given its own generator draws from it alone; random_split and
# SubsetRandomSampler with and without one; worker seeds follow the base seed.
import torch
from torch.utils.data import (
    DataLoader,
    RandomSampler,
    SubsetRandomSampler,
    TensorDataset,
    get_worker_info,
    random_split,
)

device = "cpu"
torch.manual_seed(0)
print([b.tolist() for b in DataLoader(range(10), batch_size=5, shuffle=True)])
print([b.tolist() for b in DataLoader(range(10), batch_size=5, shuffle=True)])
print(torch.rand(2))

x = torch.arange(12.0, device=device).reshape(6, 2)
ds = TensorDataset(x, torch.arange(6, device=device))
torch.manual_seed(1)
for epoch in range(3):
    print(epoch, [yb.tolist() for _, yb in DataLoader(ds, batch_size=4, shuffle=True)])

g = torch.Generator()
g.manual_seed(42)
print(list(RandomSampler(range(8), generator=g)))
print(list(RandomSampler(range(8), generator=g)))
print(list(RandomSampler(range(5), replacement=True, num_samples=7, generator=g)))
torch.manual_seed(2)
print(list(RandomSampler(range(8))), list(RandomSampler(range(4), num_samples=10)))

torch.manual_seed(3)
before = torch.get_rng_state()
loader = DataLoader(ds, batch_size=3, shuffle=True, generator=torch.Generator().manual_seed(7))
print([yb.tolist() for _, yb in loader])
print(torch.equal(before, torch.get_rng_state()))

print([s.indices for s in random_split(range(10), [3, 7], generator=torch.Generator().manual_seed(9))])
torch.manual_seed(4)
print([[s[i] for i in range(len(s))] for s in random_split(range(10), [0.5, 0.5])])
print(list(SubsetRandomSampler([10, 20, 30, 40], generator=torch.Generator().manual_seed(1))))


def show(_):
    info = get_worker_info()
    return [info.id, info.seed]


torch.manual_seed(5)
print(list(DataLoader(range(4), batch_size=None, num_workers=2, collate_fn=show)))
