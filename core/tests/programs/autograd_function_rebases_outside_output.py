# A custom autograd.Function whose forward returns a tensor made outside it (with a grad_fn of
# its own): PyTorch rebases that tensor onto the Function's node, so backward runs the Function's
# rule, and graphs recorded earlier through the tensor keep its old node.
import torch

device = "cpu"
x = torch.tensor([1.0, 2.0], requires_grad=True, device=device)
y = x * 3
w = y * 2  # recorded through y's old node, MulBackward0


class Outside(torch.autograd.Function):
    @staticmethod
    def forward(ctx, a):
        return y

    @staticmethod
    def backward(ctx, g):
        return g * 10


z = Outside.apply(x)
print(z, z is y, type(y.grad_fn).__name__)
z.sum().backward()
print(x.grad)
x.grad = None
w.sum().backward()
print(x.grad, type(w.grad_fn).__name__)
