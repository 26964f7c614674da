# torch.autograd.Function details: needs_input_grad, mark_non_differentiable, set_materialize_grads,
# returning None grads for non-tensor args, saving intermediate results, once_differentiable,
# gradcheck in float64, and apply with keyword-free calls.
import torch
from torch.autograd import Function
from torch.autograd.function import once_differentiable

device = "cpu"
torch.manual_seed(0)


seen = []


class ClampedExp(Function):
    @staticmethod
    def forward(ctx, x, limit):
        y = x.exp().clamp(max=limit)
        ctx.save_for_backward(y)
        ctx.limit = limit
        return y

    @staticmethod
    def backward(ctx, gy):
        (y,) = ctx.saved_tensors
        seen.append(ctx.needs_input_grad)
        return gy * y * (y < ctx.limit).to(y.dtype), None


x = torch.tensor([-1.0, 0.5, 2.0, 3.0], device=device, requires_grad=True)
y = ClampedExp.apply(x, 5.0)
y.sum().backward()
print(y, x.grad, seen)


class SortWithIndex(Function):
    @staticmethod
    def forward(ctx, x):
        vals, idx = x.sort()
        ctx.mark_non_differentiable(idx)
        ctx.save_for_backward(idx)
        return vals, idx

    @staticmethod
    def backward(ctx, gvals, gidx):
        (idx,) = ctx.saved_tensors
        g = torch.zeros_like(gvals)
        g.scatter_(0, idx, gvals)
        return g


v = torch.tensor([3.0, 1.0, 2.0], device=device, requires_grad=True)
vals, idx = SortWithIndex.apply(v)
print(vals.requires_grad, idx.requires_grad, idx)
(vals * torch.tensor([1.0, 10.0, 100.0], device=device)).sum().backward()
print(v.grad)


class ScaleAndArgmax(Function):
    @staticmethod
    def forward(ctx, x, materialize):
        ctx.set_materialize_grads(materialize)
        return x * 2, x.argmax()

    @staticmethod
    def backward(ctx, g1, g2):
        print("g2:", g2 if g2 is None else tuple(g2.shape))
        return 2 * g1, None


for materialize in (False, True):
    a = torch.ones(2, device=device, requires_grad=True)
    o1, o2 = ScaleAndArgmax.apply(a, materialize)
    o1.sum().backward()
    print(a.grad, o2, o2.requires_grad)


class Cube(Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x ** 3

    @staticmethod
    @once_differentiable
    def backward(ctx, g):
        (x,) = ctx.saved_tensors
        return 3 * x ** 2 * g


c = torch.tensor([1.0, 2.0], device=device, requires_grad=True)
Cube.apply(c).sum().backward()
print(c.grad)
xd = torch.randn(4, dtype=torch.float64, device=device, requires_grad=True)
print(torch.autograd.gradcheck(Cube.apply, (xd,)), torch.autograd.gradcheck(lambda t: ClampedExp.apply(t, 100.0), (xd,)))


class LinearFn(Function):
    @staticmethod
    def forward(ctx, inp, weight, bias=None):
        ctx.save_for_backward(inp, weight, bias)
        out = inp @ weight.t()
        return out if bias is None else out + bias

    @staticmethod
    def backward(ctx, g):
        inp, weight, bias = ctx.saved_tensors
        gi = g @ weight if ctx.needs_input_grad[0] else None
        gw = g.t() @ inp if ctx.needs_input_grad[1] else None
        gb = g.sum(0) if bias is not None and ctx.needs_input_grad[2] else None
        return gi, gw, gb


inp = torch.randn(3, 4, device=device)
W = torch.randn(2, 4, device=device, requires_grad=True)
bb = torch.zeros(2, device=device, requires_grad=True)
out = LinearFn.apply(inp, W, bb)
out.pow(2).sum().backward()
ref_W = W.detach().clone().requires_grad_()
torch.nn.functional.linear(inp, ref_W, bb.detach()).pow(2).sum().backward()
print(out.grad_fn.__class__.__name__, torch.allclose(W.grad, ref_W.grad), [round(v, 4) for v in bb.grad.tolist()])
print(LinearFn.apply(inp, W).shape, torch.autograd.gradcheck(LinearFn.apply, (torch.randn(2, 3, dtype=torch.float64, requires_grad=True), torch.randn(2, 3, dtype=torch.float64, requires_grad=True))))
