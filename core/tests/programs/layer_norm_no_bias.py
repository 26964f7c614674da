# nn.LayerNorm(bias=False) keeps a weight and no bias, and the Transformer layers with bias=False
# drop every bias (attention, feed-forward, norms), as PyTorch's do.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)
m = nn.LayerNorm(4, bias=False).to(device)
print(m, m.bias, [n for n, _ in m.named_parameters()])
x = torch.randn(2, 4, device=device, requires_grad=True)
with torch.no_grad():
    m.weight.mul_(2.0)
y = m(x)
(y * torch.arange(4.0, device=device)).sum().backward()
print(y.round(decimals=4).tolist(), m.weight.grad.round(decimals=4).tolist())
print(x.grad.round(decimals=4).tolist())
print(nn.LayerNorm(3, elementwise_affine=False, bias=False))
layer = nn.TransformerEncoderLayer(8, 2, 16, dropout=0.0, bias=False).to(device)
print([n for n, _ in layer.named_parameters()])
out = layer(torch.randn(3, 2, 8, device=device))
print(out.shape, out.abs().mean().round(decimals=3).item())
t = nn.Transformer(8, 2, 1, 1, 16, dropout=0.0, bias=False).to(device)
print(len(list(t.parameters())), t.encoder.norm.bias, t.decoder.layers[0].norm3.bias)
