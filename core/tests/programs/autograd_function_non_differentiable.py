import torch
device = "cpu"
from torch.autograd import Function
class Split(Function):
    @staticmethod
    def forward(ctx, x):
        return x.clone(), x.argmax()
    @staticmethod
    def backward(ctx, g1, g2):
        print("g2", g2)
        return g1 * 2
class Sorted(Function):
    @staticmethod
    def forward(ctx, x):
        v, i = x.sort()
        ctx.mark_non_differentiable(i)
        ctx.save_for_backward(i)
        return v, i
    @staticmethod
    def backward(ctx, gv, gi):
        print("gi", gi)
        i, = ctx.saved_tensors
        out = torch.zeros_like(gv)
        out[i] = gv
        return out
class Two(Function):
    @staticmethod
    def forward(ctx, x):
        y = x * 2
        z = x.sum()
        ctx.mark_non_differentiable(z)
        return y, z
    @staticmethod
    def backward(ctx, gy, gz):
        print("gz", gz)
        return gy * 2
class NoMat(Function):
    @staticmethod
    def forward(ctx, x):
        ctx.set_materialize_grads(False)
        y = x * 2
        ctx.mark_non_differentiable(y)
        return x.clone(), y
    @staticmethod
    def backward(ctx, ga, gb):
        print("gb", gb)
        return ga
x2 = torch.tensor([1., 5., 2.], requires_grad=True, device=device)
v, idx = Split.apply(x2)
print(v.requires_grad, idx, idx.requires_grad, v.grad_fn.__class__.__name__)
v.sum().backward()
print(x2.grad)
x = torch.tensor([3., 1., 2.], requires_grad=True, device=device)
v, i = Sorted.apply(x)
print(v, i, i.requires_grad)
(v * torch.tensor([1., 10., 100.], device=device)).sum().backward()
print(x.grad)
y, z = Two.apply(x)
print(z.requires_grad, z)
y.sum().backward()
print(x.grad)
a, b = NoMat.apply(x)
print(b.requires_grad)
a.sum().backward()
print(x.grad)
