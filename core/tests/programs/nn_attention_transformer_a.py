# nn.TransformerEncoderLayer/DecoderLayer/Encoder/Decoder/Transformer: reprs, parameter names and
# PyTorch's init draws (the layer copies of TransformerEncoder draw nothing; Transformer's
# xavier_uniform_ reset).
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)

def r(t):
    return [round(v, 4) for v in t.detach().reshape(-1).tolist()]
enc = nn.TransformerEncoderLayer(4, 2, dim_feedforward=6, dropout=0.0)
print(enc)
for n, p in enc.named_parameters():
    print(n, tuple(p.shape), r(p)[:3])
dec = nn.TransformerDecoderLayer(4, 2, 8, 0.0, activation="gelu", norm_first=True, batch_first=True)
print(dec)
print([n for n, _ in dec.named_parameters()])
te = nn.TransformerEncoder(enc, 2, norm=nn.LayerNorm(4))
# The layers are deep copies of enc: equal values, their own tensors, no random draws.
print(te)
print(r(te.layers[1].linear1.weight)[:4], r(enc.linear1.weight)[:4], te.layers[0].linear1.weight is enc.linear1.weight)
print(r(torch.rand(3)))
t = nn.Transformer(4, 2, 1, 2, 6, 0.0)
print(t)
for n, p in t.named_parameters():
    print(n, tuple(p.shape), r(p)[:2])
