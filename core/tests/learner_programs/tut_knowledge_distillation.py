# Knowledge distillation: a larger teacher trained first, then a small student trained on a mix of
# hard-label cross entropy and the KL divergence between temperature-softened distributions
# (scaled by T^2), compared with a student trained on labels alone.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(4)

X = torch.randn(200, 10)
W = torch.randn(10, 4)
y = (X @ W + 0.5 * torch.randn(200, 4)).argmax(1)
X, y = X.to(device), y.to(device)
Xtr, ytr, Xte, yte = X[:150], y[:150], X[150:], y[150:]


def mlp(hidden):
    return nn.Sequential(nn.Linear(10, hidden), nn.ReLU(), nn.Linear(hidden, 4)).to(device)


def accuracy(m, X, y):
    m.eval()
    with torch.no_grad():
        return (m(X).argmax(1) == y).float().mean().item()


teacher = mlp(64)
opt = torch.optim.Adam(teacher.parameters(), lr=0.01)
for epoch in range(60):
    loss = F.cross_entropy(teacher(Xtr), ytr)
    opt.zero_grad()
    loss.backward()
    opt.step()
print(f"teacher loss {loss.item():.4f} test acc {accuracy(teacher, Xte, yte):.3f}")
print("params teacher", sum(p.numel() for p in teacher.parameters()))


def distill_loss(student_logits, teacher_logits, labels, T=4.0, alpha=0.7):
    soft = F.kl_div(F.log_softmax(student_logits / T, dim=1), F.softmax(teacher_logits / T, dim=1),
                    reduction="batchmean") * T * T
    hard = F.cross_entropy(student_logits, labels)
    return alpha * soft + (1 - alpha) * hard, soft, hard


teacher.eval()
with torch.no_grad():
    t_logits = teacher(Xtr)
for mode in ["labels", "distill"]:
    torch.manual_seed(1)
    student = mlp(6)
    opt = torch.optim.Adam(student.parameters(), lr=0.02)
    for epoch in range(60):
        student.train()
        s_logits = student(Xtr)
        if mode == "labels":
            loss = F.cross_entropy(s_logits, ytr)
        else:
            loss, soft, hard = distill_loss(s_logits, t_logits, ytr)
        opt.zero_grad()
        loss.backward()
        opt.step()
    extra = f" soft {soft.item():.4f} hard {hard.item():.4f}" if mode == "distill" else ""
    print(f"{mode:8s} loss {loss.item():.4f}{extra} test acc {accuracy(student, Xte, yte):.3f}")
print("params student", sum(p.numel() for p in student.parameters()))
with torch.no_grad():
    agree = (student(Xte).argmax(1) == teacher(Xte).argmax(1)).float().mean()
print(f"student/teacher agreement {agree.item():.3f}")
p_t = F.softmax(t_logits[:1] / 4.0, dim=1)
print("softened teacher", p_t.round(decimals=3))
