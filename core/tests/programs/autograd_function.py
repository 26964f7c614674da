# torch.autograd.Function: a user forward/backward as one tape node (ctx attributes,
# save_for_backward, needs_input_grad, non-tensor arguments, the setup_context
# style, no node under no_grad, and PyTorch's error for a wrong count of gradients).
import torch

device = "cpu"


class Cube(torch.autograd.Function):
    @staticmethod
    def forward(ctx, input, k):
        ctx.save_for_backward(input)
        ctx.k = k
        print("needs_input_grad", ctx.needs_input_grad)
        return input ** 3 * k

    @staticmethod
    def backward(ctx, grad_output):
        input, = ctx.saved_tensors
        return grad_output * 3 * input ** 2 * ctx.k, None


class Mul(torch.autograd.Function):
    @staticmethod
    def forward(a, b):
        return a * b

    @staticmethod
    def setup_context(ctx, inputs, output):
        print("setup_context", len(inputs), output.shape)
        ctx.save_for_backward(*inputs)

    @staticmethod
    def backward(ctx, g):
        a, b = ctx.saved_tensors
        return g * b, g * a


class TooFew(torch.autograd.Function):
    @staticmethod
    def forward(ctx, a, b):
        return a * b

    @staticmethod
    def backward(ctx, g):
        return g


x = torch.tensor([1.0, 2.0], device=device)
print(Cube.apply(x, 2.0))
w = torch.tensor([1.0, 2.0], device=device, requires_grad=True)
with torch.no_grad():
    y = Cube.apply(w, 1.0)
print(y, y.requires_grad)

y = Cube.apply(w * 2, 0.5)
print(y.requires_grad, type(y.grad_fn).__name__)
y.sum().backward()
print(w.grad)

a = torch.tensor([3.0, 4.0], device=device, requires_grad=True)
b = torch.tensor([1.0, -1.0], device=device, requires_grad=True)
(Mul.apply(a, b) * torch.tensor([2.0, 5.0], device=device)).sum().backward()
print(a.grad, b.grad)

try:
    TooFew.apply(a, b).sum().backward()
except RuntimeError as e:
    print("RuntimeError:", e)
print(issubclass(Cube, torch.autograd.Function))
