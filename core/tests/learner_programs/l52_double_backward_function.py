# "Double Backward with Custom Functions": Square saving its input, Exp saving its output, and
# Sinh saving an intermediate via ctx attributes, checked with gradcheck/gradgradcheck and by
# comparing second derivatives with autograd.grad(create_graph=True).
import torch

device = "cpu"
torch.manual_seed(23)


class Square(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x ** 2

    @staticmethod
    def backward(ctx, grad_out):
        x, = ctx.saved_tensors
        return grad_out * 2 * x


class Exp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        result = torch.exp(x)
        ctx.save_for_backward(result)
        return result

    @staticmethod
    def backward(ctx, grad_out):
        result, = ctx.saved_tensors
        return result * grad_out


class Sinh(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        expx = torch.exp(x)
        expnegx = torch.exp(-x)
        ctx.save_for_backward(expx, expnegx)
        return (expx - expnegx) / 2, expx, expnegx

    @staticmethod
    def backward(ctx, grad_out, _grad_out_exp, _grad_out_negexp):
        expx, expnegx = ctx.saved_tensors
        grad_input = grad_out * (expx + expnegx) / 2
        grad_input += _grad_out_exp * expx
        grad_input -= _grad_out_negexp * expnegx
        return grad_input


def sinh(x):
    return Sinh.apply(x)[0]


x = torch.rand(3, 3, requires_grad=True, dtype=torch.double, device=device)
print(torch.autograd.gradcheck(Square.apply, x))
print(torch.autograd.gradgradcheck(Square.apply, x))
print(torch.autograd.gradcheck(Exp.apply, x))
print(torch.autograd.gradgradcheck(Exp.apply, x))
print(torch.autograd.gradcheck(sinh, x))
print(torch.autograd.gradgradcheck(sinh, x))

y = torch.tensor([0.5, -1.0, 2.0], requires_grad=True, device=device)
for f, name in ((Square.apply, "square"), (Exp.apply, "exp"), (sinh, "sinh")):
    out = f(y)
    g, = torch.autograd.grad(out.sum(), y, create_graph=True)
    gg, = torch.autograd.grad(g.sum(), y)
    print(name, [round(v, 4) for v in g.tolist()], [round(v, 4) for v in gg.tolist()])

out = Exp.apply(y)
print(type(out.grad_fn).__name__, out.grad_fn.__class__.__name__)
out.sum().backward()
print(y.grad)
