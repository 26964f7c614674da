# "Extending torch.func with autograd.Function": Functions with a separate setup_context (the
# form torch.func needs), used under torch.func.grad, vmap (generate_vmap_rule=True and a
# hand-written vmap staticmethod), jacrev and plain autograd; NumpySort-style indices saved via
# ctx, mark_non_differentiable, and ctx.needs_input_grad.
import torch
from torch.func import grad, vmap, jacrev

device = "cpu"
torch.manual_seed(0)


class MySin(torch.autograd.Function):
    generate_vmap_rule = True

    @staticmethod
    def forward(x):
        return torch.sin(x)

    @staticmethod
    def setup_context(ctx, inputs, output):
        x, = inputs
        ctx.save_for_backward(x)

    @staticmethod
    def backward(ctx, grad_output):
        x, = ctx.saved_tensors
        return grad_output * torch.cos(x)


x = torch.randn(4, device=device)
print(grad(lambda t: MySin.apply(t).sum())(x))
print(torch.allclose(grad(lambda t: MySin.apply(t).sum())(x), x.cos()))
print(vmap(MySin.apply)(torch.randn(3, 2, device=device)).shape)
print(jacrev(MySin.apply)(x).diagonal())
xr = x.clone().requires_grad_()
y = MySin.apply(xr)
y.sum().backward()
print(type(y.grad_fn).__name__, torch.allclose(xr.grad, x.cos()))


class Sort(torch.autograd.Function):
    @staticmethod
    def forward(x, dim):
        values, ind = torch.sort(x, dim=dim)
        ind_inv = torch.argsort(ind, dim=dim)
        return values, ind, ind_inv

    @staticmethod
    def setup_context(ctx, inputs, output):
        x, dim = inputs
        _, ind, ind_inv = output
        ctx.mark_non_differentiable(ind, ind_inv)
        ctx.save_for_backward(ind, ind_inv)
        ctx.dim = dim

    @staticmethod
    def backward(ctx, grad_output, _0, _1):
        ind, ind_inv = ctx.saved_tensors
        return torch.gather(grad_output, ctx.dim, ind_inv), None


x = torch.randn(2, 5, device=device, requires_grad=True)
w = torch.arange(5.0, device=device)
values, ind, ind_inv = Sort.apply(x, 1)
print(values.requires_grad, ind.requires_grad, ind.dtype)
(values * w).sum().backward()
print(x.grad)
print(torch.equal(x.grad, torch.gather(w.expand(2, 5), 1, ind_inv)))
g = grad(lambda t: (Sort.apply(t, 1)[0] * w).sum())(x.detach())
print(torch.equal(g, x.grad))


class MyCube(torch.autograd.Function):
    @staticmethod
    def forward(x):
        result = x ** 3
        dx = 3 * x ** 2
        return result, dx

    @staticmethod
    def setup_context(ctx, inputs, output):
        x, = inputs
        result, dx = output
        ctx.save_for_backward(x, dx)

    @staticmethod
    def backward(ctx, grad_output, grad_dx):
        x, dx = ctx.saved_tensors
        result = grad_output * dx + grad_dx * 6 * x
        return result


def my_cube(x):
    result, _ = MyCube.apply(x)
    return result


x = torch.tensor(1.5, device=device)
print(grad(my_cube)(x), grad(grad(my_cube))(x))
xr = torch.tensor([1.0, 2.0], device=device, requires_grad=True)
g1, = torch.autograd.grad(my_cube(xr).sum(), xr, create_graph=True)
g2, = torch.autograd.grad(g1.sum(), xr)
print(g1, g2)


class MyMul(torch.autograd.Function):
    @staticmethod
    def forward(x, y):
        return x * y

    @staticmethod
    def setup_context(ctx, inputs, output):
        ctx.save_for_backward(*inputs)

    @staticmethod
    def backward(ctx, grad_output):
        x, y = ctx.saved_tensors
        print("needs", ctx.needs_input_grad)
        gx = grad_output * y if ctx.needs_input_grad[0] else None
        gy = grad_output * x if ctx.needs_input_grad[1] else None
        return gx, gy

    @staticmethod
    def vmap(info, in_dims, x, y):
        x_bdim, y_bdim = in_dims
        x = x.movedim(x_bdim, 0) if x_bdim is not None else x.unsqueeze(0)
        y = y.movedim(y_bdim, 0) if y_bdim is not None else y.unsqueeze(0)
        return MyMul.apply(x, y), 0


a = torch.randn(3, device=device, requires_grad=True)
b = torch.randn(3, device=device)
MyMul.apply(a, b).sum().backward()
print(torch.equal(a.grad, b))
out = vmap(MyMul.apply, in_dims=(0, None))(torch.ones(2, 3, device=device), torch.arange(3.0, device=device))
print(out)
