# Dataset composition: ConcatDataset indexing across boundaries (and negative indices),
# cumulative_sizes, ChainDataset of IterableDatasets, StackDataset with tuple and dict forms,
# Subset of a Subset, random_split with a generator and lengths, and DataLoader over each.
import torch
from torch.utils.data import (ChainDataset, ConcatDataset, DataLoader, IterableDataset, StackDataset, Subset,
                              TensorDataset, random_split)

device = "cpu"
torch.manual_seed(179)

a = TensorDataset(torch.arange(3, device=device), torch.zeros(3, device=device))
b = TensorDataset(torch.arange(10, 15, device=device), torch.ones(5, device=device))
cat = ConcatDataset([a, b])
print(len(cat), cat.cumulative_sizes, cat[2], cat[3], cat[-1])
print([x.item() for x, _ in DataLoader(cat, batch_size=3)][0] if False else [bx.tolist() for bx, _ in DataLoader(cat, batch_size=3)])
try:
    cat[8]
except IndexError as e:
    print("IndexError:", e)


class Counter(IterableDataset):
    def __init__(self, start, stop):
        self.start, self.stop = start, stop

    def __iter__(self):
        return iter(range(self.start, self.stop))


chain = ChainDataset([Counter(0, 3), Counter(100, 102)])
print(list(chain), [b.tolist() for b in DataLoader(chain, batch_size=2)])
stack = StackDataset(torch.arange(4, device=device), torch.arange(4, device=device) * 2)
print(len(stack), stack[1], [x for x in DataLoader(stack, batch_size=3)])
dstack = StackDataset(img=torch.arange(4, device=device), label=torch.tensor([0, 1, 0, 1], device=device))
print(dstack[2], next(iter(DataLoader(dstack, batch_size=4))))
sub = Subset(cat, [7, 6, 5, 4, 3])
subsub = Subset(sub, [0, 2, 4])
print(len(subsub), [subsub[i][0].item() for i in range(3)], subsub.indices, subsub.dataset is sub)
g = torch.Generator().manual_seed(42)
train, val, test = random_split(range(10), [5, 3, 2], generator=g)
print(list(train), list(val), list(test), type(train).__name__)
g = torch.Generator().manual_seed(42)
parts = random_split(cat, [0.5, 0.25, 0.25], generator=g)
print([len(p) for p in parts], [p.indices for p in parts])
try:
    random_split(range(10), [5, 4])
except ValueError as e:
    print("ValueError:", e)
dl = DataLoader(parts[0], batch_size=2, shuffle=True, generator=torch.Generator().manual_seed(3))
print([bx.tolist() for bx, by in dl])
