# nn.ChannelShuffle / F.channel_shuffle / F.native_channel_shuffle, F.pdist, and
# nn.TripletMarginWithDistanceLoss / F.triplet_margin_with_distance_loss (the default
# PairwiseDistance child, a custom distance with swap, each reduction), with gradients.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)
cs = nn.ChannelShuffle(2)
print(cs)
t = torch.arange(16.0, device=device).reshape(1, 4, 2, 2).requires_grad_()
s = cs(t)
print(s.detach())
(s * torch.arange(16.0, device=device).reshape(1, 4, 2, 2)).sum().backward()
print(t.grad)
print(F.native_channel_shuffle(torch.arange(6.0, device=device).reshape(1, 6, 1), 3))
print(F.channel_shuffle(torch.arange(12.0, device=device).reshape(2, 6, 1), 2))
try:
    cs(torch.zeros(1, 3, 2, device=device))
except RuntimeError as e:
    print("RuntimeError:", e)

pts = torch.randn(4, 3, device=device)
print(F.pdist(pts))
print(F.pdist(pts, p=1))

loss = nn.TripletMarginWithDistanceLoss()
print(loss)
a = torch.randn(3, 4, device=device, requires_grad=True)
p = torch.randn(3, 4, device=device)
n = torch.randn(3, 4, device=device)
l = loss(a, p, n)
print(round(l.item(), 5))
l.backward()
print(a.grad)
cos = nn.TripletMarginWithDistanceLoss(
    distance_function=lambda u, v: 1.0 - F.cosine_similarity(u, v), margin=0.5, swap=True,
    reduction="none")
print(cos)
print(cos(a, p, n).detach())
print(round(F.triplet_margin_with_distance_loss(a, p, n, reduction="sum").item(), 5))
try:
    nn.TripletMarginWithDistanceLoss(margin=-1.0)
except ValueError as e:
    print("ValueError:", e)
try:
    F.triplet_margin_with_distance_loss(a, p, n[0])
except RuntimeError as e:
    print("RuntimeError:", e)
