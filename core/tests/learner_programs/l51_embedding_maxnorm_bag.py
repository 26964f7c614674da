# Embedding details: padding_idx rows get no gradient, max_norm renormalizes looked-up rows
# in place, from_pretrained(freeze=...), and EmbeddingBag with offsets and per_sample_weights.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(5)

emb = nn.Embedding(6, 4, padding_idx=2).to(device)
print("pad row", emb.weight[2].tolist())
idx = torch.tensor([[0, 2, 1], [2, 2, 5]]).to(device)
out = emb(idx)
out.sum().backward()
print("grad rows", emb.weight.grad.sum(1).tolist())

capped = nn.Embedding(5, 3, max_norm=1.0).to(device)
with torch.no_grad():
    capped.weight.mul_(3.0)
before = capped.weight.norm(dim=1)
_ = capped(torch.tensor([1, 3]).to(device))
after = capped.weight.norm(dim=1)
print("norms before", [round(v, 4) for v in before.tolist()])
print("norms after ", [round(v, 4) for v in after.tolist()])

pre = torch.arange(12.0).reshape(4, 3)
frozen = nn.Embedding.from_pretrained(pre.clone()).to(device)
free = nn.Embedding.from_pretrained(pre.clone(), freeze=False, padding_idx=0).to(device)
print(frozen.weight.requires_grad, free.weight.requires_grad, free.padding_idx)
print(frozen(torch.tensor([3, 1]).to(device)))

bag = nn.EmbeddingBag(6, 3, mode="sum").to(device)
flat = torch.tensor([1, 2, 4, 5, 4, 3, 2]).to(device)
offsets = torch.tensor([0, 2, 4]).to(device)
w = torch.tensor([1.0, 0.5, 2.0, 1.0, 1.0, 1.0, -1.0]).to(device)
r = bag(flat, offsets, per_sample_weights=w)
print(r.shape)
manual = torch.stack([
    bag.weight[1] + 0.5 * bag.weight[2],
    2 * bag.weight[4] + bag.weight[5],
    bag.weight[4] + bag.weight[3] - bag.weight[2],
])
print("bag matches", torch.allclose(r, manual, atol=1e-6))
mean_bag = nn.EmbeddingBag.from_pretrained(pre, mode="mean")
print(mean_bag(torch.tensor([[0, 1], [2, 3]])))
max_bag = nn.EmbeddingBag.from_pretrained(pre, mode="max")
print(max_bag(torch.tensor([0, 3, 1, 2]), torch.tensor([0, 1])))
