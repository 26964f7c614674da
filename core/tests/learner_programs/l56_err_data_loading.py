# Data loading mistakes: a dataset without __len__, default_collate of differently sized tensors, batch_size zero, and samplers combined wrongly.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)


def attempt(label, fn):
    try:
        r = fn()
        print(label, "ok", r)
    except Exception as e:
        print(label, type(e).__name__ + ":", str(e).split("\n")[0])

from torch.utils.data import DataLoader, Dataset, TensorDataset


class NoLen(Dataset):
    def __getitem__(self, i):
        return torch.tensor([float(i)])


class Ragged(Dataset):
    def __len__(self):
        return 4

    def __getitem__(self, i):
        return torch.ones(i + 1)


class Mixed(Dataset):
    def __len__(self):
        return 2

    def __getitem__(self, i):
        return {"x": torch.ones(2) * i, "y": i}


attempt("len nolen", lambda: len(DataLoader(NoLen(), batch_size=2)))
attempt("iter nolen", lambda: next(iter(DataLoader(NoLen(), batch_size=2))).tolist())
attempt("shuffle nolen", lambda: DataLoader(NoLen(), shuffle=True))
attempt("ragged", lambda: next(iter(DataLoader(Ragged(), batch_size=2))))
attempt("ragged bs1", lambda: next(iter(DataLoader(Ragged(), batch_size=1))).tolist())
attempt("ragged list collate", lambda: [t.tolist() for t in next(iter(DataLoader(Ragged(), batch_size=2, collate_fn=list)))])
attempt("mixed", lambda: {k: v.tolist() for k, v in next(iter(DataLoader(Mixed(), batch_size=2))).items()})
attempt("bs 0", lambda: DataLoader(Ragged(), batch_size=0))
attempt("bs neg", lambda: DataLoader(Ragged(), batch_size=-1))
attempt("bs float", lambda: DataLoader(Ragged(), batch_size=1.5))
attempt("sampler shuffle", lambda: DataLoader(Ragged(), sampler=[0, 1], shuffle=True))
attempt("batch_sampler bs", lambda: DataLoader(Ragged(), batch_sampler=[[0, 1]], batch_size=2))
attempt("drop_last", lambda: len(DataLoader(Ragged(), batch_size=3, drop_last=True)))
attempt("tensordataset", lambda: TensorDataset(torch.ones(3), torch.ones(4)))
attempt("tensordataset ok", lambda: len(TensorDataset(torch.ones(3, 2), torch.ones(3))))
attempt("td index", lambda: TensorDataset(torch.ones(3))[5])
attempt("list dataset", lambda: next(iter(DataLoader([1, 2, 3], batch_size=2))).tolist())
attempt("tuple dataset", lambda: [t.tolist() for t in next(iter(DataLoader([(1, 2.0), (3, 4.0)], batch_size=2)))])
attempt("str dataset", lambda: next(iter(DataLoader(["a", "b"], batch_size=2))))
attempt("none dataset", lambda: next(iter(DataLoader([None, None], batch_size=2))))
attempt("obj dataset", lambda: next(iter(DataLoader([object()], batch_size=1))))
attempt("random_split", lambda: torch.utils.data.random_split(range(10), [3, 3]))
attempt("random_split frac", lambda: [len(s) for s in torch.utils.data.random_split(range(10), [0.5, 0.5])])
attempt("random_split bad frac", lambda: torch.utils.data.random_split(range(10), [0.5, 0.6]))
attempt("subset", lambda: torch.utils.data.Subset(range(5), [7])[0])
attempt("concat", lambda: torch.utils.data.ConcatDataset([]))
attempt("default_collate", lambda: torch.utils.data.default_collate([torch.ones(2), torch.ones(2, 1)]))
attempt("collate dtype", lambda: torch.utils.data.default_collate([1, 2.5]).dtype)
attempt("collate np", lambda: torch.utils.data.default_collate([(1, "a"), (2, "b")])[1])
attempt("collate len mismatch", lambda: torch.utils.data.default_collate([(1, 2), (3,)]))
