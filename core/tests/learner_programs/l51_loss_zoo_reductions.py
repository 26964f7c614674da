# Loss functions with their options: CrossEntropy (weight, label_smoothing, probabilities as
# targets), NLL, BCEWithLogits(pos_weight), KLDiv(log_target), Huber/SmoothL1, margin losses.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(30)

logits = torch.randn(4, 3).to(device)
tgt = torch.tensor([0, 2, 1, 2]).to(device)
w = torch.tensor([1.0, 2.0, 0.5]).to(device)
for red in ["mean", "sum", "none"]:
    l = nn.CrossEntropyLoss(weight=w, reduction=red)(logits, tgt)
    print("ce", red, [round(v, 4) for v in l.flatten().tolist()])
print(f"ce smooth {F.cross_entropy(logits, tgt, label_smoothing=0.1).item():.5f}")
print(f"ce smooth+weight {F.cross_entropy(logits, tgt, weight=w, label_smoothing=0.2).item():.5f}")
probs = torch.softmax(torch.randn(4, 3), 1).to(device)
print(f"ce soft targets {F.cross_entropy(logits, probs).item():.5f}")
print(f"nll ignore {F.nll_loss(F.log_softmax(logits, 1), torch.tensor([0, -100, 1, 2]).to(device)).item():.5f}")
seg = torch.randn(2, 3, 2, 2).to(device)
seg_t = torch.tensor([[[0, 1], [2, 1]], [[1, 1], [0, 2]]]).to(device)
print(f"ce 4d {F.cross_entropy(seg, seg_t).item():.5f}")
z = torch.randn(3, 2).to(device)
yb = torch.tensor([[1.0, 0.0], [0.0, 0.0], [1.0, 1.0]]).to(device)
print(f"bce pos_weight {nn.BCEWithLogitsLoss(pos_weight=torch.tensor([3.0, 0.5]).to(device))(z, yb).item():.5f}")
print(f"bce weight {F.binary_cross_entropy(torch.sigmoid(z), yb, weight=torch.tensor([1.0, 2.0]).to(device)).item():.5f}")
lp = F.log_softmax(torch.randn(2, 4), 1).to(device)
lq = F.log_softmax(torch.randn(2, 4), 1).to(device)
print(f"kl batchmean {F.kl_div(lp, lq.exp(), reduction='batchmean').item():.5f} "
      f"log_target {F.kl_div(lp, lq, reduction='batchmean', log_target=True).item():.5f}")
a, b = torch.randn(6).to(device) * 3, torch.randn(6).to(device)
print(f"huber {F.huber_loss(a, b, delta=0.5).item():.5f} smoothl1 {F.smooth_l1_loss(a, b, beta=0.5).item():.5f} "
      f"l1 {F.l1_loss(a, b).item():.5f}")
x1, x2 = torch.randn(5).to(device), torch.randn(5).to(device)
yy = torch.tensor([1.0, -1.0, 1.0, 1.0, -1.0]).to(device)
print(f"margin ranking {F.margin_ranking_loss(x1, x2, yy, margin=0.2).item():.5f}")
e1, e2 = torch.randn(3, 4).to(device), torch.randn(3, 4).to(device)
print(f"cosine emb {F.cosine_embedding_loss(e1, e2, torch.tensor([1.0, -1.0, 1.0]).to(device)).item():.5f}")
print(f"hinge emb {F.hinge_embedding_loss(a, yy.repeat(2)[:6]).item():.5f}")
print(f"multi margin {F.multi_margin_loss(logits, tgt).item():.5f} multilabel soft "
      f"{F.multilabel_soft_margin_loss(logits, (logits > 0).float()).item():.5f}")
print(f"poisson {F.poisson_nll_loss(a, b.abs()).item():.5f} gaussian {F.gaussian_nll_loss(a, b, torch.ones(6).to(device)).item():.5f}")
anchor, pos, neg = torch.randn(3, 4).to(device), torch.randn(3, 4).to(device), torch.randn(3, 4).to(device)
print(f"triplet {F.triplet_margin_loss(anchor, pos, neg, margin=1.0, p=2).item():.5f}")
