# MarginRankingLoss, HingeEmbeddingLoss, CosineEmbeddingLoss, SoftMarginLoss,
# MultiLabelSoftMarginLoss and TripletMarginLoss: reprs, every reduction, values, gradients,
# and PyTorch's errors.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(21)


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
x1 = torch.randn(8, device=device)
x2 = torch.randn(8, device=device)
sign = torch.tensor([1.0, -1.0, 1.0, 1.0, -1.0, -1.0, 1.0, -1.0], device=device)
for red in reds:
    showl("ranking " + red, nn.MarginRankingLoss(reduction=red)(x1, x2, sign))
    showl("ranking m0.5 " + red, nn.MarginRankingLoss(margin=0.5, reduction=red)(x1, x2, sign))
grads("ranking grad", lambda a, b: nn.MarginRankingLoss(0.3)(a, b, sign), x1, x2)

h = torch.randn(3, 4, device=device) * 2
ht = torch.tensor([[1.0, -1.0, 1.0, -1.0], [-1.0, -1.0, 1.0, 1.0], [1.0, 1.0, -1.0, -1.0]], device=device)
for red in reds:
    showl("hinge " + red, nn.HingeEmbeddingLoss(reduction=red)(h, ht))
    showl("hinge m2 " + red, nn.HingeEmbeddingLoss(margin=2.0, reduction=red)(h, ht))
grads("hinge grad", lambda a: nn.HingeEmbeddingLoss(1.5)(a, ht), h)

c1 = torch.randn(5, 6, device=device)
c2 = torch.randn(5, 6, device=device)
c2[1] = c1[1] * 2.0
ct = torch.tensor([1.0, 1.0, -1.0, -1.0, 1.0], device=device)
for red in reds:
    showl("cosine " + red, nn.CosineEmbeddingLoss(reduction=red)(c1, c2, ct))
    showl("cosine m0.2 " + red, nn.CosineEmbeddingLoss(margin=-0.2, reduction=red)(c1, c2, ct))
showl("cosine 1d", F.cosine_embedding_loss(c1[0], c2[0], torch.tensor(-1.0, device=device)))
grads("cosine grad", lambda a, b: nn.CosineEmbeddingLoss(0.1)(a, b, ct), c1, c2)

s = torch.randn(4, 5, device=device) * 3
st = torch.sign(torch.randn(4, 5, device=device))
for red in reds:
    showl("softmargin " + red, nn.SoftMarginLoss(reduction=red)(s, st))
showl("softmargin far", F.soft_margin_loss(torch.tensor([30.0, -30.0, 60.0, 0.0], device=device), torch.tensor([1.0, -1.0, 1.0, 1.0], device=device), reduction="none"))
grads("softmargin grad", lambda a: nn.SoftMarginLoss()(a, st), s)

ml = torch.randn(3, 5, device=device) * 2
mlt = (torch.rand(3, 5, device=device) > 0.5).float()
mlw = torch.rand(5, device=device) + 0.5
for red in reds:
    showl("mlsoft " + red, nn.MultiLabelSoftMarginLoss(reduction=red)(ml, mlt))
    showl("mlsoft w " + red, nn.MultiLabelSoftMarginLoss(weight=mlw, reduction=red)(ml, mlt))
showl("mlsoft far", F.multilabel_soft_margin_loss(torch.tensor([[40.0, -40.0, 15.0, -0.5]], device=device), torch.tensor([[1.0, 0.0, 0.0, 1.0]], device=device)))
grads("mlsoft grad", lambda a: nn.MultiLabelSoftMarginLoss(weight=mlw)(a, mlt), ml)

anc = torch.randn(4, 6, device=device)
pos = anc + 0.3 * torch.randn(4, 6, device=device)
neg = torch.randn(4, 6, device=device)
for red in reds:
    showl("triplet " + red, nn.TripletMarginLoss(reduction=red)(anc, pos, neg))
    showl("triplet m3 p1 " + red, nn.TripletMarginLoss(margin=3.0, p=1, reduction=red)(anc, pos, neg))
    showl("triplet swap " + red, nn.TripletMarginLoss(margin=2.0, swap=True, reduction=red)(anc, pos, neg))
showl("triplet 1d", F.triplet_margin_loss(anc[0], pos[0], neg[0], margin=2.0))
showl("pairwise", F.pairwise_distance(anc, pos))
grads("triplet grad", lambda a, b, c: nn.TripletMarginLoss(margin=2.5)(a, b, c), anc, pos, neg)
grads("triplet grad swap", lambda a, b, c: F.triplet_margin_loss(a, b, c, margin=2.0, swap=True, reduction="sum"), anc, pos, neg)

show(nn.MarginRankingLoss(0.5), nn.MarginRankingLoss(0.5).margin, nn.HingeEmbeddingLoss(), nn.HingeEmbeddingLoss().margin)
show(nn.CosineEmbeddingLoss(), nn.SoftMarginLoss(), nn.MultiLabelSoftMarginLoss(weight=mlw))
show(nn.TripletMarginLoss(), nn.TripletMarginLoss(margin=0.5, p=1.0, swap=True).swap, nn.TripletMarginLoss().eps)

for f in [
    lambda: nn.MarginRankingLoss(reduction="all")(x1, x2, sign),
    lambda: nn.HingeEmbeddingLoss(reduction="x")(h, ht),
    lambda: nn.CosineEmbeddingLoss(reduction="x")(c1, c2, ct),
    lambda: nn.SoftMarginLoss(reduction="x")(s, st),
    lambda: nn.MultiLabelSoftMarginLoss(reduction="x")(ml, mlt),
    lambda: nn.TripletMarginLoss(reduction="x")(anc, pos, neg),
    lambda: nn.TripletMarginLoss(margin=0.0),
    lambda: F.triplet_margin_loss(anc, pos, neg, margin=-1.0),
]:
    try:
        f()
    except ValueError as e:
        show("ValueError:", e)
for f in [
    lambda: F.margin_ranking_loss(x1, x2, sign.reshape(2, 4)),
    lambda: F.cosine_embedding_loss(c1, c2, ct.reshape(5, 1)),
    lambda: F.cosine_embedding_loss(c1[0], c2[0], ct),
    lambda: F.cosine_embedding_loss(c1, c2, ct[0]),
]:
    try:
        f()
    except RuntimeError as e:
        show("RuntimeError:", e)
