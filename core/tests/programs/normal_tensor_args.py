# torch.normal with a tensor mean and/or std (a standard draw of the broadcast shape, scaled and
# shifted as ATen does, zero gradients: NormalBackward1/2/3), and 0-d tensors where PyTorch takes
# a number: linspace's start/end, narrow's start.
import torch

device = "cpu"
torch.manual_seed(0)
m = torch.tensor([[1.0, -2.0, 3.0]], device=device, requires_grad=True)
s = torch.tensor([[0.5], [2.0]], device=device, requires_grad=True)
y = torch.normal(m, s)
print(y, y.grad_fn.name())
y.sum().backward()
print(m.grad, s.grad)
y = torch.normal(m, 2.0)
print(y, y.grad_fn.name())
y = torch.normal(1.5, s)
print(y, y.grad_fn.name())
print(torch.normal(torch.zeros(20, device=device), torch.ones(20, device=device)))
g = torch.Generator().manual_seed(3)
print(torch.normal(torch.zeros(3, device=device), torch.ones(3, device=device), generator=g))
print(torch.linspace(torch.tensor(-1.0, device=device), torch.tensor(2, device=device), 4))
x = torch.arange(12.0, device=device).reshape(3, 4)
print(x.narrow(1, torch.tensor(1, device=device), 2), torch.narrow(x, 0, torch.tensor(-1, device=device), 1))
