# tensordot contracting a size-1 dim with a longer one (summed first), take_along_dim's negative indices.
import torch

device = "cpu"
a = torch.tensor([[[1.5]], [[-2.0]]], device=device, requires_grad=True)  # (2, 1, 1)
b = torch.arange(12.0, device=device).reshape(3, 2, 2).div(4).requires_grad_(True)
out = torch.tensordot(a, b, dims=([1, 2], [0, 2]))
(out * torch.tensor([[1.0, 2.0], [3.0, -1.0]], device=device)).sum().backward()
print("tensordot", out.tolist(), a.grad.reshape(-1).tolist(), b.grad.reshape(-1).tolist())
c = torch.ones(1, 3, device=device, requires_grad=True)
out = torch.tensordot(b, c, dims=([0, 1], [1, 0]))
out.sum().backward()
print("tensordot 2", out.tolist(), c.grad.tolist())
try:
    torch.tensordot(a, b, dims=([0], [0]))
except RuntimeError as e:
    print("RuntimeError", e)

x = torch.arange(12.0, device=device).reshape(3, 4).requires_grad_(True)
i = torch.tensor([[-1, 0], [-4, -2], [3, -3]], device=device)
out = torch.take_along_dim(x, i, 1)
(out * torch.arange(6.0, device=device).reshape(3, 2)).sum().backward()
print("take_along_dim", out.tolist(), x.grad.tolist())
print("dim 0", torch.take_along_dim(x.detach(), torch.tensor([[-1, -3, 0, -2]], device=device), 0).tolist())
print("method", x.detach().take_along_dim(torch.tensor([[-1], [-2], [-3]], device=device), -1).tolist())
