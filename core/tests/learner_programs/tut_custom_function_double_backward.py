# A custom autograd.Function whose backward is written with differentiable ops, so it supports
# double backward (create_graph) — a smooth activation used inside a gradient penalty — next to
# one marked once_differentiable, plus gradcheck and gradgradcheck.
import torch
from torch.autograd import Function, gradcheck, gradgradcheck
from torch.autograd.function import once_differentiable

device = "cpu"
torch.manual_seed(46)


class SoftPlusFn(Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return torch.log1p(torch.exp(x))

    @staticmethod
    def backward(ctx, g):
        (x,) = ctx.saved_tensors
        return g * torch.sigmoid(x)


class CubeOnce(Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x ** 3

    @staticmethod
    @once_differentiable
    def backward(ctx, g):
        (x,) = ctx.saved_tensors
        return g * 3 * x ** 2


x = torch.randn(5, device=device, requires_grad=True)
y = SoftPlusFn.apply(x)
print([round(v, 4) for v in y.tolist()], torch.allclose(y, torch.nn.functional.softplus(x)))
(g,) = torch.autograd.grad(y.sum(), x, create_graph=True)
print("first:", [round(v, 4) for v in g.tolist()], g.requires_grad)
(gg,) = torch.autograd.grad(g.sum(), x)
s = torch.sigmoid(x.detach())
print("second:", torch.allclose(gg, s * (1 - s), atol=1e-6))

xd = torch.randn(4, dtype=torch.float64, device=device, requires_grad=True)
print("gradcheck:", gradcheck(SoftPlusFn.apply, (xd,)))
print("gradgradcheck:", gradgradcheck(SoftPlusFn.apply, (xd,)))
print("gradcheck once:", gradcheck(CubeOnce.apply, (xd,)))

z = CubeOnce.apply(x)
(gz,) = torch.autograd.grad(z.sum(), x, create_graph=True)
print([round(v, 4) for v in gz.tolist()])
try:
    gz.sum().backward()
except RuntimeError as e:
    print("RuntimeError:", str(e)[:70])

w = torch.randn(3, 2, device=device, requires_grad=True)
inp = torch.randn(4, 3, device=device, requires_grad=True)
out = SoftPlusFn.apply(inp @ w).sum()
(gi,) = torch.autograd.grad(out, inp, create_graph=True)
penalty = (gi.norm(dim=1) - 1).pow(2).mean()
penalty.backward()
print("penalty:", round(penalty.item(), 5), round(w.grad.abs().sum().item(), 5))
