# An IterableDataset streaming generated samples, batched by DataLoader, a ChainDataset, a
# custom Sampler class, and a Dataset whose __getitem__ returns (tensor, label) tuples.
import torch
from torch.utils.data import IterableDataset, Dataset, DataLoader, ChainDataset, Sampler

device = "cpu"
torch.manual_seed(34)


class Counter(IterableDataset):
    def __init__(self, start, end):
        self.start, self.end = start, end

    def __iter__(self):
        for i in range(self.start, self.end):
            yield torch.tensor([float(i), float(i * i)]), i % 3


for xb, yb in DataLoader(Counter(0, 7), batch_size=3):
    print(xb.tolist(), yb.tolist())
print([y.tolist() for _, y in DataLoader(Counter(0, 7), batch_size=3, drop_last=True)])
chain = ChainDataset([Counter(0, 2), Counter(10, 12)])
print([int(x[0]) for x, _ in chain])


class EvenFirst(Sampler):
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        return iter(list(range(0, self.n, 2)) + list(range(1, self.n, 2)))

    def __len__(self):
        return self.n


class Squares(Dataset):
    def __len__(self):
        return 6

    def __getitem__(self, i):
        return torch.tensor([i, i * i], dtype=torch.float32), torch.tensor(i % 2)


dl = DataLoader(Squares(), batch_size=4, sampler=EvenFirst(6))
for xb, yb in dl:
    print(xb[:, 0].tolist(), yb.tolist(), yb.dtype)
model = torch.nn.Linear(2, 1).to(device)
total = sum(model(x.to(device)).sum().item() for x, _ in DataLoader(Counter(0, 5), batch_size=2))
print(f"{total:.4f}", len(dl))
