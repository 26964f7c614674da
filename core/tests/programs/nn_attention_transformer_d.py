# nn.TransformerEncoder in eval mode without autograd and with a left-aligned key padding mask: the
# padded positions are zero before the final norm, as PyTorch's nested-tensor fast path; not with
# norm_first, odd heads, a mask, a right-padded mask, training, autograd or enable_nested_tensor=False.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)


def r(t):
    return [round(v, 4) for v in t.detach().reshape(-1).tolist()]


x = torch.randn(2, 3, 4, device=device)
kpm = torch.tensor([[False, False, True], [False, False, False]], device=device)
bad = torch.tensor([[False, True, False], [False, False, False]], device=device)
for kw in [dict(), dict(norm_first=True), dict(activation=nn.GELU())]:
    layer = nn.TransformerEncoderLayer(4, 2, 6, 0.0, batch_first=True, **kw)
    te = nn.TransformerEncoder(layer, 2, norm=nn.LayerNorm(4)).to(device).eval()
    with torch.no_grad():
        print(r(te(x, src_key_padding_mask=kpm)))
        print(r(te(x, src_key_padding_mask=bad))[:4])
        print(r(te(x, src_key_padding_mask=kpm, mask=torch.zeros(3, 3, device=device)))[8:12])
        print(r(te(x[0], src_key_padding_mask=kpm[0]))[8:12])
    print(r(te(x, src_key_padding_mask=kpm))[8:12])
    te.train()
    with torch.no_grad():
        print(r(te(x, src_key_padding_mask=kpm))[8:12])
layer = nn.TransformerEncoderLayer(4, 1, 6, 0.0, batch_first=True)
te = nn.TransformerEncoder(layer, 1).to(device).eval()
for p in te.parameters():
    p.requires_grad_(False)
print(r(te(x, src_key_padding_mask=kpm))[8:12])
te = nn.TransformerEncoder(nn.TransformerEncoderLayer(4, 2, 6, 0.0, batch_first=True), 1, enable_nested_tensor=False).to(device).eval()
for p in te.parameters():
    p.requires_grad_(False)
print(r(te(x, src_key_padding_mask=kpm))[8:12])
te = nn.TransformerEncoder(nn.TransformerEncoderLayer(4, 2, 6, 0.0, batch_first=True), 1).to(device).eval()
for p in te.parameters():
    p.requires_grad_(False)
print(r(te(x, src_key_padding_mask=kpm))[8:12])
