import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(3)

class Clamp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, lo, hi):
        ctx.save_for_backward(x)
        ctx.lo, ctx.hi = lo, hi
        return x.clamp(lo, hi)
    @staticmethod
    def backward(ctx, g):
        (x,) = ctx.saved_tensors
        mask = (x >= ctx.lo) & (x <= ctx.hi)
        return g * mask, None, None

x = torch.randn(6, requires_grad=True, device=device)
y = Clamp.apply(x, -0.5, 0.5)
y.sum().backward()
print(y, x.grad)

feats = {}
def hook(mod, inp, out):
    feats[mod.__class__.__name__] = out.detach().shape
lin = nn.Linear(4, 2)
h = lin.register_forward_hook(hook)
lin(torch.randn(3, 4))
h.remove()
lin(torch.randn(3, 4))
print(feats)

w = torch.randn(3, requires_grad=True)
z = (w ** 2).sum()
g, = torch.autograd.grad(z, w)
print(g)

a = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
b = a * 2
b.retain_grad()
b.register_hook(lambda gr: gr * 10)
(b * b).sum().backward()
print(a.grad, b.grad)

m = nn.Sequential(nn.Linear(3, 3), nn.Tanh(), nn.Linear(3, 1))
for p in m[0].parameters():
    p.requires_grad_(False)
print([p.requires_grad for p in m.parameters()])
vec = torch.nn.utils.parameters_to_vector(m.parameters())
print(vec.shape)
def init(mod):
    if isinstance(mod, nn.Linear):
        nn.init.constant_(mod.bias, 0.1)
        nn.init.xavier_uniform_(mod.weight)
m.apply(init)
print(m[2].bias, m[2].weight)
with torch.inference_mode():
    out = m(torch.ones(2, 3))
print(out, out.requires_grad)
with torch.set_grad_enabled(False):
    print(m(torch.ones(1, 3)).requires_grad)
print(torch.is_grad_enabled())
