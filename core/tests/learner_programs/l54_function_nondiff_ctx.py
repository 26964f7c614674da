# Custom autograd.Function details: mark_non_differentiable for an index output,
# ctx.needs_input_grad to skip work, set_materialize_grads(False) with None grads,
# returning None for non-tensor args, save_for_backward of outputs, once_differentiable,
# and mark_dirty for an in-place Function.
import torch
from torch.autograd import Function
from torch.autograd.function import once_differentiable

device = "cpu"
torch.manual_seed(37)


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
        print("g_idx is", g_idx if g_idx is None else tuple(g_idx.shape))
        grad = torch.zeros_like(g_vals)
        return grad.scatter(0, idx, g_vals)


x = torch.tensor([3.0, 1.0, 2.0], device=device, requires_grad=True)
vals, idx = SortWithIdx.apply(x)
print(vals.requires_grad, idx.requires_grad, idx.dtype)
(vals * torch.tensor([1.0, 10.0, 100.0], device=device)).sum().backward()
print(x.grad)


class ScaledMul(Function):
    @staticmethod
    def forward(ctx, a, b, scale):
        ctx.save_for_backward(a, b)
        ctx.scale = scale
        return a * b * scale

    @staticmethod
    def backward(ctx, grad):
        a, b = ctx.saved_tensors
        print("needs", ctx.needs_input_grad)
        ga = grad * b * ctx.scale if ctx.needs_input_grad[0] else None
        gb = grad * a * ctx.scale if ctx.needs_input_grad[1] else None
        return ga, gb, None


a = torch.randn(3, device=device, requires_grad=True)
b = torch.randn(3, device=device)
ScaledMul.apply(a, b, 2.0).sum().backward()
print(torch.allclose(a.grad, 2 * b))


class TwoOut(Function):
    @staticmethod
    def forward(ctx, x):
        ctx.set_materialize_grads(False)
        return x * 2, x * 3

    @staticmethod
    def backward(ctx, g1, g2):
        print("grads None?", g1 is None, g2 is None)
        total = torch.zeros(3, device=device)
        if g1 is not None:
            total = total + 2 * g1
        if g2 is not None:
            total = total + 3 * g2
        return total


t = torch.ones(3, device=device, requires_grad=True)
o1, o2 = TwoOut.apply(t)
o1.sum().backward()
print(t.grad)


class ExpF(Function):
    @staticmethod
    def forward(ctx, x):
        y = x.exp()
        ctx.save_for_backward(y)
        return y

    @staticmethod
    @once_differentiable
    def backward(ctx, g):
        (y,) = ctx.saved_tensors
        return g * y


e = torch.tensor([0.0, 1.0], device=device, requires_grad=True)
ye = ExpF.apply(e)
(ge,) = torch.autograd.grad(ye.sum(), e, create_graph=True)
print(ge.round(decimals=4), ge.requires_grad)
try:
    ge.sum().backward()
except RuntimeError as err:
    print("RuntimeError:", str(err)[:90])


class AddOneInplace(Function):
    @staticmethod
    def forward(ctx, x):
        x.add_(1)
        ctx.mark_dirty(x)
        return x

    @staticmethod
    def backward(ctx, g):
        return g


leaf = torch.zeros(2, device=device, requires_grad=True)
z = leaf.clone()
out = AddOneInplace.apply(z)
print(out, out is z, out.grad_fn.__class__.__name__)
(out * 5).sum().backward()
print(leaf.grad)
