# A linear SVM trained with autograd: the hinge loss max(0, 1 - y f(x)) with labels in {-1, +1},
# an L2 penalty, support vectors as the points with margin <= 1, nn.HingeEmbeddingLoss and
# nn.MultiMarginLoss for the multiclass (Crammer-Singer-style) version, and nn.SoftMarginLoss.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(4)

n = 100
X = torch.cat([torch.randn(n, 2) + torch.tensor([2.0, 2.0]), torch.randn(n, 2) - torch.tensor([2.0, 2.0])]).to(device)
y = torch.cat([torch.ones(n), -torch.ones(n)]).to(device)

w = torch.zeros(2, device=device, requires_grad=True)
b = torch.zeros(1, device=device, requires_grad=True)
opt = torch.optim.SGD([w, b], lr=0.05)
C = 1.0
for epoch in range(200):
    margins = y * (X @ w + b)
    hinge = torch.clamp(1 - margins, min=0).mean()
    loss = 0.5 * (w @ w) / len(X) + C * hinge
    opt.zero_grad()
    loss.backward()
    opt.step()
    if epoch % 50 == 49:
        print(f"epoch {epoch + 1}: loss {loss.item():.4f} hinge {hinge.item():.4f}")

with torch.no_grad():
    margins = y * (X @ w + b)
    acc = (torch.sign(X @ w + b) == y).float().mean().item()
    sv = (margins <= 1.0 + 1e-6).sum().item()
print(f"w = [{w[0].item():.3f}, {w[1].item():.3f}] b = {b.item():.3f}")
print(f"accuracy {acc:.3f}, support vectors {sv}, margin width {2 / w.norm().item():.3f}")

d = torch.tensor([0.3, 1.5, 0.8, 2.0], device=device)
t = torch.tensor([1.0, -1.0, -1.0, 1.0], device=device)
he = nn.HingeEmbeddingLoss(margin=1.0, reduction="none")
print("HingeEmbeddingLoss:", he(d, t))
print("by hand:", torch.where(t == 1, d, torch.clamp(1.0 - d, min=0)))
sm = nn.SoftMarginLoss()
print(f"SoftMarginLoss: {sm(d, t).item():.4f}, by hand {torch.log1p(torch.exp(-t * d)).mean().item():.4f}")

scores = torch.tensor([[0.1, 0.2, 0.4, 0.8], [2.0, -1.0, 0.5, 0.0]], device=device)
targets = torch.tensor([3, 0], device=device)
mm = nn.MultiMarginLoss()
print(f"MultiMarginLoss: {mm(scores, targets).item():.4f}")
manual = []
for s, tgt in zip(scores, targets):
    others = torch.cat([s[:tgt], s[tgt + 1:]])
    manual.append(torch.clamp(1 - s[tgt] + others, min=0).sum() / s.numel())
print(f"by hand: {torch.stack(manual).mean().item():.4f}")
print(f"p=2, margin=0.5: {nn.MultiMarginLoss(p=2, margin=0.5)(scores, targets).item():.4f}")
print(f"with class weights: {nn.MultiMarginLoss(weight=torch.tensor([1.0, 2.0, 1.0, 0.5], device=device))(scores, targets).item():.4f}")

# Multiclass linear SVM on 3 blobs with MultiMarginLoss.
centers = torch.tensor([[0.0, 3.0], [3.0, -2.0], [-3.0, -2.0]])
labels = torch.randint(0, 3, (150,))
pts = (centers[labels] + torch.randn(150, 2)).to(device)
labels = labels.to(device)
clf = nn.Linear(2, 3).to(device)
opt = torch.optim.SGD(clf.parameters(), lr=0.1, weight_decay=1e-3)
for epoch in range(100):
    loss = mm(clf(pts), labels)
    opt.zero_grad()
    loss.backward()
    opt.step()
with torch.no_grad():
    acc = (clf(pts).argmax(1) == labels).float().mean().item()
print(f"multiclass SVM loss {loss.item():.4f} accuracy {acc:.3f}")
