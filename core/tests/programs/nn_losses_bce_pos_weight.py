import torch
from torch import nn
import torch.nn.functional as F
device = "cpu"
torch.manual_seed(0)
torch.set_printoptions(precision=4)
N = 64
X = torch.randn(N, 5, device=device)
y = (X[:, 0] + 0.5 * X[:, 1] > 1.2).float().unsqueeze(1)
pos = y.sum()
neg = N - pos
print("positives", int(pos.item()), "negatives", int(neg.item()))
pos_weight = (neg / pos).reshape(1)
model = nn.Sequential(nn.Linear(5, 8), nn.LeakyReLU(0.1), nn.Linear(8, 1)).to(device)
crit = nn.BCEWithLogitsLoss(pos_weight=pos_weight)
print(crit, crit.pos_weight, list(crit.state_dict().keys()))
opt = torch.optim.Adam(model.parameters(), lr=0.05)
for epoch in range(30):
    opt.zero_grad()
    logits = model(X)
    loss = crit(logits, y)
    loss.backward()
    opt.step()
    if epoch % 10 == 0:
        print(epoch, round(loss.item(), 4), loss.grad_fn.name())
with torch.no_grad():
    pred = (torch.sigmoid(model(X)) > 0.5).float()
    tp = ((pred == 1) & (y == 1)).sum().item()
    fn = ((pred == 0) & (y == 1)).sum().item()
print("recall", round(tp / (tp + fn), 3))
x = torch.tensor([[0.5, -1.0, 2.0], [-0.3, 0.8, 0.0]], device=device, requires_grad=True)
t = torch.tensor([[1.0, 0.0, 1.0], [0.0, 1.0, 1.0]], device=device)
w = torch.tensor([1.0, 2.0, 0.5], device=device)
pw = torch.tensor([3.0, 1.0, 0.5], device=device)
for kw in [{}, {"weight": w}, {"pos_weight": pw}, {"weight": w, "pos_weight": pw}]:
    for red in ["mean", "sum", "none"]:
        out = F.binary_cross_entropy_with_logits(x, t, reduction=red, **kw)
        print(sorted(kw), red, out)
out = F.binary_cross_entropy_with_logits(x, t, weight=w, pos_weight=pw)
out.backward()
print(x.grad)
p = torch.sigmoid(x.detach()).requires_grad_()
b = F.binary_cross_entropy(p, t, weight=w)
h = F.huber_loss(x, t, delta=0.5)
s = F.smooth_l1_loss(x, t, beta=0.5, reduction="sum")
print(b, h, s)
print(nn.BCELoss(reduction="none")(p, t))
print(nn.SmoothL1Loss()(x, t), nn.HuberLoss(reduction="none")(x, t)[0])
ce = F.cross_entropy(x, torch.tensor([2, 1], device=device), weight=w)
print(ce, F.nll_loss(F.log_softmax(x, 1), torch.tensor([0, 2], device=device), weight=w, reduction="none"))
seg = F.cross_entropy(torch.randn(2, 3, 4, 4, device=device, requires_grad=True), torch.randint(0, 3, (2, 4, 4), device=device))
print(seg.grad_fn.name(), round(seg.item(), 4))
try:
    F.binary_cross_entropy_with_logits(x, t[:1], pos_weight=pw)
except ValueError as e:
    print("ValueError", e)
