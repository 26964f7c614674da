# The errors a learner meets first, caught and printed: wrong conv channels, wrong LSTM input
# size, BatchNorm feature mismatch, float targets for CrossEntropyLoss of the wrong shape, target
# out of range, Embedding index out of range, cat/stack size mismatches, ragged torch.tensor,
# in-place on a leaf that requires grad, requires_grad on ints, an
# empty optimizer, out-of-bounds indexing, and reshape to an impossible shape.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)


def attempt(label, fn):
    try:
        fn()
        print(f"{label}: ok")
    except Exception as e:
        msg = str(e).strip().splitlines()[0] if str(e).strip() else ""
        print(f"{label}: {type(e).__name__}: {msg}")


x_img = torch.randn(2, 3, 8, 8, device=device)
attempt("conv channels", lambda: nn.Conv2d(1, 4, 3).to(device)(x_img))
attempt("conv 3-D input ok", lambda: nn.Conv2d(3, 4, 3).to(device)(x_img[0]))
attempt("conv kernel too big", lambda: nn.Conv2d(3, 4, 9).to(device)(x_img))
attempt("lstm input size", lambda: nn.LSTM(4, 8, batch_first=True).to(device)(torch.randn(2, 5, 3, device=device)))
attempt("batchnorm features", lambda: nn.BatchNorm2d(4).to(device)(x_img))
attempt("batchnorm1d rank", lambda: nn.BatchNorm1d(3).to(device)(torch.randn(2, 3, 4, 5, device=device)))
logits = torch.randn(4, 3, device=device)
attempt("ce float target shape", lambda: F.cross_entropy(logits, torch.rand(4, 5, device=device)))
attempt("ce target out of range", lambda: F.cross_entropy(logits, torch.tensor([0, 1, 2, 3], device=device)))
attempt("ce batch mismatch", lambda: F.cross_entropy(logits, torch.tensor([0, 1], device=device)))
attempt("ce float class target", lambda: F.cross_entropy(logits, torch.tensor([0.0, 1.0, 2.0, 1.0], device=device)))
attempt("nll 1-D target of 2-D", lambda: F.nll_loss(logits, torch.tensor([[0], [1], [2], [1]], device=device)))
attempt("bce out of range", lambda: F.binary_cross_entropy(torch.tensor([1.5], device=device), torch.tensor([1.0], device=device)))
attempt("bce shape", lambda: F.binary_cross_entropy(torch.rand(3, device=device), torch.rand(4, device=device)))
attempt("embedding index", lambda: nn.Embedding(5, 2).to(device)(torch.tensor([1, 5], device=device)))
attempt("embedding float index", lambda: nn.Embedding(5, 2).to(device)(torch.tensor([1.0], device=device)))
attempt("cat sizes", lambda: torch.cat([torch.zeros(2, 3), torch.zeros(2, 4)], dim=0))
attempt("stack sizes", lambda: torch.stack([torch.zeros(3), torch.zeros(4)]))
attempt("ragged tensor", lambda: torch.tensor([[1, 2], [3]]))
w = torch.ones(3, requires_grad=True)
attempt("in-place leaf", lambda: w.add_(1))
attempt("requires_grad int", lambda: torch.tensor([1, 2], requires_grad=True))
attempt("empty optimizer", lambda: torch.optim.SGD([], lr=0.1))
attempt("negative lr", lambda: torch.optim.Adam(nn.Linear(1, 1).parameters(), lr=-1))
attempt("bad betas", lambda: torch.optim.Adam(nn.Linear(1, 1).parameters(), betas=(1.0, 0.999)))
attempt("index out of bounds", lambda: torch.arange(5)[5])
attempt("dim out of range", lambda: torch.zeros(2, 3).sum(dim=2))
attempt("reshape", lambda: torch.arange(6).reshape(4, -1))
attempt("two -1", lambda: torch.arange(6).view(-1, -1))
attempt("softmax dim", lambda: F.softmax(torch.zeros(2, 3), dim=3))
attempt("mse shapes broadcast", lambda: print(F.mse_loss(torch.zeros(3, 1), torch.ones(3, 1)).item()))
attempt("one_hot negative", lambda: F.one_hot(torch.tensor([-1, 0])))
attempt("one_hot classes", lambda: F.one_hot(torch.tensor([3]), num_classes=2))
attempt("randint bounds", lambda: torch.randint(5, 2, (3,)))
attempt("multinomial too many", lambda: torch.multinomial(torch.tensor([0.5, 0.5]), 3))
attempt("grad of non-scalar", lambda: (torch.ones(2, requires_grad=True) * 2).backward())
attempt("no grad_fn", lambda: torch.ones(2).sum().backward())
attempt("load_state_dict keys", lambda: nn.Linear(2, 2).load_state_dict({"weight": torch.zeros(2, 2)}))
attempt("pad odd", lambda: F.pad(torch.zeros(2, 2), (1,)))
attempt("max_pool too small", lambda: F.max_pool2d(torch.zeros(1, 1, 1, 1), 2))
