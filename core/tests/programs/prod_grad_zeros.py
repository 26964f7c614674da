# prod's gradient where the input has zeros: the one zero of a slice gets the product of the
# others, every other entry 0 (two zeros: all 0); it was NaN (out / x at x = 0).
import torch

device = "cpu"
x = torch.tensor([[2.0, 0.0, 3.0], [1.0, 4.0, 5.0], [0.0, 0.0, 7.0]], device=device, requires_grad=True)
x.prod(1).sum().backward()
print(x.grad)
x.grad = None
x.prod().backward()
print(x.grad)
x.grad = None
(x.prod(0, keepdim=True) * torch.tensor([[1.0, -2.0, 0.5]], device=device)).sum().backward()
print(x.grad)
y = torch.tensor([1.5, -2.0, 0.5], device=device, requires_grad=True)
(y.prod() * 3).backward()
print(y.grad)
