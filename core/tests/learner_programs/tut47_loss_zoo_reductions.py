# The less common losses, each with reduction none/mean/sum, and their gradients.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)
a = torch.randn(4, 3, device=device, requires_grad=True)
b = torch.randn(4, 3, device=device)
lab = torch.tensor([0, 2, 1, 2], device=device)
sign = torch.tensor([1.0, -1.0, 1.0, -1.0], device=device)

losses = {
    "poisson_nll": lambda r: F.poisson_nll_loss(a, b.abs(), log_input=True, reduction=r),
    "poisson_nll_full": lambda r: F.poisson_nll_loss(a.exp(), b.abs() + 1, log_input=False, full=True, reduction=r),
    "gaussian_nll": lambda r: F.gaussian_nll_loss(a, b, torch.ones(4, 3, device=device) * 0.5, reduction=r),
    "gaussian_nll_full": lambda r: F.gaussian_nll_loss(a, b, torch.full((4, 1), 2.0, device=device), full=True, reduction=r),
    "multi_margin": lambda r: F.multi_margin_loss(a, lab, p=1, margin=1.0, reduction=r),
    "multi_margin_p2w": lambda r: F.multi_margin_loss(a, lab, p=2, margin=0.5, weight=torch.tensor([1.0, 2.0, 0.5], device=device), reduction=r),
    "multilabel_margin": lambda r: F.multilabel_margin_loss(a, torch.tensor([[0, 2, -1], [1, -1, 0], [2, 1, 0], [1, -1, -1]], device=device), reduction=r),
    "multilabel_soft": lambda r: F.multilabel_soft_margin_loss(a, (b > 0).float(), reduction=r),
    "soft_margin": lambda r: F.soft_margin_loss(a[:, 0], sign, reduction=r),
    "hinge_embedding": lambda r: F.hinge_embedding_loss(a[:, 0], sign, margin=0.5, reduction=r),
    "cosine_embedding": lambda r: F.cosine_embedding_loss(a, b, sign, margin=0.2, reduction=r),
    "margin_ranking": lambda r: F.margin_ranking_loss(a[:, 0], a[:, 1], sign, margin=0.1, reduction=r),
    "triplet": lambda r: F.triplet_margin_loss(a, b, b.flip(0), margin=1.0, p=1, swap=True, reduction=r),
    "triplet_dist": lambda r: F.triplet_margin_with_distance_loss(a, b, b.flip(0), distance_function=lambda u, v: 1 - F.cosine_similarity(u, v), margin=0.3, reduction=r),
    "huber": lambda r: F.huber_loss(a, b, delta=0.5, reduction=r),
    "smooth_l1": lambda r: F.smooth_l1_loss(a, b, beta=0.7, reduction=r),
    "l1": lambda r: F.l1_loss(a, b, reduction=r),
    "kl_div": lambda r: F.kl_div(F.log_softmax(a, 1), F.softmax(b, 1), reduction=r),
    "bce_logits_pw": lambda r: F.binary_cross_entropy_with_logits(a, (b > 0).float(), pos_weight=torch.tensor([1.0, 3.0, 0.5], device=device), reduction=r),
    "nll_ignore": lambda r: F.nll_loss(F.log_softmax(a, 1), torch.tensor([0, -100, 1, 2], device=device), reduction=r),
}
for name, fn in losses.items():
    none = fn("none")
    mean = fn("mean")
    s = fn("sum")
    a.grad = None
    mean.backward()
    print(f"{name:18s} none{tuple(none.shape)} mean={mean.item():.4f} sum={s.item():.4f} gnorm={a.grad.norm().item():.4f}")

mods = [nn.PoissonNLLLoss(), nn.GaussianNLLLoss(eps=1e-3), nn.MultiMarginLoss(), nn.SoftMarginLoss(), nn.HuberLoss(delta=2.0),
        nn.TripletMarginLoss(margin=0.5), nn.CosineEmbeddingLoss(), nn.MultiLabelSoftMarginLoss()]
for m in mods:
    print(m)
