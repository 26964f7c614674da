# nn.TransformerEncoder (batch_first, final norm, masks, unbatched) and nn.Transformer forward and
# backward with dropout in training (PyTorch's draws), in eval and under no_grad; the errors.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)


def r(t):
    return [round(v, 4) for v in t.detach().reshape(-1).tolist()]


def weighted(o):
    # A weighted sum: a LayerNorm's output sums (and squares) to a constant.
    return (o * (torch.arange(o.numel(), device=device) % 5 - 2.0).reshape(o.shape)).sum()


src, tgt = torch.randn(3, 2, 4, device=device).requires_grad_(), torch.randn(2, 2, 4, device=device).requires_grad_()
kpm = torch.tensor([[False, False, True], [False, False, False]], device=device)
causal = torch.tensor([[False, True], [False, False]], device=device)
# batch_first stack with a final norm
layer = nn.TransformerEncoderLayer(4, 2, 6, 0.0, activation=nn.GELU(), batch_first=True)
te = nn.TransformerEncoder(layer, 2, norm=nn.LayerNorm(4)).to(device)
xb = src.detach().transpose(0, 1)
print(r(te(xb, src_key_padding_mask=kpm))[:8])
fm = torch.zeros(3, 3, device=device)
fm[0, 2] = -1.5
print(r(te(xb, mask=fm))[:8])
print(r(te(xb[0]))[:4])
# dropout in training
torch.manual_seed(7)
t = nn.Transformer(4, 2, 1, 1, 6, dropout=0.25).to(device)
out = t(src, tgt, tgt_mask=causal)
print(tuple(out.shape), r(out)[:8])
weighted(out).backward()
print(r(src.grad)[:4], r(t.encoder.layers[0].linear2.weight.grad)[:4])
t.eval()
out = t(src, tgt, tgt_mask=causal, tgt_is_causal=True, src_key_padding_mask=kpm, memory_key_padding_mask=kpm)
print(r(out)[:8])
with torch.no_grad():
    print(r(t(src, tgt))[:4])
for f in [lambda: t(src, tgt[:, :1]), lambda: t(src[..., :3], tgt), lambda: nn.TransformerEncoderLayer(4, 2, activation="tanh"),
          lambda: te(xb, is_causal=True)]:
    try:
        f()
        print("no error")
    except Exception as e:
        print(type(e).__name__, e)
