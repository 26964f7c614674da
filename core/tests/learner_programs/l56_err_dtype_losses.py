# dtype and shape mistakes in losses: cross_entropy with float or wrong-shaped targets, nll_loss on integers, mse_loss on integer tensors, BCE with integer targets.
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

logits = torch.randn(4, 3, device=device)
t = torch.tensor([0, 2, 1, 1], device=device)
attempt("ce ok", lambda: round(F.cross_entropy(logits, t).item(), 4))
attempt("ce float targets", lambda: F.cross_entropy(logits, t.float()))
attempt("ce probs", lambda: round(F.cross_entropy(logits, F.softmax(torch.randn(4, 3, device=device), 1)).item(), 4))
attempt("ce 2d target", lambda: F.cross_entropy(logits, t.view(4, 1)))
attempt("ce int32", lambda: F.cross_entropy(logits, t.int()))
attempt("ce uint8", lambda: F.cross_entropy(logits, t.to(torch.uint8)))
attempt("ce batch", lambda: F.cross_entropy(logits, t[:3]))
attempt("ce 1d logits", lambda: round(F.cross_entropy(logits[0], t[0]).item(), 4))
attempt("ce 1d logits vec", lambda: F.cross_entropy(logits[0], t))
attempt("ce int logits", lambda: F.cross_entropy(t.view(2, 2), torch.tensor([0, 1], device=device)))
attempt("ce -1", lambda: F.cross_entropy(logits, torch.tensor([0, -1, 1, 1], device=device)))
attempt("ce ignore", lambda: round(F.cross_entropy(logits, torch.tensor([0, -100, 1, 1], device=device)).item(), 4))
attempt("ce float shape", lambda: F.cross_entropy(logits, torch.rand(4, 2, device=device)))
attempt("nll int", lambda: F.nll_loss(t.view(2, 2), torch.tensor([0, 1], device=device)))
attempt("nll float target", lambda: F.nll_loss(logits, t.float()))
attempt("nll 3d target", lambda: F.nll_loss(logits, t.view(2, 2)))
attempt("mse int float", lambda: F.mse_loss(t.float(), t).item())
attempt("mse float int", lambda: F.mse_loss(t, t.float()))
attempt("bce int target", lambda: F.binary_cross_entropy(torch.full((4,), 0.5, device=device), t))
attempt("bce shape", lambda: F.binary_cross_entropy(torch.full((4, 1), 0.5, device=device), torch.ones(4, device=device)))
attempt("bcel int target", lambda: F.binary_cross_entropy_with_logits(logits[:, 0], t))
attempt("bcel shape", lambda: F.binary_cross_entropy_with_logits(logits, torch.ones(4, device=device)))
attempt("nn.CE class", lambda: nn.CrossEntropyLoss()(logits, t.float()))
attempt("CE weight", lambda: nn.CrossEntropyLoss(weight=torch.ones(2, device=device))(logits, t))
attempt("smooth", lambda: round(nn.CrossEntropyLoss(label_smoothing=0.1)(logits, t).item(), 4))
attempt("smooth bad", lambda: nn.CrossEntropyLoss(label_smoothing=1.5)(logits, t))
attempt("reduction", lambda: F.mse_loss(logits, logits, reduction="avg"))
attempt("kl", lambda: round(F.kl_div(F.log_softmax(logits, 1), F.softmax(logits, 1), reduction="batchmean").item(), 4))
