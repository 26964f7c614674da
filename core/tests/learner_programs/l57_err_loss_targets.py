# Wrong targets to classification/regression losses: float targets to cross_entropy,
# one-hot mistakes, int targets to MSE, batch size mismatches, out-of-range classes.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)

logits = torch.randn(4, 3, device=device, requires_grad=True)


def attempt(label, fn):
    try:
        r = fn()
        print(label, "ok", round(r.item(), 4))
    except Exception as e:
        print(label, type(e).__name__ + ":", e)


attempt("ce int32", lambda: F.cross_entropy(logits, torch.tensor([0, 1, 2, 1], dtype=torch.int32, device=device)))
attempt("ce float class idx", lambda: F.cross_entropy(logits, torch.tensor([0.0, 1.0, 2.0, 1.0], device=device)))
attempt("ce probs ok", lambda: F.cross_entropy(logits, torch.softmax(torch.randn(4, 3, device=device), 1)))
attempt("ce batch", lambda: F.cross_entropy(logits, torch.tensor([0, 1, 2], device=device)))
attempt("ce class oob", lambda: F.cross_entropy(logits, torch.tensor([0, 1, 3, 1], device=device)))
attempt("ce negative", lambda: F.cross_entropy(logits, torch.tensor([0, -1, 2, 1], device=device)))
attempt("ce ignore -100", lambda: F.cross_entropy(logits, torch.tensor([0, -100, 2, 1], device=device)))
attempt("ce 2d target", lambda: F.cross_entropy(logits, torch.tensor([[0], [1], [2], [1]], device=device)))
attempt("nll float", lambda: F.nll_loss(F.log_softmax(logits, 1), torch.tensor([0.0, 1.0, 2.0, 1.0], device=device)))
attempt("nll uint8", lambda: F.nll_loss(F.log_softmax(logits, 1), torch.tensor([0, 1, 2, 1], dtype=torch.uint8, device=device)))
attempt("nll ok", lambda: F.nll_loss(F.log_softmax(logits, 1), torch.tensor([0, 1, 2, 1], device=device)))
pred = torch.randn(4, 1, device=device)
attempt("mse broadcast", lambda: F.mse_loss(pred, torch.randn(4, device=device)))
attempt("mse long", lambda: F.mse_loss(pred, torch.ones(4, 1, dtype=torch.long, device=device)))
attempt("mse size", lambda: F.mse_loss(pred, torch.randn(3, 1, device=device)))
attempt("bce long", lambda: F.binary_cross_entropy_with_logits(pred, torch.ones(4, 1, dtype=torch.long, device=device)))
attempt("bce shape", lambda: F.binary_cross_entropy_with_logits(pred, torch.ones(4, device=device)))
attempt("bce out of range", lambda: F.binary_cross_entropy(torch.tensor([0.5, 1.5], device=device), torch.tensor([0.0, 1.0], device=device)))
attempt("bce target range ok", lambda: F.binary_cross_entropy(torch.sigmoid(pred), torch.rand(4, 1, device=device)))
crit = nn.CrossEntropyLoss()
attempt("module args swapped", lambda: crit(torch.tensor([0, 1, 2, 1], device=device), logits))
attempt("long logits", lambda: F.cross_entropy(torch.tensor([[2, 0], [0, 2]], device=device), torch.tensor([0, 1], device=device)))
attempt("long probs target", lambda: F.cross_entropy(logits, torch.ones(4, 3, dtype=torch.long, device=device)))
attempt("smooth l1", lambda: nn.SmoothL1Loss().to(device)(pred, torch.zeros(4, 1, device=device)))
attempt("huber bad reduction", lambda: nn.HuberLoss(reduction="avg").to(device)(pred, torch.zeros(4, 1, device=device)))
