# TransformerEncoderLayer / DecoderLayer options: gelu and callable activations, bias=False,
# layer_norm_eps, norm_first, padding masks, a final norm, and enable_nested_tensor=False.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)
D = 8
x = torch.randn(2, 5, D, device=device)
pad = torch.tensor([[False] * 5, [False, False, False, True, True]], device=device)
for kw in [dict(activation="gelu"), dict(activation=F.silu), dict(bias=False), dict(norm_first=True, layer_norm_eps=1e-3)]:
    torch.manual_seed(1)
    layer = nn.TransformerEncoderLayer(D, nhead=2, dim_feedforward=16, dropout=0.0, batch_first=True, **kw).to(device)
    out = layer(x, src_key_padding_mask=pad)
    name = {k: (v if isinstance(v, (str, bool, float)) else v.__name__) for k, v in kw.items()}
    print(name, out.shape, round(out.sum().item(), 4), sum(p.numel() for p in layer.parameters()))
torch.manual_seed(2)
enc = nn.TransformerEncoder(nn.TransformerEncoderLayer(D, 2, 16, 0.0, batch_first=True), num_layers=2,
                            norm=nn.LayerNorm(D), enable_nested_tensor=False).to(device)
out = enc(x, src_key_padding_mask=pad)
print(out.shape, round(out[0].sum().item(), 4), round(out[1, :3].sum().item(), 4))
print([n for n, _ in enc.named_children()], len(enc.layers), enc.layers[0].self_attn.batch_first)
causal = nn.Transformer.generate_square_subsequent_mask(5).to(device)
out_c = enc(x, mask=causal, is_causal=True)
print(round(out_c.sum().item(), 4))
torch.manual_seed(3)
dec = nn.TransformerDecoder(nn.TransformerDecoderLayer(D, 2, 16, 0.0, batch_first=True, norm_first=True), 2).to(device)
tgt = torch.randn(2, 4, D, device=device)
y = dec(tgt, out, tgt_mask=nn.Transformer.generate_square_subsequent_mask(4).to(device), memory_key_padding_mask=pad)
print(y.shape, round(y.sum().item(), 4))
y.sum().backward()
print(round(dec.layers[0].multihead_attn.in_proj_weight.grad.norm().item(), 4))
enc.eval()
with torch.no_grad():
    e1 = enc(x, src_key_padding_mask=pad)
print(torch.allclose(e1[0], out[0], atol=1e-5))
print(enc.layers[0])
