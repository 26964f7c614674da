# Target dtypes learners get wrong in binary classification and distillation: Long 0/1 labels
# passed to BCELoss / BCEWithLogitsLoss (PyTorch refuses them), the fix with .float(), a float64
# target from a CSV with Huber/MSE losses, and kl_div with integer targets.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)

model = nn.Sequential(nn.Linear(3, 8), nn.ReLU(), nn.Linear(8, 1)).to(device)
x = torch.randn(10, 3, device=device)
labels = (x[:, 0] > 0).long()
logits = model(x).squeeze(1)
for name, fn in [("BCEWithLogitsLoss", lambda: nn.BCEWithLogitsLoss()(logits, labels)),
                 ("BCELoss", lambda: nn.BCELoss()(torch.sigmoid(logits), labels)),
                 ("bce bool", lambda: F.binary_cross_entropy_with_logits(logits, labels.bool())),
                 ("bce double", lambda: F.binary_cross_entropy(torch.sigmoid(logits), labels.double()))]:
    try:
        fn()
        print(name, "ok")
    except (RuntimeError, NotImplementedError) as e:
        print(name, type(e).__name__, "-", e)
opt = torch.optim.Adam(model.parameters(), lr=0.05)
for step in range(5):
    logits = model(x).squeeze(1)
    loss = nn.BCEWithLogitsLoss()(logits, labels.float())
    opt.zero_grad()
    loss.backward()
    opt.step()
    print(f"step {step} loss {loss.item():.4f}")
probs = torch.sigmoid(model(x).squeeze(1))
print(f"bce {F.binary_cross_entropy(probs, labels.float()).item():.4f}")
print(f"acc {((probs > 0.5).long() == labels).float().mean().item():.2f}")

target64 = torch.linspace(-1, 1, 10, dtype=torch.float64, device=device)
pred = model(x).squeeze(1)
h = F.huber_loss(pred, target64, delta=0.5)
m = F.mse_loss(pred, target64)
s = F.smooth_l1_loss(pred, target64)
print(h.dtype, m.dtype, s.dtype)
print(f"{h.item():.5f} {m.item():.5f} {s.item():.5f}")
print(nn.HuberLoss(reduction="none")(pred[:3], target64[:3]).dtype)
teacher = torch.tensor([[2, 1, 0]], device=device)
student = F.log_softmax(torch.randn(1, 3, device=device), dim=1)
try:
    F.kl_div(student, teacher, reduction="batchmean")
except RuntimeError as e:
    print("kl_div:", e)
print(f"{F.kl_div(student, F.softmax(teacher.float(), dim=1), reduction='batchmean').item():.5f}")
