# Custom autograd Functions using ctx features: needs_input_grad, mark_non_differentiable,
# non-tensor args, setup_context style, once_differentiable, and apply on views.
import torch
from torch.autograd import Function
from torch.autograd.function import once_differentiable

device = "cpu"
torch.manual_seed(0)


class ScaledMul(Function):
    @staticmethod
    def forward(ctx, a, b, scale):
        ctx.save_for_backward(a, b)
        ctx.scale = scale
        return a * b * scale

    @staticmethod
    def backward(ctx, g):
        a, b = ctx.saved_tensors
        print("needs", ctx.needs_input_grad)
        ga = g * b * ctx.scale if ctx.needs_input_grad[0] else None
        gb = g * a * ctx.scale if ctx.needs_input_grad[1] else None
        return ga, gb, None


a = torch.randn(3, device=device, requires_grad=True)
b = torch.randn(3, device=device)
ScaledMul.apply(a, b, 2.0).sum().backward()
print(a.grad)


class SortWithIdx(Function):
    @staticmethod
    def forward(ctx, x):
        vals, idx = x.sort()
        ctx.mark_non_differentiable(idx)
        ctx.save_for_backward(idx)
        return vals, idx

    @staticmethod
    @once_differentiable
    def backward(ctx, gv, gi):
        (idx,) = ctx.saved_tensors
        out = torch.zeros_like(gv)
        out.scatter_(0, idx, gv)
        return out


x = torch.tensor([3.0, 1.0, 2.0], device=device, requires_grad=True)
v, i = SortWithIdx.apply(x)
print(v, i, i.requires_grad, v.requires_grad)
(v * torch.tensor([1.0, 10.0, 100.0], device=device)).sum().backward()
print(x.grad)


class Cube(Function):
    @staticmethod
    def forward(x):
        return x ** 3

    @staticmethod
    def setup_context(ctx, inputs, output):
        (x,) = inputs
        ctx.save_for_backward(x)

    @staticmethod
    def backward(ctx, g):
        (x,) = ctx.saved_tensors
        return 3 * x ** 2 * g


x = torch.tensor([1.0, 2.0], device=device, requires_grad=True)
y = Cube.apply(x)
print(y, y.grad_fn.__class__.__name__)
(gx,) = torch.autograd.grad(y.sum(), x, create_graph=True)
print(gx, gx.requires_grad)
gx.sum().backward()
print(x.grad)
print(torch.func.grad(lambda t: Cube.apply(t).sum())(torch.tensor([2.0, 3.0], device=device)))
