# Focal loss written by hand for an imbalanced binary problem (from logits, with alpha balancing),
# checked against BCE at gamma=0, plus a multi-class focal loss through log_softmax and gather.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(16)


def binary_focal(logits, targets, gamma=2.0, alpha=0.25, reduction="mean"):
    ce = F.binary_cross_entropy_with_logits(logits, targets, reduction="none")
    p = torch.sigmoid(logits)
    p_t = p * targets + (1 - p) * (1 - targets)
    loss = ce * (1 - p_t) ** gamma
    if alpha >= 0:
        loss = (alpha * targets + (1 - alpha) * (1 - targets)) * loss
    return {"none": loss, "mean": loss.mean(), "sum": loss.sum()}[reduction]


class FocalCE(nn.Module):
    def __init__(self, gamma=2.0, weight=None):
        super().__init__()
        self.gamma = gamma
        self.register_buffer("weight", weight)

    def forward(self, logits, target):
        logp = F.log_softmax(logits, dim=-1).gather(1, target.unsqueeze(1)).squeeze(1)
        pt = logp.exp()
        loss = -((1 - pt) ** self.gamma) * logp
        if self.weight is not None:
            loss = loss * self.weight[target]
        return loss.mean()


logits = torch.randn(10, device=device) * 2
targets = (torch.rand(10, device=device) < 0.2).float()
print(targets.tolist())
print("gamma0 == bce:", torch.allclose(binary_focal(logits, targets, 0.0, -1), F.binary_cross_entropy_with_logits(logits, targets)))
for g in [0.0, 0.5, 1.0, 2.0, 5.0]:
    print(g, round(binary_focal(logits, targets, g).item(), 5), round(binary_focal(logits, targets, g, -1, "sum").item(), 4))
print([round(v, 4) for v in binary_focal(logits, targets, reduction="none").tolist()])

fc = FocalCE(gamma=0.0).to(device)
x = torch.randn(6, 4, device=device)
y = torch.tensor([0, 1, 2, 3, 0, 1], device=device)
print("ce match:", torch.allclose(fc(x, y), F.cross_entropy(x, y)))
fw = FocalCE(gamma=2.0, weight=torch.tensor([1.0, 2.0, 1.0, 0.5])).to(device)
print(round(fw(x, y).item(), 5), fw.weight.device.type == device, list(fw.state_dict()))

torch.manual_seed(16)
n = 200
X = torch.randn(n, 2, device=device)
Y = ((X[:, 0] + 0.5 * X[:, 1]) > 1.2).float()
print("positives:", int(Y.sum().item()))
for name, crit in [("bce", lambda o, t: F.binary_cross_entropy_with_logits(o, t)), ("focal", lambda o, t: binary_focal(o, t, 2.0, 0.75))]:
    torch.manual_seed(0)
    clf = nn.Linear(2, 1).to(device)
    opt = torch.optim.SGD(clf.parameters(), lr=0.5)
    for _ in range(60):
        opt.zero_grad()
        loss = crit(clf(X).squeeze(1), Y)
        loss.backward()
        opt.step()
    pred = (clf(X).squeeze(1) > 0).float()
    tp = (pred * Y).sum().item()
    recall = tp / Y.sum().item()
    precision = tp / max(pred.sum().item(), 1)
    print(name, round(loss.item(), 4), round(recall, 2), round(precision, 2))
