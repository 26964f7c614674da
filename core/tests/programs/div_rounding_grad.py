# div with rounding_mode is piecewise constant: every tensor input, the divisor included, gets a
# zero gradient (PyTorch's DivBackward2), never None and never -0.0.
import torch

device = "cpu"
x = torch.tensor([-3.5, 2.0, 7.25], device=device, requires_grad=True)
y = torch.tensor([2.0, -1.5, 3.0], device=device, requires_grad=True)
for m in ("floor", "trunc"):
    z = torch.div(x, y, rounding_mode=m)
    print(z, z.grad_fn.name())
    z.backward(torch.tensor([-1.0, 2.0, -3.0], device=device))
    print(x.grad, y.grad)
    x.grad = None
    y.grad = None
z = torch.div(x, 2, rounding_mode="floor")
z.sum().backward()
print(z, x.grad)
x.grad = None
z = x.div(y, rounding_mode="trunc") * 3 + x
z.sum().backward()
print(x.grad, y.grad)
print(torch.div(torch.tensor([7, -7], device=device), 2, rounding_mode="floor"))
