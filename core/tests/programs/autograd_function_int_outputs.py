import torch
from torch.autograd import Function
device = "cpu"
class MyReLU(Function):
    @staticmethod
    def forward(ctx, input):
        ctx.save_for_backward(input)
        return input.clamp(min=0)
    @staticmethod
    def backward(ctx, grad_output):
        input, = ctx.saved_tensors
        grad_input = grad_output.clone()
        grad_input[input < 0] = 0
        return grad_input
class Scale(Function):
    @staticmethod
    def forward(ctx, x, factor):
        ctx.factor = factor
        return x * factor
    @staticmethod
    def backward(ctx, g):
        print("needs", ctx.needs_input_grad)
        return g * ctx.factor, None
class LegendrePolynomial3(Function):
    @staticmethod
    def forward(ctx, input):
        ctx.save_for_backward(input)
        return 0.5 * (5 * input ** 3 - 3 * input)
    @staticmethod
    def backward(ctx, grad_output):
        input, = ctx.saved_tensors
        return grad_output * 1.5 * (5 * input ** 2 - 1)
torch.manual_seed(0)
x = torch.randn(6, device=device, requires_grad=True)
y = MyReLU.apply(x)
print(y.grad_fn.__class__.__name__)
y.sum().backward()
print(x.grad)
z = Scale.apply(x, 3.0)
z.sum().backward()
print(x.grad)
dtype = torch.float
xs = torch.linspace(-3.14159, 3.14159, 200, device=device, dtype=dtype)
ys = torch.sin(xs)
a = torch.full((), 0.0, device=device, dtype=dtype, requires_grad=True)
b = torch.full((), -1.0, device=device, dtype=dtype, requires_grad=True)
c = torch.full((), 0.0, device=device, dtype=dtype, requires_grad=True)
d = torch.full((), 0.3, device=device, dtype=dtype, requires_grad=True)
learning_rate = 5e-6
for t in range(300):
    P3 = LegendrePolynomial3.apply
    y_pred = a + b * P3(c + d * xs)
    loss = (y_pred - ys).pow(2).sum()
    if t % 100 == 99:
        print(t, round(loss.item(), 2))
    loss.backward()
    with torch.no_grad():
        a -= learning_rate * a.grad
        b -= learning_rate * b.grad
        c -= learning_rate * c.grad
        d -= learning_rate * d.grad
        a.grad = None
        b.grad = None
        c.grad = None
        d.grad = None
print(f'Result: y = {abs(a.item()):.3f} + {b.item():.3f} * P3({abs(c.item()):.3f} + {d.item():.3f} x)')
from torch.autograd import gradcheck
inp = torch.randn(4, dtype=torch.double, requires_grad=True, device=device)
print(gradcheck(LegendrePolynomial3.apply, (inp,), eps=1e-6, atol=1e-4))
class Split(Function):
    @staticmethod
    def forward(ctx, x):
        ctx.mark_non_differentiable
        return x.clone(), x.argmax()
    @staticmethod
    def backward(ctx, g1, g2):
        return g1 * 2
x2 = torch.tensor([1., 5., 2.], requires_grad=True, device=device)
v, idx = Split.apply(x2)
print(v.requires_grad, idx, idx.requires_grad)
v.sum().backward()
print(x2.grad)
