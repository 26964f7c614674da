# torch.nextafter: one unit in the last place toward other (half of it below a power of two), in
# float32 and float64, broadcast; the gradient is 1 to input and 0 to other.
import torch

device = "cpu"
x = torch.tensor([1.0, -1.0, 2.0, 0.5, 3.0, -7.25, 1e-3, 1e30, -4.0, 0.1, 8.0, 8.0, 1.5], device=device, requires_grad=True)
y = torch.tensor([2.0, -2.0, 0.0, 0.0, -3.0, 0.0, 1.0, -1e30, -4.0, 0.2, 9.0, 7.0, 1.5], device=device, requires_grad=True)
out = torch.nextafter(x, y)
(out * torch.arange(13.0, device=device)).sum().backward()
print("steps", (out - x).tolist())
print("grads", x.grad.tolist(), y.grad.tolist())
d = torch.tensor([1.0, 0.75, -3.5], dtype=torch.float64, device=device)
print("float64", (torch.nextafter(d, torch.tensor(0.0, dtype=torch.float64, device=device)) - d).tolist())
print("method", (x.detach().nextafter(y.detach()) - x.detach())[:3].tolist())
try:
    torch.nextafter(torch.tensor([1], device=device), torch.tensor([2], device=device))
except NotImplementedError as e:
    print("NotImplementedError", e)
