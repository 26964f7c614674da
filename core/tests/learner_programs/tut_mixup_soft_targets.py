# Mixup augmentation on a toy classification task: lambda drawn from Beta(alpha, alpha) with
# Python's random.betavariate (as the paper's code draws it with NumPy),
# mixing inputs and one-hot targets, cross_entropy with probability targets (soft labels),
# the equivalent lam * CE(y_a) + (1 - lam) * CE(y_b) form, and a comparison with plain training.
import random
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(31)
random.seed(31)

n, C = 300, 3
centers = torch.tensor([[0.0, 2.0], [1.7, -1.0], [-1.7, -1.0]])
y = torch.randint(0, C, (n,))
X = centers[y] + 0.9 * torch.randn(n, 2)
X, y = X.to(device), y.to(device)
X_test_cpu_y = torch.randint(0, C, (200,))
X_test = (centers[X_test_cpu_y] + 0.9 * torch.randn(200, 2)).to(device)
y_test = X_test_cpu_y.to(device)

alpha = 0.4
lams = [random.betavariate(alpha, alpha) for _ in range(6)]
print("some lambdas:", [round(v, 3) for v in lams])
print(f"Beta({alpha}, {alpha}) mean {0.5:.2f} variance {1 / (4 * (2 * alpha + 1)):.4f}")

logits = torch.tensor([[2.0, 0.5, -1.0], [0.0, 0.0, 3.0]], device=device)
soft = torch.tensor([[0.7, 0.3, 0.0], [0.1, 0.1, 0.8]], device=device)
print(f"CE with probability targets: {F.cross_entropy(logits, soft).item():.4f}")
manual = -(soft * F.log_softmax(logits, 1)).sum(1).mean()
print(f"manual soft CE: {manual.item():.4f}")
print(f"soft CE + label_smoothing: {F.cross_entropy(logits, soft, label_smoothing=0.1).item():.4f}")
hard = torch.tensor([0, 2], device=device)
print("one-hot targets equal hard labels:", torch.isclose(F.cross_entropy(logits, F.one_hot(hard, 3).float()), F.cross_entropy(logits, hard)).item())


def mixup(x, y_onehot, lam):
    perm = torch.randperm(x.size(0), device=x.device)
    return lam * x + (1 - lam) * x[perm], lam * y_onehot + (1 - lam) * y_onehot[perm], perm


def train(use_mixup):
    torch.manual_seed(0)
    model = nn.Sequential(nn.Linear(2, 32), nn.ReLU(), nn.Linear(32, C)).to(device)
    opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
    for epoch in range(20):
        for i in range(0, n, 50):
            xb, yb = X[i:i + 50], y[i:i + 50]
            if use_mixup:
                lam = random.betavariate(alpha, alpha)
                xm, ym, perm = mixup(xb, F.one_hot(yb, C).float(), lam)
                out = model(xm)
                loss = F.cross_entropy(out, ym)
                alt = lam * F.cross_entropy(out, yb) + (1 - lam) * F.cross_entropy(out, yb[perm])
                assert torch.allclose(loss, alt, atol=1e-5)
            else:
                loss = F.cross_entropy(model(xb), yb)
            opt.zero_grad()
            loss.backward()
            opt.step()
    with torch.no_grad():
        out = model(X_test)
        acc = (out.argmax(1) == y_test).float().mean().item()
        conf = out.softmax(1).max(1).values.mean().item()
        nll = F.cross_entropy(out, y_test).item()
    return acc, conf, nll


for flag in (False, True):
    acc, conf, nll = train(flag)
    print(f"mixup={flag!s:5s} test acc {acc:.3f} mean confidence {conf:.3f} test NLL {nll:.4f}")
