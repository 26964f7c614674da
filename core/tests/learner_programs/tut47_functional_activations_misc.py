# torch.nn.functional helpers: normalize, pdist, cdist, cosine_similarity, pairwise_distance, pad
# modes, glu, softmin, activations (celu, mish, silu, hardswish, softshrink, threshold, rrelu eval)
# and their module twins' reprs.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)
a = torch.randn(4, 3, device=device)
b = torch.randn(4, 3, device=device)
print(F.normalize(a, p=1, dim=1).abs().sum(1), F.normalize(a, dim=0).norm(dim=0))
print(F.pdist(a), F.pdist(a, p=1).shape)
print(torch.cdist(a, b, p=2).round(decimals=4), torch.cdist(a, b, p=1).sum().round(decimals=3))
print(F.cosine_similarity(a, b), F.cosine_similarity(a[:1], b, dim=1))
print(F.pairwise_distance(a, b, p=2.0, eps=1e-6, keepdim=True).shape, F.pairwise_distance(a, b))
s = torch.arange(6.0, device=device).view(1, 2, 3)
for mode in ["constant", "reflect", "replicate", "circular"]:
    print(mode, F.pad(s, (2, 1), mode=mode)[0, 0].tolist())
print(F.pad(s, (1, 1, 1, 0), value=-1.0).shape)
print(F.glu(torch.arange(8.0, device=device).view(2, 4) / 4), F.glu(a, dim=0).shape)
print(F.softmin(a, dim=1)[0], F.log_softmax(a, dim=0)[:, 0])
v = torch.linspace(-3, 3, 7, device=device)
acts = {
    "celu": F.celu(v, alpha=0.5), "elu": F.elu(v, alpha=2.0), "selu": F.selu(v), "mish": F.mish(v),
    "silu": F.silu(v), "hardswish": F.hardswish(v), "hardsigmoid": F.hardsigmoid(v),
    "softshrink": F.softshrink(v, 1.5), "hardshrink": F.hardshrink(v, 1.5), "tanhshrink": F.tanhshrink(v),
    "threshold": F.threshold(v, 0.5, -9.0), "rrelu_eval": F.rrelu(v, training=False),
    "leaky": F.leaky_relu(v, 0.2), "relu6": F.relu6(v * 3), "hardtanh": F.hardtanh(v, -2.0, 2.0),
    "softplus": F.softplus(v, beta=2.0, threshold=4.0), "logsigmoid": F.logsigmoid(v), "softsign": F.softsign(v),
    "gelu_tanh": F.gelu(v, approximate="tanh"),
}
for k, t in acts.items():
    print(f"{k:12s}", [round(x, 4) for x in t.tolist()])
mods = [nn.CELU(0.5), nn.Mish(), nn.Hardswish(), nn.Softshrink(1.5), nn.Threshold(0.5, -9.0), nn.RReLU(0.1, 0.3),
        nn.Hardtanh(-2.0, 2.0), nn.Softplus(beta=2.0, threshold=4.0), nn.GLU(dim=0), nn.Softmin(dim=1), nn.PReLU(3, init=0.1),
        nn.GELU(approximate="tanh"), nn.LeakyReLU(0.2, inplace=True), nn.ELU(alpha=2.0), nn.SiLU(), nn.Softmax2d(), nn.LogSigmoid()]
for m in mods:
    print(m)
pr = nn.PReLU(3, init=0.1).to(device)
out = pr(a)
out.sum().backward()
print(pr.weight.grad)
