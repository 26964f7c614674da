# Custom autograd Functions with the ctx features the "Extending PyTorch" page lists: needs_input_grad,
# mark_non_differentiable for an argmax output, set_materialize_grads(False) with None grads,
# mark_dirty for an in-place op, non-tensor arguments, once_differentiable, and gradcheck.
import torch
from torch.autograd import Function
from torch.autograd.function import once_differentiable

device = "cpu"
torch.manual_seed(0)


class ScaledMax(Function):
    @staticmethod
    def forward(ctx, x, scale):
        values, idx = x.max(dim=1)
        ctx.mark_non_differentiable(idx)
        ctx.save_for_backward(x, idx)
        ctx.scale = scale
        return values * scale, idx

    @staticmethod
    def backward(ctx, grad_values, grad_idx):
        x, idx = ctx.saved_tensors
        print("needs_input_grad", ctx.needs_input_grad, "grad_idx", grad_idx)
        grad = torch.zeros_like(x)
        grad.scatter_(1, idx.unsqueeze(1), (grad_values * ctx.scale).unsqueeze(1))
        return grad, None


x = torch.randn(3, 4, device=device, requires_grad=True)
vals, idx = ScaledMax.apply(x, 2.0)
print(vals.requires_grad, idx.requires_grad, idx.tolist())
vals.sum().backward()
print(x.grad)


class SplitTwo(Function):
    @staticmethod
    def forward(ctx, x):
        ctx.set_materialize_grads(False)
        return x * 2, x * 3

    @staticmethod
    def backward(ctx, g1, g2):
        print("g1 is None:", g1 is None, "g2 is None:", g2 is None)
        grad = 0
        if g1 is not None:
            grad = grad + 2 * g1
        if g2 is not None:
            grad = grad + 3 * g2
        return grad


y = torch.tensor([1.0, 2.0], device=device, requires_grad=True)
a, b = SplitTwo.apply(y)
a.sum().backward()
print(y.grad)


class InplaceDouble(Function):
    @staticmethod
    def forward(ctx, x):
        x.mul_(2)
        ctx.mark_dirty(x)
        return x

    @staticmethod
    def backward(ctx, grad):
        return grad * 2


z = torch.tensor([1.0, -1.0, 3.0], device=device, requires_grad=True)
w = z.clone()
out = InplaceDouble.apply(w)
print(out is w, out, out.grad_fn.__class__.__name__)
(out ** 2).sum().backward()
print(z.grad)


class Cube(Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x ** 3

    @staticmethod
    @once_differentiable
    def backward(ctx, grad):
        (x,) = ctx.saved_tensors
        return grad * 3 * x ** 2


c = torch.tensor([0.5, 2.0], device=device, requires_grad=True)
Cube.apply(c).sum().backward()
print(c.grad)
cd = torch.randn(4, dtype=torch.float64, device=device, requires_grad=True)
print("gradcheck", torch.autograd.gradcheck(Cube.apply, (cd,)))


class Clamp(Function):
    @staticmethod
    def forward(ctx, x, lo, hi):
        ctx.save_for_backward(x)
        ctx.bounds = (lo, hi)
        return x.clamp(lo, hi)

    @staticmethod
    def backward(ctx, grad):
        (x,) = ctx.saved_tensors
        lo, hi = ctx.bounds
        passthrough = (x >= lo) & (x <= hi)
        return grad * passthrough, None, None


q = torch.linspace(-2, 2, 5, device=device, requires_grad=True)
r = Clamp.apply(q, -1.0, 1.0)
r.backward(torch.ones_like(r))
print(r.detach(), q.grad, r.grad_fn.__class__.__name__)
print("gradcheck clamp", torch.autograd.gradcheck(lambda t: Clamp.apply(t, -0.5, 0.5), (torch.tensor([0.1, 0.9, -0.2], dtype=torch.float64, requires_grad=True),)))


class ScaleGrad(Function):
    @staticmethod
    def forward(ctx, x, factor):
        ctx.factor = factor
        return x

    @staticmethod
    def backward(ctx, grad):
        return grad * ctx.factor, None


s = torch.tensor([1.0, 2.0], device=device, requires_grad=True)
h = s * 3
g = ScaleGrad.apply(h, 0.1)
print(g is h, g.grad_fn.__class__.__name__, g.detach())
g.sum().backward()
print(s.grad)
try:
    InplaceDouble.apply(torch.ones(2, device=device, requires_grad=True))
except RuntimeError as e:
    print("RuntimeError:", e)
