# Interpretability basics: vanilla saliency (|d logit / d input|), gradient x input, SmoothGrad by
# averaging gradients over noisy copies, and integrated gradients along a straight path from a
# baseline with the completeness check (attributions sum to f(x) - f(baseline)).
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(21)

model = nn.Sequential(nn.Linear(6, 12), nn.Tanh(), nn.Linear(12, 3)).to(device)
model.eval()
x = torch.randn(1, 6, device=device)
target = model(x).argmax(1).item()
print("target class", target)


def grad_of_logit(inp, cls):
    inp = inp.clone().requires_grad_(True)
    out = model(inp)[:, cls].sum()
    g, = torch.autograd.grad(out, inp)
    return g


sal = grad_of_logit(x, target).abs()
print("saliency", sal.round(decimals=4))
print("grad x input", (grad_of_logit(x, target) * x).round(decimals=4))
g = torch.Generator().manual_seed(0)
noisy = x + 0.1 * torch.randn(25, 6, generator=g).to(device)
smooth = grad_of_logit(noisy, target).mean(0, keepdim=True)
print("smoothgrad", smooth.round(decimals=4))

baseline = torch.zeros_like(x)
steps = 64
alphas = torch.linspace(0, 1, steps + 1, device=device)[1:].view(-1, 1)
path = baseline + alphas * (x - baseline)
grads = grad_of_logit(path, target)
ig = (x - baseline) * grads.mean(0, keepdim=True)
with torch.no_grad():
    delta = (model(x)[0, target] - model(baseline)[0, target]).item()
print("integrated gradients", ig.round(decimals=4))
print(f"sum {ig.sum().item():.4f} vs f(x)-f(0) {delta:.4f} close: {abs(ig.sum().item() - delta) < 0.01}")
ranking = ig.abs().squeeze(0).argsort(descending=True)
print("feature ranking", ranking.tolist())
print("model grads untouched:", all(p.grad is None for p in model.parameters()))
