# Custom losses as learners write them: subclasses of nn.modules.loss._Loss honoring reduction
# (focal loss, soft Dice), a weighted multi-task loss module with learnable log-variances, checks
# against the built-in losses they reduce to, and a short training run with the focal loss.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(91)


class FocalLoss(nn.modules.loss._Loss):
    def __init__(self, gamma=2.0, alpha=None, reduction="mean"):
        super().__init__(reduction=reduction)
        self.gamma = gamma
        self.alpha = alpha

    def forward(self, logits, target):
        logp = F.log_softmax(logits, dim=1)
        logp_t = logp.gather(1, target[:, None]).squeeze(1)
        p_t = logp_t.exp()
        loss = -((1 - p_t) ** self.gamma) * logp_t
        if self.alpha is not None:
            loss = loss * self.alpha[target]
        if self.reduction == "mean":
            return loss.mean()
        if self.reduction == "sum":
            return loss.sum()
        return loss

    def extra_repr(self):
        return f"gamma={self.gamma}, reduction={self.reduction}"


class SoftDice(nn.modules.loss._Loss):
    def forward(self, logits, target):
        probs = F.softmax(logits, dim=1)
        onehot = F.one_hot(target, logits.shape[1]).float()
        inter = (probs * onehot).sum(0)
        denom = probs.sum(0) + onehot.sum(0)
        dice = (2 * inter + 1) / (denom + 1)
        return 1 - dice.mean()


class UncertaintyWeighting(nn.Module):
    def __init__(self, n):
        super().__init__()
        self.log_vars = nn.Parameter(torch.zeros(n))

    def forward(self, losses):
        losses = torch.stack(losses)
        return (torch.exp(-self.log_vars) * losses + self.log_vars).sum()


logits = torch.randn(8, 3, device=device)
target = torch.randint(0, 3, (8,), device=device)
focal = FocalLoss(gamma=0.0)
print(focal, isinstance(focal, nn.Module), focal.reduction)
print("gamma=0 equals CE:", torch.allclose(focal(logits, target), F.cross_entropy(logits, target)))
print("none shape", FocalLoss(reduction="none")(logits, target).shape)
print(f"gamma=2 {FocalLoss()(logits, target).item():.4f} sum {FocalLoss(reduction='sum')(logits, target).item():.4f}")
alpha = torch.tensor([0.25, 0.5, 0.25], device=device)
print(f"alpha {FocalLoss(alpha=alpha)(logits, target).item():.4f}")
print(f"dice {SoftDice()(logits, target).item():.4f}", SoftDice())

X = torch.randn(120, 5, device=device)
y = (X[:, 0] > 0.8).long() + (X[:, 1] > 1.0).long()
print("class counts", torch.bincount(y, minlength=3).tolist())
model = nn.Sequential(nn.Linear(5, 16), nn.ReLU(), nn.Linear(16, 3)).to(device)
weighting = UncertaintyWeighting(2).to(device)
opt = torch.optim.Adam(list(model.parameters()) + list(weighting.parameters()), lr=0.02)
crit_f, crit_d = FocalLoss(gamma=2.0), SoftDice()
for epoch in range(10):
    out = model(X)
    lf, ld = crit_f(out, y), crit_d(out, y)
    loss = weighting([lf, ld])
    opt.zero_grad()
    loss.backward()
    opt.step()
    if epoch % 3 == 0 or epoch == 9:
        print(f"epoch {epoch} focal {lf.item():.4f} dice {ld.item():.4f} total {loss.item():.4f}")
print("log_vars", weighting.log_vars.detach().round(decimals=4))
with torch.no_grad():
    pred = model(X).argmax(1)
print("per-class recall", [round(((pred == c) & (y == c)).sum().item() / max((y == c).sum().item(), 1), 3) for c in range(3)])
