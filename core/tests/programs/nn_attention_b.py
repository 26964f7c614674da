# nn.MultiheadAttention forward and backward: key_padding_mask, bool and float attn_mask (2-D and
# 3-D), need_weights, average_attn_weights, is_causal, batch_first, kdim/vdim, unbatched input,
# add_bias_kv/add_zero_attn, dropout in training (PyTorch's draws) and eval; the errors.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)


def r(t):
    return [round(v, 4) for v in t.detach().reshape(-1).tolist()]


# MHA forward/backward
torch.manual_seed(1)
mha = nn.MultiheadAttention(4, 2).to(device)
x = torch.randn(3, 2, 4, device=device, requires_grad=True)
mem = torch.randn(5, 2, 4, device=device)
kpm = torch.tensor([[False, False, True, False, True], [False, False, False, False, False]], device=device)
am = torch.rand(3, 5, device=device) > 0.5
am[:, 0] = False
fam = torch.randn(4, 3, 5, device=device)
for kw in [{}, {"key_padding_mask": kpm}, {"attn_mask": am}, {"attn_mask": fam, "average_attn_weights": False},
           {"attn_mask": am, "key_padding_mask": kpm, "need_weights": False}]:
    out, w = mha(x, mem, mem, **kw)
    print(tuple(out.shape), r(out)[:6], None if w is None else (tuple(w.shape), r(w)[:6]))
    x.grad = None
    mha.zero_grad()
    out.sum().backward()
    print(r(x.grad)[:6], r(mha.in_proj_weight.grad)[:6], [round(v, 3) for v in mha.out_proj.weight.grad[0].tolist()])
out, w = mha(x, x, x, attn_mask=torch.ones(3, 3, dtype=torch.bool, device=device).triu(1), is_causal=True, need_weights=False)
print(r(out)[:6], w)
# batch_first, kdim/vdim, unbatched, bias_kv
m2 = nn.MultiheadAttention(6, 3, kdim=3, vdim=5, batch_first=True).to(device)
qq = torch.randn(2, 4, 6, device=device)
out, w = m2(qq, torch.randn(2, 3, 3, device=device), torch.randn(2, 3, 5, device=device))
print(tuple(out.shape), tuple(w.shape), r(out)[:6], r(w)[:6])
out, w = m2(qq[0], torch.randn(3, 3, device=device), torch.randn(3, 5, device=device), key_padding_mask=torch.tensor([True, False, False], device=device))
print(tuple(out.shape), tuple(w.shape), r(w)[:6])
m3 = nn.MultiheadAttention(4, 2, add_bias_kv=True, add_zero_attn=True).to(device)
out, w = m3(x, mem, mem, key_padding_mask=kpm, attn_mask=am)
print(tuple(out.shape), tuple(w.shape), r(out)[:6], r(w)[:8])
# dropout in training
torch.manual_seed(5)
m4 = nn.MultiheadAttention(4, 2, dropout=0.5).to(device)
out, w = m4(x, x, x)
print(r(out)[:6], r(w)[:9])
out, _ = m4(x, x, x, need_weights=False)
print(r(out)[:6])
m4.eval()
print(r(m4(x, x, x)[0])[:6])
for f in [lambda: nn.MultiheadAttention(5, 2), lambda: nn.MultiheadAttention(0, 2),
          lambda: mha(x, mem[:, :1], mem), lambda: mha(x, mem, mem, attn_mask=am[:2]),
          lambda: mha(x, mem, mem, attn_mask=torch.zeros(2, 3, 5, device=device)),
          lambda: mha(x[0, None], mem, mem), lambda: mha(x, mem, mem, is_causal=True),
          lambda: mha(x, mem, mem, key_padding_mask=kpm.long()),
          lambda: mha(x, mem, mem[..., :3])]:
    try:
        f()
        print("no error")
    except Exception as e:
        print(type(e).__name__, e)
