# Scaled dot-product attention written by hand (masked_fill with a large negative, softmax,
# dropout off) compared with F.scaled_dot_product_attention, with causal and padding masks and
# multiple heads split by view/transpose.
import math
import torch
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)


def attention(q, k, v, mask=None):
    scores = q @ k.transpose(-2, -1) / math.sqrt(q.size(-1))
    if mask is not None:
        scores = scores.masked_fill(mask == 0, -1e9)
    w = scores.softmax(dim=-1)
    return w @ v, w


B, T, H, D = 2, 5, 2, 4
x = torch.randn(B, T, H * D, device=device)
Wq, Wk, Wv = (torch.randn(H * D, H * D, device=device) * 0.3 for _ in range(3))


def split(t):
    return t.view(B, T, H, D).transpose(1, 2)


q, k, v = split(x @ Wq), split(x @ Wk), split(x @ Wv)
print(q.shape, q.is_contiguous())
causal = torch.tril(torch.ones(T, T, device=device))
out, w = attention(q, k, v, causal)
print(w[0, 0].round(decimals=3))
ref = F.scaled_dot_product_attention(q, k, v, is_causal=True)
print("sdpa causal", torch.allclose(out, ref, atol=1e-5))
lengths = torch.tensor([5, 3], device=device)
pad = (torch.arange(T, device=device)[None, :] < lengths[:, None])
pmask = pad[:, None, None, :]
out2, w2 = attention(q, k, v, pmask)
ref2 = F.scaled_dot_product_attention(q, k, v, attn_mask=pmask)
print("sdpa padding", torch.allclose(out2, ref2, atol=1e-5), w2[1, 0, 0].round(decimals=3))
merged = out.transpose(1, 2).contiguous().view(B, T, H * D)
print(merged.shape, merged[0, 0].round(decimals=4))
bias = torch.zeros(T, T, device=device).masked_fill(causal == 0, float("-inf"))
ref3 = F.scaled_dot_product_attention(q, k, v, attn_mask=bias)
print("float mask", torch.allclose(ref3, ref, atol=1e-5))
print(F.scaled_dot_product_attention(q, k, v, scale=0.1).shape)
q.requires_grad_(True)
F.scaled_dot_product_attention(q, k, v, is_causal=True).sum().backward()
print(q.grad.shape, q.grad[0, 0, 2].round(decimals=4))
