# MultiMarginLoss and MultiLabelMarginLoss (class-index targets), the legacy size_average/reduce
# arguments, and Python losses training a small model next to the native ones.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(31)


def show(*vals):
    # Full-precision floats (tolist), so the comparison's 1e-5 tolerance covers a last-ulp
    # difference that a 4-decimal print could round across.
    print(*[v.detach().tolist() if torch.is_tensor(v) else v for v in vals])

def showl(name, v):
    show(name, v.item() if v.dim() == 0 else v)


def grads(name, loss_fn, *tensors):
    ins = [t.clone().requires_grad_(True) for t in tensors]
    loss = loss_fn(*ins)
    loss.backward()
    show(name, loss.item())
    for t in ins:
        show(t.grad)

reds = ["mean", "sum", "none"]
x = torch.randn(5, 4, device=device)
y = torch.tensor([0, 3, 1, 1, 2], device=device)
w = torch.tensor([0.5, 1.0, 2.0, 1.5], device=device)
for red in reds:
    showl("multimargin " + red, nn.MultiMarginLoss(reduction=red)(x, y))
    showl("multimargin p2 " + red, nn.MultiMarginLoss(p=2, margin=0.5, reduction=red)(x, y))
    showl("multimargin w " + red, nn.MultiMarginLoss(weight=w, reduction=red)(x, y))
showl("multimargin 1d", F.multi_margin_loss(x[0], y[:1]))
grads("multimargin grad", lambda a: nn.MultiMarginLoss()(a, y), x)
grads("multimargin grad p2 w", lambda a: nn.MultiMarginLoss(p=2, weight=w, reduction="sum")(a, y), x)

xm = torch.randn(3, 5, device=device)
ym = torch.tensor([[3, 0, -1, 1, 4], [1, 2, 4, -1, -1], [-1, 2, 3, 1, 0]], device=device)
for red in reds:
    showl("multilabel " + red, nn.MultiLabelMarginLoss(reduction=red)(xm, ym))
showl("multilabel 1d", F.multilabel_margin_loss(xm[0], ym[0]))
showl("multilabel all", F.multilabel_margin_loss(xm[:1], torch.tensor([[0, 1, 2, 3, 4]], device=device)))
grads("multilabel grad", lambda a: nn.MultiLabelMarginLoss()(a, ym), xm)

show(nn.MultiMarginLoss(), nn.MultiMarginLoss(p=2, margin=0.5).p, nn.MultiMarginLoss(weight=w).weight, nn.MultiLabelMarginLoss())
for f in [
    lambda: nn.MultiMarginLoss(p=3),
    lambda: F.multi_margin_loss(x, y, p=3),
    lambda: nn.MultiMarginLoss(weight=torch.ones(2, 2, device=device)),
    lambda: nn.MultiMarginLoss(reduction="x")(x, y),
    lambda: nn.MultiLabelMarginLoss(reduction="x")(xm, ym),
]:
    try:
        f()
    except ValueError as e:
        show("ValueError:", e)

# size_average / reduce: the legacy spelling of the reduction.
a = torch.randn(6, device=device)
b = torch.randn(6, device=device)
show(nn.SmoothL1Loss(size_average=False).reduction, nn.SoftMarginLoss(reduce=False).reduction, nn.KLDivLoss(size_average=True, reduce=True).reduction)
showl("legacy sum", F.smooth_l1_loss(a, b, size_average=False))
showl("legacy none", F.soft_margin_loss(a, torch.sign(b), reduce=False))
showl("legacy mean", F.margin_ranking_loss(a, b, torch.sign(b), size_average=True))

# A classifier trained with a Python loss, and a regressor with Huber, next to the native MSE.
torch.manual_seed(32)
model = nn.Sequential(nn.Linear(4, 16), nn.LeakyReLU(0.1), nn.Linear(16, 3)).to(device)
data = torch.randn(24, 4, device=device)
labels = torch.randint(0, 3, (24,), device=device)
opt = torch.optim.SGD(model.parameters(), lr=0.2)
crit = nn.MultiMarginLoss()
for step in range(6):
    opt.zero_grad()
    loss = crit(model(data), labels)
    loss.backward()
    opt.step()
    show("mm step", step, loss.item())
reg = nn.Sequential(nn.Linear(4, 8), nn.SELU(), nn.Linear(8, 1)).to(device)
target = torch.randn(24, 1, device=device) * 3
opt = torch.optim.SGD(reg.parameters(), lr=0.05)
huber = nn.HuberLoss(delta=0.5)
for step in range(6):
    opt.zero_grad()
    out = reg(data)
    loss = huber(out, target)
    loss.backward()
    opt.step()
    show("huber step", step, loss.item(), nn.MSELoss()(out, target).item())
show(reg[0].weight.grad[:2])

# Shape errors, in PyTorch's words; a weighted loss moved to the device with its weight.
for f in [
    lambda: F.multi_margin_loss(x, y[:3]),
    lambda: F.multi_margin_loss(torch.randn(2, 3, 4, device=device), y[:2]),
    lambda: F.multi_margin_loss(x, y.reshape(5, 1)),
    lambda: F.multi_margin_loss(x, y, weight=torch.ones(3, device=device)),
    lambda: F.multilabel_margin_loss(xm, ym[0]),
    lambda: F.multilabel_margin_loss(xm, ym[:, :3]),
    lambda: F.binary_cross_entropy(x.sigmoid(), x.sigmoid(), weight=torch.ones(3, device=device)),
    lambda: F.huber_loss(x, x, delta=0.0),
    lambda: F.celu(x, 0.0),
    lambda: F.triplet_margin_loss(x, x, x[0]),
]:
    try:
        f()
    except RuntimeError as e:
        show("RuntimeError:", e)
wl = nn.MultiMarginLoss(weight=torch.tensor([0.5, 1.0, 2.0, 1.5])).to(device)
showl("weighted to device", wl(x, y))
showl("bce weight broadcast", F.binary_cross_entropy(x.sigmoid(), (x > 0).float(), weight=torch.tensor([1.0, 2.0, 0.5, 1.0], device=device)))
