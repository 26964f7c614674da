# "Learning PyTorch with Examples", autograd: the polynomial fit with requires_grad scalars,
# loss.backward() and manual updates under torch.no_grad().
import math
import torch

device = "cpu"
dtype = torch.float
torch.manual_seed(8)

x = torch.linspace(-math.pi, math.pi, 200, dtype=dtype, device=device)
y = torch.sin(x)

a = torch.randn((), dtype=dtype, device=device, requires_grad=True)
b = torch.randn((), dtype=dtype, device=device, requires_grad=True)
c = torch.randn((), dtype=dtype, device=device, requires_grad=True)
d = torch.randn((), dtype=dtype, device=device, requires_grad=True)

learning_rate = 1e-5
for t in range(300):
    y_pred = a + b * x + c * x ** 2 + d * x ** 3
    loss = (y_pred - y).pow(2).sum()
    if t % 50 == 49:
        print(t, f"{loss.item():.4f}")
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

print(f"Result: y = {a.item():.4f} + {b.item():.4f} x + {c.item():.4f} x^2 + {d.item():.4f} x^3")
print(a.is_leaf, a.grad, d.requires_grad)
