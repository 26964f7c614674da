# Random augmentation inside DataLoader workers: each worker is seeded with base_seed + worker_id
# (torch and random), so flips/noise drawn in __getitem__ depend on the worker, persistent workers
# keep their generator across epochs, a worker_init_fn that reseeds does not touch the main
# process's generator, and an IterableDataset is sharded with get_worker_info.
import random
import torch
from torch.utils.data import Dataset, IterableDataset, DataLoader, get_worker_info

device = "cpu"
torch.manual_seed(48)
random.seed(48)


class NoisyFlips(Dataset):
    def __init__(self, n):
        self.base = torch.arange(n * 3, dtype=torch.float32).view(n, 3)

    def __len__(self):
        return len(self.base)

    def __getitem__(self, i):
        x = self.base[i].clone()
        if random.random() < 0.5:
            x = x.flip(0)
        x = x + 0.1 * torch.randn(3)
        wid = get_worker_info().id if get_worker_info() is not None else -1
        return x, wid


def fmt(batch):
    x, wid = batch
    return [round(v, 3) for v in x.sum(1).tolist()], wid.tolist()


ds = NoisyFlips(8)
for workers in [0, 2]:
    dl = DataLoader(ds, batch_size=2, num_workers=workers)
    print(workers, [fmt(b) for b in dl])
print("main rng:", round(torch.rand(1).item(), 4), round(random.random(), 4))

dl = DataLoader(ds, batch_size=4, num_workers=2, persistent_workers=True, shuffle=True)
for epoch in range(2):
    print("persistent", epoch, [fmt(b) for b in dl])

def init_fn(worker_id):
    info = get_worker_info()
    assert info.id == worker_id and info.num_workers == 2
    torch.manual_seed(1234 + worker_id)


before = torch.get_rng_state()
dl = DataLoader(ds, batch_size=4, num_workers=2, worker_init_fn=init_fn)
print([fmt(b) for b in dl])
print("main generator drew one base seed only:", torch.equal(before, torch.get_rng_state()) is False)


class Shards(IterableDataset):
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        info = get_worker_info()
        start, step = (0, 1) if info is None else (info.id, info.num_workers)
        for i in range(start, self.n, step):
            yield torch.tensor([i, torch.randint(0, 10, ()).item()])


print([b.tolist() for b in DataLoader(Shards(7), batch_size=2)])
print([b.tolist() for b in DataLoader(Shards(7), batch_size=2, num_workers=2)])
print([b.tolist() for b in DataLoader(Shards(7), batch_size=None, num_workers=3)][:4])

model = torch.nn.Linear(3, 1).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.001)
for epoch in range(2):
    tot = 0.0
    for x, _ in DataLoader(ds, batch_size=4, shuffle=True, num_workers=2):
        x = x.to(device)
        opt.zero_grad()
        loss = (model(x).squeeze(1) - x.mean(1)).pow(2).mean()
        loss.backward()
        opt.step()
        tot += loss.item()
    print(epoch, round(tot, 3))
