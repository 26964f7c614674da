# Embedding and EmbeddingBag details: padding_idx rows and their zero gradient, from_pretrained
# with freeze, EmbeddingBag with offsets, include_last_offset, per_sample_weights, max mode,
# and padding_idx in a bag.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(21)

emb = nn.Embedding(6, 3, padding_idx=0).to(device)
print(emb)
print(emb.weight[0])
idx = torch.tensor([[0, 2, 0], [4, 0, 5]], device=device)
out = emb(idx)
print(out.shape)
out.sum().backward()
print(emb.weight.grad)

pre = torch.arange(12, dtype=torch.float, device=device).reshape(4, 3)
frozen = nn.Embedding.from_pretrained(pre)
print(frozen.weight.requires_grad, frozen(torch.tensor([3, 1], device=device)))
thawed = nn.Embedding.from_pretrained(pre, freeze=False, padding_idx=1)
print(thawed.weight.requires_grad, thawed.padding_idx, thawed)

bag = nn.EmbeddingBag(6, 3, mode="sum").to(device)
flat = torch.tensor([1, 2, 4, 5, 4, 3, 2], device=device)
offsets = torch.tensor([0, 2, 2, 5], device=device)
print(bag(flat, offsets).round(decimals=4))
weights = torch.tensor([1.0, 0.5, 2.0, 1.0, 1.0, -1.0, 0.25], device=device)
print(bag(flat, offsets, per_sample_weights=weights).round(decimals=4))
bag_last = nn.EmbeddingBag(6, 3, mode="mean", include_last_offset=True).to(device)
bag_last.weight.data.copy_(bag.weight.data)
print(bag_last(flat, torch.tensor([0, 2, 5, 7], device=device)).round(decimals=4))
bag_max = nn.EmbeddingBag.from_pretrained(bag.weight.data, mode="max")
print(bag_max(torch.tensor([[1, 2], [3, 3]], device=device)).round(decimals=4))
bag_pad = nn.EmbeddingBag(6, 3, mode="mean", padding_idx=2).to(device)
bag_pad.weight.data.copy_(bag.weight.data)
print(bag_pad(torch.tensor([[2, 1, 2], [2, 2, 2]], device=device)).round(decimals=4))
print(F.embedding(torch.tensor([1, 3], device=device), pre, max_norm=5.0).round(decimals=4))
print(pre.round(decimals=4))
o = F.embedding_bag(flat, bag.weight, offsets, mode="sum")
o.sum().backward()
print(bag.weight.grad)
