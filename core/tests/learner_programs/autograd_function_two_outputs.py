# A custom autograd.Function with two differentiable outputs (and a non-differentiable index),
# its double backward, and index assignments into a clone of a tensor that requires grad.
import torch

device = "cpu"
torch.manual_seed(0)


class MinMax(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        mn, imn = x.min(dim=1)
        mx, imx = x.max(dim=1)
        ctx.save_for_backward(x, imn, imx)
        ctx.mark_non_differentiable(imn)
        return mn, mx, imn

    @staticmethod
    def backward(ctx, gmn, gmx, gidx):
        x, imn, imx = ctx.saved_tensors
        g = torch.zeros_like(x)
        g.scatter_add_(1, imn.unsqueeze(1), gmn.unsqueeze(1))
        g.scatter_add_(1, imx.unsqueeze(1), gmx.unsqueeze(1))
        return g


x = torch.randn(3, 4, device=device, requires_grad=True)
mn, mx, idx = MinMax.apply(x)
print(mn, mx, idx, sep="\n")
print(mn.requires_grad, idx.requires_grad, type(mn.grad_fn).__name__)
(mx - 2 * mn).sum().backward()
print(x.grad)

# Only one of the outputs used: the other's gradient arrives as zeros.
x.grad = None
mn, mx, _ = MinMax.apply(x)
mx.pow(2).sum().backward()
print(x.grad)


class PowPair(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x ** 3, x ** 2

    @staticmethod
    def backward(ctx, g3, g2):
        (x,) = ctx.saved_tensors
        return g3 * 3 * x ** 2 + g2 * 2 * x


y = torch.tensor([2.0, -1.0], device=device, requires_grad=True)
cube, square = PowPair.apply(y)
(g,) = torch.autograd.grad((cube + square).sum(), y, create_graph=True)
print(g)
g.sum().backward()
print(y.grad)

# Index assignments into a clone of a parameter-like tensor (PyTorch records CopySlices).
w = torch.arange(6.0, device=device).reshape(2, 3).requires_grad_()
masked = w.clone()
masked[0, 1] = 0.0
masked[1] = w[0] * 10
print(masked)
(masked ** 2).sum().backward()
print(w.grad)
h = torch.tanh(w)
e = h.clone()
e[1] = 1.0
e.sum().backward()
print(w.grad)


# With ctx.set_materialize_grads(False), an output no gradient reached gets None, not zeros.
class Scaled(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.set_materialize_grads(False)
        return x * 2, x * 3

    @staticmethod
    def backward(ctx, g2, g3):
        print("backward sees", g2 is None, g3 is None)
        total = torch.zeros_like(g2 if g2 is not None else g3)
        if g2 is not None:
            total = total + 2 * g2
        if g3 is not None:
            total = total + 3 * g3
        return total


z = torch.ones(2, device=device, requires_grad=True)
two, three = Scaled.apply(z)
three.sum().backward()
print(z.grad)
two, three = Scaled.apply(z)
(two + three).sum().backward()
print(z.grad)
try:
    torch.randn(2, 3, device=device) + torch.randn(4, 5, device=device)
except RuntimeError as e:
    print("RuntimeError:", e)
for make in (lambda: torch.tensor([1, 2], device=device).requires_grad_(),
             lambda: setattr(torch.tensor([1], device=device), "requires_grad", True),
             lambda: torch.zeros(2, dtype=torch.long, device=device, requires_grad=True)):
    try:
        make()
    except RuntimeError as e:
        print("RuntimeError:", e)
