# Higher-order gradients, part two: more elementwise functions, softmax, layer norm and a
# convolutional critic's gradient penalty.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)

z = torch.tensor([0.2, 0.45, 0.7], device=device, requires_grad=True)
for name, f in [("rsqrt", torch.rsqrt), ("tan", torch.tan), ("atan", torch.atan),
                ("asin", torch.asin), ("acos", torch.acos), ("atanh", torch.atanh),
                ("asinh", torch.asinh), ("sinh", torch.sinh), ("cosh", torch.cosh),
                ("erf", torch.erf), ("erfc", torch.erfc), ("gelu", F.gelu),
                ("log2", torch.log2), ("log10", torch.log10), ("exp2", torch.exp2),
                ("square", torch.square), ("pow3", lambda t: torch.pow(t, 3.0)),
                ("tensor pow", lambda t: torch.pow(2.0 * t + 1.0, t)),
                ("relu", torch.relu), ("abs", lambda t: torch.abs(t - 0.5) * t)]:
    g, = torch.autograd.grad(f(z).sum(), z, create_graph=True)
    h, = torch.autograd.grad(g.sum(), z, allow_unused=True)
    hs = None if h is None else [round(v, 4) for v in h.tolist()]
    print(name, [round(v, 4) for v in g.tolist()], hs)

# Softmax and log-softmax, differentiated twice.
logits = torch.randn(2, 4, device=device, requires_grad=True)
for name, f in [("softmax", lambda t: F.softmax(t, dim=1)[:, 0]),
                ("log_softmax", lambda t: F.log_softmax(t, dim=1)[:, 1])]:
    g, = torch.autograd.grad(f(logits).sum(), logits, create_graph=True)
    h, = torch.autograd.grad((g ** 2).sum(), logits)
    print(name)
    print(g)
    print(h)

# A variance and a layer norm.
v = torch.randn(5, device=device, requires_grad=True)
g, = torch.autograd.grad(v.var(), v, create_graph=True)
h, = torch.autograd.grad((g * torch.arange(5.0, device=device)).sum(), v)
print("var", [round(q, 4) for q in g.tolist()], [round(q, 4) for q in h.tolist()])
ln = nn.LayerNorm(4).to(device)
xin = torch.randn(3, 4, device=device, requires_grad=True)
g, = torch.autograd.grad((ln(xin) ** 3).sum(), xin, create_graph=True)
g.pow(2).sum().backward()
print("layernorm", round(xin.grad.abs().sum().item(), 4),
      round(ln.weight.grad.abs().sum().item(), 4), round(ln.bias.grad.abs().sum().item(), 4))

# A convolutional critic's gradient penalty (WGAN-GP).
critic = nn.Sequential(nn.Conv2d(1, 4, 3, padding=1), nn.LeakyReLU(0.2),
                       nn.Conv2d(4, 4, 3, stride=2), nn.LayerNorm([4, 2, 2]),
                       nn.LeakyReLU(0.2), nn.Flatten(), nn.Linear(16, 1)).to(device)
opt = torch.optim.Adam(critic.parameters(), lr=1e-3, betas=(0.5, 0.9))
for step in range(3):
    real = torch.randn(4, 1, 6, 6, device=device)
    fake = torch.randn(4, 1, 6, 6, device=device)
    a = torch.rand(4, 1, 1, 1, device=device)
    mix = (a * real + (1 - a) * fake).requires_grad_(True)
    s = critic(mix)
    g, = torch.autograd.grad(s, mix, torch.ones_like(s), create_graph=True)
    gp = ((g.view(4, -1).norm(2, dim=1) - 1) ** 2).mean()
    loss = critic(fake).mean() - critic(real).mean() + 10 * gp
    opt.zero_grad()
    loss.backward()
    opt.step()
    print(f"critic step {step}: loss {loss.item():.4f} gp {gp.item():.4f}")
for n, p in critic.named_parameters():
    print(n, None if p.grad is None else round(p.grad.abs().sum().item(), 4))
