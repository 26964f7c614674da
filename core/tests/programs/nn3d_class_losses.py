# nn.NLLLoss / nn.CrossEntropyLoss and F.nll_loss / F.cross_entropy beyond (N, C): K-dimensional
# inputs (N, C, d1, ...), class weights (the weighted mean's denominator), ignore_index, every
# reduction, label smoothing, class-probability targets and unbatched inputs; values and gradients.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)


def r(t, n=4):
    return [round(v, n) for v in t.detach().flatten().tolist()]


def err(f):
    try:
        f()
    except Exception as e:
        print(type(e).__name__ + ":", e)


w = torch.tensor([0.5, 1.0, 2.0, 0.25], device=device)
x4 = torch.randn(2, 4, 3, 2, device=device, requires_grad=True)
t4 = torch.randint(0, 4, (2, 3, 2), device=device)
t4[0, 1, 1] = -100
t4[1, 0, 0] = 2
x2 = torch.randn(6, 4, device=device, requires_grad=True)
t2 = torch.tensor([0, 3, 1, 1, 2, 3], device=device)
p4 = torch.softmax(torch.randn(2, 4, 3, 2, device=device), 1).requires_grad_()
cases = [
    ("nll", lambda red: nn.NLLLoss(reduction=red)(x4, t4)),
    ("nll w", lambda red: nn.NLLLoss(weight=w, reduction=red)(x4, t4)),
    ("nll w ign", lambda red: F.nll_loss(x2, t2, weight=w, ignore_index=1, reduction=red)),
    ("ce", lambda red: nn.CrossEntropyLoss(reduction=red)(x4, t4)),
    ("ce w", lambda red: nn.CrossEntropyLoss(weight=w, reduction=red)(x4, t4)),
    ("ce w ign 2d", lambda red: nn.CrossEntropyLoss(w, ignore_index=3, reduction=red)(x2, t2)),
    ("ce ls", lambda red: F.cross_entropy(x4, t4, label_smoothing=0.2, reduction=red)),
    ("ce ls w", lambda red: F.cross_entropy(x4, t4, w, label_smoothing=0.1, reduction=red)),
    ("ce ls w 2d", lambda red: F.cross_entropy(x2, t2, w, ignore_index=0, label_smoothing=0.3,
                                               reduction=red)),
    ("ce prob", lambda red: F.cross_entropy(x4, p4, reduction=red)),
    ("ce prob w ls", lambda red: nn.CrossEntropyLoss(w, reduction=red, label_smoothing=0.2)(x4, p4)),
    ("ce unbatched", lambda red: F.cross_entropy(x2[1], t2[1], w, reduction=red)),
    ("nll unbatched", lambda red: F.nll_loss(x2[2], t2[2], reduction=red)),
]
for name, f in cases:
    for red in ("none", "sum", "mean"):
        out = f(red)
        out.backward(torch.arange(out.numel(), device=device).reshape(out.shape) % 3 + 0.5)
        print(name, red, tuple(out.shape), r(out), r(x4.grad if x4.grad is not None else x2.grad))
        if p4.grad is not None:
            print("  target grad", r(p4.grad))
        x4.grad = x2.grad = p4.grad = None
m = nn.CrossEntropyLoss(weight=w, ignore_index=2, label_smoothing=0.1)
print(m, m.weight.tolist(), m.ignore_index, m.label_smoothing, m.reduction)
print(nn.NLLLoss(size_average=False), nn.NLLLoss(size_average=False).reduction)
err(lambda: F.nll_loss(x4, t4[:, :2]))
err(lambda: F.nll_loss(x2, t2[:4]))
err(lambda: F.nll_loss(x4[:, :, 0], t4[:, :, 0]))
err(lambda: F.nll_loss(x2, t2, weight=w[:3]))
err(lambda: F.cross_entropy(x4, torch.full((2, 3, 2), 5, device=device)))
err(lambda: F.cross_entropy(x4, p4, ignore_index=1))
err(lambda: F.cross_entropy(x4, t4, reduction="avg"))
