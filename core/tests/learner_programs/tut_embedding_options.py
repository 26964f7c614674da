# nn.Embedding options: padding_idx (row kept at zero, no gradient), from_pretrained with freeze,
# and EmbeddingBag sum/mean/max with offsets, include_last_offset and per_sample_weights.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(11)

emb = nn.Embedding(6, 3, padding_idx=0).to(device)
print(emb.weight[0].tolist(), emb)
ids = torch.tensor([[1, 2, 0, 0], [3, 0, 0, 0]], device=device)
emb(ids).sum().backward()
print("grad rows:", emb.weight.grad.abs().sum(1).tolist())

pre = torch.tensor([[0.0, 1.0], [2.0, 3.0], [4.0, 5.0]], device=device)
frozen = nn.Embedding.from_pretrained(pre)
print(frozen.weight.requires_grad, frozen(torch.tensor([2, 0], device=device)).tolist())
tuned = nn.Embedding.from_pretrained(pre, freeze=False, padding_idx=1)
print(tuned.weight.requires_grad, tuned.padding_idx)
print(F.embedding(torch.tensor([[0, 2]], device=device), pre).tolist())

bag_w = torch.arange(12, dtype=torch.float32, device=device).reshape(6, 2)
flat = torch.tensor([1, 2, 4, 5, 4, 3], device=device)
offsets = torch.tensor([0, 2, 2, 5], device=device)
for mode in ["sum", "mean", "max"]:
    bag = nn.EmbeddingBag.from_pretrained(bag_w, mode=mode)
    print(mode, bag(flat, offsets).tolist())
bag = nn.EmbeddingBag.from_pretrained(bag_w, mode="sum")
psw = torch.tensor([1.0, 0.5, 2.0, 0.0, 1.0, -1.0], device=device)
print("weighted", bag(flat, offsets, per_sample_weights=psw).tolist())
print("2d input", bag(torch.tensor([[0, 1], [2, 3]], device=device)).tolist())
last = nn.EmbeddingBag.from_pretrained(bag_w, mode="mean", include_last_offset=True)
print("last offset", last(flat, torch.tensor([0, 2, 6], device=device)).tolist())
try:
    nn.EmbeddingBag.from_pretrained(bag_w, mode="mean")(flat, offsets, per_sample_weights=psw)
except (ValueError, NotImplementedError, RuntimeError) as e:
    print(type(e).__name__, str(e)[:60])
try:
    emb(torch.tensor([6], device=device))
except IndexError as e:
    print("IndexError:", e)
