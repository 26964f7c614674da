# DataLoader knobs a tutorial reader tries: a custom collate_fn that pads text, num_workers with
# worker_init_fn and get_worker_info, persistent_workers, prefetch_factor, and shuffle generators.
import torch
from torch.utils.data import Dataset, DataLoader, get_worker_info
from torch.nn.utils.rnn import pad_sequence

device = "cpu"
torch.manual_seed(0)


class Sentences(Dataset):
    def __init__(self):
        self.items = [[3, 4, 5], [6, 7], [8], [9, 10, 11, 12], [13, 14], [15]]
        self.labels = [0, 1, 0, 1, 1, 0]

    def __len__(self):
        return len(self.items)

    def __getitem__(self, i):
        return torch.tensor(self.items[i]), self.labels[i]


def pad_collate(batch):
    seqs, labels = zip(*batch)
    lengths = torch.tensor([len(s) for s in seqs])
    return pad_sequence(seqs, batch_first=True, padding_value=0), lengths, torch.tensor(labels)


ds = Sentences()
loader = DataLoader(ds, batch_size=4, shuffle=True, collate_fn=pad_collate, generator=torch.Generator().manual_seed(5))
for x, lengths, y in loader:
    x = x.to(device)
    print(x.tolist(), lengths.tolist(), y.tolist())


def init_fn(worker_id):
    info = get_worker_info()
    assert info.id == worker_id


class WhoLoads(Dataset):
    def __len__(self):
        return 8

    def __getitem__(self, i):
        info = get_worker_info()
        return torch.tensor([i, -1 if info is None else info.num_workers])


print(get_worker_info())
for workers in [0, 2]:
    dl = DataLoader(WhoLoads(), batch_size=3, num_workers=workers, worker_init_fn=init_fn if workers else None,
                    persistent_workers=workers > 0, prefetch_factor=2 if workers else None)
    print(workers, [b[:, 0].tolist() for b in dl], [b[0, 1].item() for b in dl])
dl = DataLoader(ds, batch_size=None)
first = next(iter(dl))
print(first, len(dl))
dl = DataLoader(list(range(10)), batch_size=4, drop_last=False)
print([b.tolist() for b in dl], len(dl))
it = iter(DataLoader(ds, batch_size=2, collate_fn=lambda b: b))
print(next(it), next(it)[1][1])
