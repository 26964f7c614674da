# Custom autograd.Function classes: a clamp with straight-through gradient, a function with
# save_for_backward and non-tensor args, mark_non_differentiable, and gradcheck in float64.
import torch
from torch.autograd import Function, gradcheck

device = "cpu"
torch.manual_seed(0)


class STEClamp(Function):
    @staticmethod
    def forward(ctx, x, lo, hi):
        return x.clamp(lo, hi)

    @staticmethod
    def backward(ctx, grad):
        return grad, None, None


class Cube(Function):
    @staticmethod
    def forward(ctx, x, scale=1.0):
        ctx.save_for_backward(x)
        ctx.scale = scale
        return scale * x ** 3

    @staticmethod
    def backward(ctx, grad_out):
        (x,) = ctx.saved_tensors
        return grad_out * 3 * ctx.scale * x ** 2, None


class SortWithIdx(Function):
    @staticmethod
    def forward(ctx, x):
        vals, idx = x.sort()
        ctx.mark_non_differentiable(idx)
        ctx.save_for_backward(idx)
        return vals, idx

    @staticmethod
    def backward(ctx, g_vals, g_idx):
        (idx,) = ctx.saved_tensors
        grad = torch.zeros_like(g_vals)
        grad.scatter_(0, idx, g_vals)
        return grad


x = torch.randn(5, device=device, requires_grad=True)
y = STEClamp.apply(x, -0.5, 0.5)
y.sum().backward()
print(y.detach(), x.grad)
x.grad = None
z = Cube.apply(x, 2.0)
z.sum().backward()
print(z.grad_fn is not None, x.grad.round(decimals=4))
print(torch.allclose(x.grad, 6 * x.detach() ** 2))
vals, idx = SortWithIdx.apply(x)
print(vals.requires_grad, idx.requires_grad, idx)
x.grad = None
(vals * torch.arange(5.0, device=device)).sum().backward()
print(x.grad)
xd = torch.randn(4, dtype=torch.float64, device=device, requires_grad=True)
print("gradcheck", gradcheck(lambda t: Cube.apply(t, 0.5), (xd,)))
w = torch.randn(3, 3, device=device, requires_grad=True)
out = Cube.apply(w @ w, 1.0).mean()
out.backward()
print(f"{out.item():.4f}", w.grad.shape)
