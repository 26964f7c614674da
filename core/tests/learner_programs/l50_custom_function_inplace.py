# Custom autograd Functions beyond the basics: an in-place Function with ctx.mark_dirty that
# returns its (modified) input next to a second output, the separate setup_context API,
# once_differentiable, ctx.needs_input_grad, and set_materialize_grads(False).
import torch
from torch.autograd import Function
from torch.autograd.function import once_differentiable

device = "cpu"
torch.manual_seed(0)


class ScaleInPlaceAndShift(Function):
    @staticmethod
    def forward(ctx, a, b):
        ctx.mark_dirty(a)
        a.mul_(2)
        return a, b + 1

    @staticmethod
    def backward(ctx, ga, gb):
        return ga * 2, gb


w = torch.randn(3, device=device, requires_grad=True)
a = w * 1
b = torch.randn(3, device=device, requires_grad=True)
oa, ob = ScaleInPlaceAndShift.apply(a, b)
print("same object", oa is a, torch.equal(a, 2 * w.detach()))
(a.sum() * 3 + (ob * ob).sum()).backward()
print(w.grad, b.grad.round(decimals=4))


class MulConst(Function):
    @staticmethod
    def forward(x, c):
        return x * c

    @staticmethod
    def setup_context(ctx, inputs, output):
        x, c = inputs
        ctx.c = c
        ctx.save_for_backward(x)

    @staticmethod
    def backward(ctx, g):
        print("needs_input_grad", ctx.needs_input_grad)
        return g * ctx.c, None


x = torch.randn(4, device=device, requires_grad=True)
MulConst.apply(x, 3.0).sum().backward()
print(x.grad)


class Exp(Function):
    @staticmethod
    def forward(ctx, i):
        r = i.exp()
        ctx.save_for_backward(r)
        return r

    @staticmethod
    @once_differentiable
    def backward(ctx, g):
        (r,) = ctx.saved_tensors
        return g * r


x.grad = None
Exp.apply(x).sum().backward()
print(torch.allclose(x.grad, x.detach().exp()))


class TwoOut(Function):
    @staticmethod
    def forward(ctx, x):
        ctx.set_materialize_grads(False)
        return x.clone(), x * 2

    @staticmethod
    def backward(ctx, g1, g2):
        print("g1 None", g1 is None, "g2 None", g2 is None)
        out = torch.zeros_like(g1 if g1 is not None else g2)
        if g1 is not None:
            out = out + g1
        if g2 is not None:
            out = out + 2 * g2
        return out


x.grad = None
o1, o2 = TwoOut.apply(x)
(o2 * 3).sum().backward()
print(x.grad)
