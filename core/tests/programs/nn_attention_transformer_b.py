# nn.TransformerEncoderLayer/DecoderLayer forward and backward: post- and pre-norm, relu and gelu,
# key padding and bool masks, the is_causal hint.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)

def r(t):
    return [round(v, 4) for v in t.detach().reshape(-1).tolist()]


def loss(o):
    # A weighted sum: a LayerNorm's output sums (and squares) to a constant.
    return (o * (torch.arange(o.numel(), device=device) % 5 - 2.0).reshape(o.shape)).sum()
src = torch.randn(3, 2, 4, device=device, requires_grad=True)
tgt = torch.randn(2, 2, 4, device=device, requires_grad=True)
kpm = torch.tensor([[False, False, True], [False, False, False]], device=device)
causal = torch.ones(2, 2, dtype=torch.bool, device=device).triu(1)
for kw in [dict(), dict(activation="gelu", norm_first=True)]:
    enc = nn.TransformerEncoderLayer(4, 2, 6, 0.0, **kw).to(device)
    out = enc(src, src_key_padding_mask=kpm)
    print(r(out)[:6])
    src.grad = None
    loss(out).backward()
    print(r(src.grad)[:6], r(enc.linear1.weight.grad)[:4], r(enc.self_attn.in_proj_weight.grad)[:4])
    dec = nn.TransformerDecoderLayer(4, 2, 6, 0.0, **kw).to(device)
    out = dec(tgt, src, tgt_mask=causal, memory_key_padding_mask=kpm, tgt_is_causal=True)
    print(r(out)[:6])
    tgt.grad = None
    loss(out).backward()
    print(r(tgt.grad)[:6], r(dec.multihead_attn.out_proj.weight.grad)[:4])
