# nn.MultiheadAttention's repr, parameter names, shapes and PyTorch's init draws (bias, kdim/vdim,
# add_bias_kv); F.scaled_dot_product_attention with bool/float masks, is_causal, scale: values and
# gradients, a fully masked row (0, as ATen's safe softmax); MultiheadAttention's shape assertions.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)


def r(t):
    return [round(v, 4) for v in t.detach().reshape(-1).tolist()]


for m in [nn.MultiheadAttention(4, 2), nn.MultiheadAttention(6, 3, bias=False, kdim=3, vdim=5, batch_first=True),
          nn.MultiheadAttention(4, 1, add_bias_kv=True, add_zero_attn=True, dropout=0.1)]:
    print(m)
    for n, p in m.named_parameters():
        print(n, tuple(p.shape), r(p)[:4])
    print(list(m.state_dict().keys()))
# SDPA
q = torch.randn(2, 2, 3, 4, device=device, requires_grad=True)
k = torch.randn(2, 2, 5, 4, device=device, requires_grad=True)
v = torch.randn(2, 2, 5, 3, device=device, requires_grad=True)
bm = torch.rand(3, 5, device=device) > 0.3
bm[1] = False
fm = torch.randn(2, 1, 3, 5, device=device)
for kw in [{}, {"attn_mask": bm}, {"attn_mask": fm}, {"is_causal": True}, {"scale": 0.3, "attn_mask": fm}]:
    o = F.scaled_dot_product_attention(q, k, v, **kw)
    print(tuple(o.shape), r(o)[:6], r(o[0, 0, 1]))
    q.grad = k.grad = v.grad = None
    (o * torch.arange(o.numel(), device=device).reshape(o.shape) / 10).sum().backward()
    print(r(q.grad)[:6], r(k.grad)[:6], r(v.grad)[:6])
# The shape assertions of batched and unbatched input.
mha = nn.MultiheadAttention(4, 2).to(device)
x = torch.randn(3, 2, 4, device=device)
for args, kw in [((x, x[0], x), {}), ((x[0], x, x[0]), {}), ((x, x, x), {"key_padding_mask": torch.zeros(2, 3, 1, dtype=torch.bool, device=device)}),
                 ((x[0], x[0], x[0]), {"key_padding_mask": torch.zeros(2, 3, dtype=torch.bool, device=device)}),
                 ((x, x, x), {"attn_mask": torch.zeros(1, 1, 3, 3, dtype=torch.bool, device=device)}),
                 ((x[0], x[0], x[0]), {"attn_mask": torch.zeros(1, 3, 3, dtype=torch.bool, device=device)}),
                 ((x[0], x[0], x[0]), {"attn_mask": torch.zeros(2, 3, 3, dtype=torch.bool, device=device)}),
                 ((x[None], x, x), {})]:
    try:
        print(mha(*args, **kw)[0].shape)
    except Exception as e:
        print(type(e).__name__, e)
