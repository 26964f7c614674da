# autograd.Function patterns from tutorials and forum answers: a function with a defaulted non-tensor
# argument whose backward returns a None for it, ctx.needs_input_grad to skip work, the
# setup_context style (forward without ctx), once_differentiable imported from
# torch.autograd.function, mark_non_differentiable for an index output, gradient clipping inside
# backward, and the error for calling a Function instance.
import torch
import torch.nn as nn
from torch.autograd import Function
from torch.autograd.function import once_differentiable, FunctionCtx

device = "cpu"
torch.manual_seed(14)


class ScaledMul(Function):
    @staticmethod
    def forward(ctx, a, b, scale=2.0):
        ctx.save_for_backward(a, b)
        ctx.scale = scale
        return a * b * scale

    @staticmethod
    def backward(ctx, grad):
        a, b = ctx.saved_tensors
        ga = grad * b * ctx.scale if ctx.needs_input_grad[0] else None
        gb = grad * a * ctx.scale if ctx.needs_input_grad[1] else None
        return ga, gb, None


class Cube(Function):
    @staticmethod
    def forward(x):
        return x ** 3

    @staticmethod
    def setup_context(ctx, inputs, output):
        (x,) = inputs
        ctx.save_for_backward(x)

    @staticmethod
    @once_differentiable
    def backward(ctx, grad):
        (x,) = ctx.saved_tensors
        return 3 * x ** 2 * grad


class MaxWithIndex(Function):
    @staticmethod
    def forward(ctx, x):
        value, index = x.max(dim=1)
        ctx.mark_non_differentiable(index)
        ctx.save_for_backward(x, index)
        return value, index

    @staticmethod
    def backward(ctx, grad_value, grad_index):
        x, index = ctx.saved_tensors
        g = torch.zeros_like(x)
        g.scatter_(1, index[:, None], grad_value[:, None])
        return g


class ClipGrad(Function):
    @staticmethod
    def forward(ctx, x, bound):
        ctx.bound = bound
        return x.view_as(x)

    @staticmethod
    def backward(ctx, grad):
        return grad.clamp(-ctx.bound, ctx.bound), None


a = torch.tensor([1.0, 2.0], device=device, requires_grad=True)
b = torch.tensor([3.0, 4.0], device=device)
out = ScaledMul.apply(a, b)
out.sum().backward()
print(out, a.grad, b.grad)
print(type(out.grad_fn).__name__)
x = torch.tensor([1.0, -2.0], device=device, requires_grad=True)
Cube.apply(x).sum().backward()
print("cube grad", x.grad)
m = torch.randn(3, 4, device=device, requires_grad=True)
val, idx = MaxWithIndex.apply(m)
print("index requires_grad", idx.requires_grad, "value requires_grad", val.requires_grad, idx.tolist())
val.sum().backward()
print("one-hot grads", m.grad.sum(1).tolist(), torch.equal(m.grad.argmax(1), idx))
w = torch.tensor([0.5], device=device, requires_grad=True)
(ClipGrad.apply(w, 0.1) * 100).sum().backward()
print("clipped grad", w.grad)
print(isinstance(FunctionCtx(), FunctionCtx))

layer = nn.Linear(4, 2).to(device)
inp = torch.randn(5, 4, device=device)
loss = ScaledMul.apply(layer(inp), layer(inp), 0.5).mean()
loss.backward()
print(f"loss {loss.item():.4f} weight grad norm {layer.weight.grad.norm().item():.4f}")
try:
    ScaledMul()(a, b)
except RuntimeError as e:
    print("RuntimeError:", str(e).split(".")[0])
