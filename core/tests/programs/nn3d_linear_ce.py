# nn.LinearCrossEntropyLoss and F.linear_cross_entropy (the reference path, options=None): the
# Linear's init under a seed, class-index and class-probability targets, out_features (a
# K-dimensional loss), bias, weight, ignore_index, label smoothing; values and gradients.
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


x = torch.randn(6, 5, device=device, requires_grad=True)
cases = [
    (nn.LinearCrossEntropyLoss(5, 4), torch.tensor([0, 3, 1, 1, 2, 3], device=device)),
    (nn.LinearCrossEntropyLoss(5, 3, out_features=(2, 2), bias=True, reduction="sum",
                               ignore_index=1), torch.randint(0, 3, (6, 2, 2), device=device)),
    (nn.LinearCrossEntropyLoss(5, 4, weight=torch.tensor([1.0, 2.0, 0.5, 1.5]),
                               label_smoothing=0.2, reduction="none"),
     torch.tensor([2, 0, 1, 3, 3, 0], device=device)),
    (nn.LinearCrossEntropyLoss(5, 4, bias=True),
     torch.softmax(torch.randn(6, 4, device=device), 1)),
]
for m, t in cases:
    m.to(device)
    print(m)
    out = m(x, t)
    out.backward(torch.ones_like(out))
    print(tuple(out.shape), r(out), r(x.grad, 3)[:10])
    print(r(m.linear.weight.grad, 3)[:8], None if m.linear.bias is None else r(m.linear.bias.grad, 3))
    x.grad = None
w = torch.randn(3, 2, 5, device=device)
print(r(F.linear_cross_entropy(x[0], w[:, 0], torch.tensor(2, device=device))))
print(r(F.linear_cross_entropy(x, w, torch.randint(0, 3, (6, 2), device=device), reduction="none")))
err(lambda: F.linear_cross_entropy(x.reshape(2, 3, 5), w, torch.zeros(2, dtype=torch.long)))
err(lambda: F.linear_cross_entropy(x[:, :4], w, torch.zeros(6, 2, dtype=torch.long)))
err(lambda: F.linear_cross_entropy(x[0], w, torch.zeros(2, dtype=torch.long)))
err(lambda: F.linear_cross_entropy(x, w[:, 0], torch.rand(6, 3), ignore_index=0))
err(lambda: nn.LinearCrossEntropyLoss(5, 4, weight=torch.ones(3)))
err(lambda: nn.LinearCrossEntropyLoss(5, 4, label_smoothing=1.5))
