# More first-week errors, from data and module code: a Dataset without __len__ in a shuffling
# DataLoader, a bad batch_size, mixing batch_sampler with batch_size, random_split lengths that do
# not add up, a Module without forward, wrong load_state_dict shapes, unknown loss reduction, and the
# optimizer/scheduler argument errors.
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.utils.data import Dataset, DataLoader, TensorDataset, random_split

device = "cpu"
torch.manual_seed(0)


def attempt(label, fn):
    try:
        out = fn()
        print(f"{label}: ok", "" if out is None else out)
    except Exception as e:
        msg = str(e).strip().splitlines()[0] if str(e).strip() else ""
        print(f"{label}: {type(e).__name__}: {msg}")


class NoLen(Dataset):
    def __getitem__(self, i):
        return i


ds = TensorDataset(torch.arange(10.0), torch.arange(10))
attempt("no __len__ shuffle", lambda: list(DataLoader(NoLen(), shuffle=True)))
attempt("batch_size 0", lambda: DataLoader(ds, batch_size=0))
attempt("batch_size float", lambda: DataLoader(ds, batch_size=2.5))
attempt("sampler + shuffle", lambda: DataLoader(ds, sampler=range(10), shuffle=True))
attempt("batch_sampler + batch_size", lambda: DataLoader(ds, batch_sampler=[[0, 1]], batch_size=2))
attempt("tensor dataset sizes", lambda: TensorDataset(torch.zeros(3), torch.zeros(4)))
attempt("random_split sum", lambda: random_split(ds, [3, 3]))
attempt("random_split fractions", lambda: [len(s) for s in random_split(ds, [0.7, 0.3])])
attempt("dataset index", lambda: ds[10])
attempt("negative num_workers", lambda: DataLoader(ds, num_workers=-1))


class NoForward(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(2, 2)


class Holder(nn.Module):
    def __init__(self):
        super().__init__()
        self.w = nn.Parameter(torch.ones(2))


attempt("missing forward", lambda: NoForward()(torch.zeros(1, 2)))
h = Holder()
attempt("assign param ok", lambda: setattr(h, "w", nn.Parameter(torch.zeros(3))))
attempt("param from non-leaf", lambda: h.register_parameter("v", (torch.ones(1, requires_grad=True) * 2)))
attempt("module attr missing", lambda: h.nothing)
attempt("add_module bad name", lambda: h.add_module("a.b", nn.ReLU()))
attempt("add_module not module", lambda: h.add_module("x", 3))
sd = nn.Linear(3, 2).state_dict()
attempt("load shapes", lambda: nn.Linear(2, 2).load_state_dict(sd))
attempt("load extra key", lambda: nn.Linear(3, 2).load_state_dict({**sd, "extra": torch.zeros(1)}))
attempt("reduction", lambda: F.mse_loss(torch.zeros(2), torch.zeros(2), reduction="avg"))
attempt("l1 reduction none", lambda: F.l1_loss(torch.ones(2), torch.zeros(2), reduction="none").tolist())
attempt("smooth_l1 beta", lambda: round(F.smooth_l1_loss(torch.tensor([2.0]), torch.zeros(1), beta=0.5).item(), 4))
attempt("huber delta", lambda: round(F.huber_loss(torch.tensor([2.0]), torch.zeros(1), delta=0.5).item(), 4))
attempt("kl_div default", lambda: round(F.kl_div(torch.log(torch.tensor([0.5, 0.5])), torch.tensor([0.9, 0.1]), reduction="sum").item(), 4))
p = nn.Linear(1, 1)
opt = torch.optim.SGD(p.parameters(), lr=0.1)
attempt("steplr missing step_size", lambda: torch.optim.lr_scheduler.StepLR(opt))
attempt("scheduler non-optimizer", lambda: torch.optim.lr_scheduler.StepLR(p, 1))
attempt("optimizer tensor param", lambda: torch.optim.SGD(torch.zeros(2, requires_grad=True), lr=0.1))
attempt("optimizer non-leaf", lambda: torch.optim.SGD([torch.ones(1, requires_grad=True) * 2], lr=0.1))
attempt("zero_grad before backward", lambda: opt.zero_grad())
attempt("step without grads", lambda: opt.step())
attempt("clip with no grads", lambda: nn.utils.clip_grad_norm_(p.parameters(), 1.0).item())
attempt("param_groups", lambda: len(opt.param_groups))
