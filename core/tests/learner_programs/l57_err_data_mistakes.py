# Data mistakes: TensorDataset with mismatched lengths, ragged samples in default collate,
# indexing past the end, DataLoader batch_size errors, and last partial batches.
import torch
from torch.utils.data import TensorDataset, DataLoader, Dataset, random_split

device = "cpu"
torch.manual_seed(0)


def attempt(label, fn):
    try:
        r = fn()
        print(label, "ok", r)
    except Exception as e:
        print(label, type(e).__name__ + ":", e)


X = torch.arange(20, dtype=torch.float32).reshape(10, 2)
Y = torch.arange(10)
attempt("mismatch", lambda: TensorDataset(X, Y[:8]))
ds = TensorDataset(X, Y)
attempt("len", lambda: len(ds))
attempt("item", lambda: ds[3])
attempt("past end", lambda: ds[10])
attempt("neg", lambda: ds[-1][1].item())


class Ragged(Dataset):
    def __len__(self):
        return 4

    def __getitem__(self, i):
        return torch.ones(i + 1), i


attempt("ragged collate", lambda: next(iter(DataLoader(Ragged(), batch_size=2))))
attempt("batch_size 0", lambda: DataLoader(ds, batch_size=0))
attempt("batch_size float", lambda: DataLoader(ds, batch_size=2.5))
attempt("shuffle+sampler", lambda: DataLoader(ds, shuffle=True, sampler=range(10)))
loader = DataLoader(ds, batch_size=4)
print("batches", len(loader), [tuple(b[0].shape) for b in loader])
loader = DataLoader(ds, batch_size=4, drop_last=True)
print("drop_last", len(loader), [b[1].tolist() for b in loader])
attempt("split bad", lambda: random_split(ds, [5, 6]))
a, b = random_split(ds, [0.7, 0.3], generator=torch.Generator().manual_seed(0))
print(len(a), len(b), sorted(a.indices), sorted(b.indices))


class NoLen(Dataset):
    def __getitem__(self, i):
        return i


attempt("no len", lambda: len(DataLoader(NoLen(), batch_size=2)))
attempt("dict samples", lambda: next(iter(DataLoader([{"x": torch.tensor([1.0]), "y": 1}, {"x": torch.tensor([2.0]), "y": 0}], batch_size=2))))
attempt("none sample", lambda: next(iter(DataLoader([None, None], batch_size=2))))
attempt("str samples", lambda: next(iter(DataLoader(["a", "b"], batch_size=2))))
for xb, yb in DataLoader(ds, batch_size=3):
    xb, yb = xb.to(device), yb.to(device)
print("last batch", xb.tolist(), yb.tolist())
