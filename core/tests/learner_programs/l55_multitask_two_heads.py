# Multi-task learning: shared trunk with a classification head and a regression head, losses
# weighted and summed, per-head gradient norms on the trunk via autograd.grad(retain_graph=True),
# separate metrics per epoch, and freezing one head mid-training.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(588)

X = torch.randn(60, 4, device=device)
cls = (X[:, 0] + X[:, 1] > 0).long()
reg = (X[:, 2] * 2 - X[:, 3]).unsqueeze(1)


class MultiTask(nn.Module):
    def __init__(self):
        super().__init__()
        self.trunk = nn.Sequential(nn.Linear(4, 16), nn.ReLU())
        self.cls_head = nn.Linear(16, 2)
        self.reg_head = nn.Linear(16, 1)

    def forward(self, x):
        h = self.trunk(x)
        return self.cls_head(h), self.reg_head(h)


m = MultiTask().to(device)
opt = torch.optim.Adam(m.parameters(), lr=0.02)
for epoch in range(8):
    if epoch == 5:
        for p in m.reg_head.parameters():
            p.requires_grad_(False)
        print("froze reg_head", sum(p.requires_grad for p in m.parameters()))
    logits, pred = m(X)
    l1 = F.cross_entropy(logits, cls)
    l2 = F.mse_loss(pred, reg)
    g1 = torch.autograd.grad(l1, m.trunk[0].weight, retain_graph=True)[0]
    g2 = torch.autograd.grad(l2, m.trunk[0].weight, retain_graph=True)[0]
    loss = l1 + 0.5 * l2
    opt.zero_grad()
    loss.backward()
    opt.step()
    acc = (logits.argmax(1) == cls).float().mean()
    print(f"epoch {epoch} ce {l1.item():.4f} mse {l2.item():.4f} acc {acc.item():.3f} "
          f"|g_cls| {g1.norm().item():.4f} |g_reg| {g2.norm().item():.4f} cos {F.cosine_similarity(g1.flatten(), g2.flatten(), 0).item():.4f}")
print(m.reg_head.weight.grad is None, m.cls_head.weight.grad.shape)
with torch.no_grad():
    lg, pr = m(X[:4])
print(lg.argmax(1).tolist(), cls[:4].tolist())
print(pr.squeeze(1).round(decimals=3), reg[:4].squeeze(1).round(decimals=3))
