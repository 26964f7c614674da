# Embedding details: padding_idx keeps a zero row with zero grad, from_pretrained(freeze), sparse=False grads, EmbeddingBag modes with offsets and
# per_sample_weights, F.embedding and one_hot.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)
emb = nn.Embedding(6, 3, padding_idx=0).to(device)
print(emb, emb.weight[0])
ids = torch.tensor([[0, 2, 4], [4, 4, 0]], device=device)
emb(ids).sum().backward()
print(emb.weight.grad)

w = torch.arange(12.0, device=device).view(4, 3)
fp = nn.Embedding.from_pretrained(w)
print(fp.weight.requires_grad, fp(torch.tensor([3, 1], device=device)))
fp2 = nn.Embedding.from_pretrained(w, freeze=False, padding_idx=1)
print(fp2.weight.requires_grad, fp2.padding_idx)
print(F.embedding(torch.tensor([[0, 2]], device=device), w))
print(F.one_hot(torch.tensor([2, 0, 1], device=device)), F.one_hot(torch.tensor([1], device=device), num_classes=4))

bag_w = torch.randn(6, 2, device=device)
inp = torch.tensor([1, 2, 4, 5, 4, 3, 2], device=device)
offsets = torch.tensor([0, 3, 3, 5], device=device)
for mode in ["sum", "mean", "max"]:
    bag = nn.EmbeddingBag.from_pretrained(bag_w, mode=mode)
    print(mode, bag(inp, offsets))
bag = nn.EmbeddingBag.from_pretrained(bag_w, mode="sum", include_last_offset=True)
print(bag(inp, torch.tensor([0, 3, 5, 7], device=device)))
bag = nn.EmbeddingBag.from_pretrained(bag_w, mode="sum", freeze=False)
psw = torch.tensor([1.0, 0.5, 2.0, 1.0, 1.0, -1.0, 0.0], device=device)
out = bag(inp, offsets, per_sample_weights=psw)
print(out)
out.sum().backward()
print(bag.weight.grad)
bag2 = nn.EmbeddingBag(10, 3, mode="mean", padding_idx=0).to(device)
print(bag2(torch.tensor([[0, 1, 2], [0, 0, 3]], device=device)).shape, bag2)
print(F.embedding_bag(torch.tensor([[1, 2], [3, 3]], device=device), bag_w, mode="max"))
