# Causal self-attention as models write it: a tril mask (masked_fill with the dtype's lowest
# value, which Debug mode's NaN/Inf check accepts where -inf would stop it), grouped-query heads by
# repeat_interleave, isfinite to check the scores, a triu mask for the other way round, and
# training steps through all of it.
import math

import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)

B, T, H, KV, D = 2, 5, 4, 2, 8
x = torch.randn(B, T, H * D, device=device)
wq = nn.Linear(H * D, H * D).to(device)
wkv = nn.Linear(H * D, 2 * KV * D).to(device)
proj = nn.Linear(H * D, H * D).to(device)

mask = torch.tril(torch.ones(T, T, device=device)).bool()
print(mask)
print(torch.triu(torch.ones(T, T, device=device), diagonal=1))


def attention(x):
    q = wq(x).view(B, T, H, D).transpose(1, 2)
    k, v = wkv(x).split(KV * D, dim=2)
    k = k.view(B, T, KV, D).transpose(1, 2).repeat_interleave(H // KV, dim=1)
    v = v.view(B, T, KV, D).transpose(1, 2).repeat_interleave(H // KV, dim=1)
    scores = q @ k.transpose(-2, -1) / math.sqrt(D)
    scores = scores.masked_fill(~mask, torch.finfo(scores.dtype).min)
    finite = torch.isfinite(scores)
    att = F.softmax(scores, dim=-1)
    y = (att @ v).transpose(1, 2).reshape(B, T, H * D)
    return proj(y), finite, att


y, finite, att = attention(x)
print(finite[0, 0])
print(finite.sum().item(), torch.isfinite(y).all().item())
print(att[1, 2])
print(y[0, :2, :4])

# The same mask from triu: positions after the current one get a large negative bias.
upper = torch.triu(torch.full((T, T), -1e4, device=device), diagonal=1)
print(upper)
print(F.softmax(torch.zeros(T, T, device=device) + upper, dim=-1)[2])
print(torch.isfinite(torch.tensor([1.0, float("inf"), float("nan"), -2.0], device=device)))

# Sliding-window mask: tril minus a wider tril.
window = torch.tril(torch.ones(T, T, device=device), diagonal=0) - torch.tril(torch.ones(T, T, device=device), diagonal=-3)
print(window)

opt = torch.optim.SGD(list(wq.parameters()) + list(wkv.parameters()) + list(proj.parameters()), lr=0.1)
target = torch.randn(B, T, H * D, device=device)
for step in range(3):
    opt.zero_grad()
    out, _, _ = attention(x)
    loss = F.mse_loss(out, target)
    loss.backward()
    opt.step()
    print(step, loss.item())
print(wq.weight.grad[:2, :4])
print(wkv.bias.grad[-6:])  # the value half: the key bias gets only rounding noise

# Lengths to a padding mask with repeat_interleave, as packed batches do.
lengths = torch.tensor([3, 1, 2], device=device)
segment = torch.repeat_interleave(torch.arange(3, device=device), lengths)
print(segment)
print(torch.repeat_interleave(lengths))
print(torch.roll(segment, 1), segment.flip(0))
