# Fitting a cubic polynomial to sin(x) (the classic PyTorch "learning by examples"): first with raw
# tensors and manual gradients, then autograd, then nn.Sequential(Linear, Flatten) on x^p features
# with an optimizer, printing the fitted coefficients.
import math
import torch

device = "cpu"
torch.manual_seed(0)
dtype = torch.float

x = torch.linspace(-math.pi, math.pi, 2000, device=device, dtype=dtype)
y = torch.sin(x)

# 1) Manual gradients.
a, b, c, d = (torch.randn((), device=device, dtype=dtype) for _ in range(4))
lr = 1e-6
for t in range(500):
    y_pred = a + b * x + c * x ** 2 + d * x ** 3
    loss = (y_pred - y).pow(2).sum().item()
    if t % 100 == 99:
        print(t, round(loss, 2))
    grad_y_pred = 2.0 * (y_pred - y)
    a -= lr * grad_y_pred.sum()
    b -= lr * (grad_y_pred * x).sum()
    c -= lr * (grad_y_pred * x ** 2).sum()
    d -= lr * (grad_y_pred * x ** 3).sum()
print(f"manual: y = {a.item():.3f} + {b.item():.3f} x + {c.item():.3f} x^2 + {d.item():.3f} x^3")

# 2) Autograd.
torch.manual_seed(0)
a, b, c, d = (torch.randn((), device=device, dtype=dtype, requires_grad=True) for _ in range(4))
for t in range(500):
    y_pred = a + b * x + c * x ** 2 + d * x ** 3
    loss = (y_pred - y).pow(2).sum()
    loss.backward()
    with torch.no_grad():
        for p in (a, b, c, d):
            p -= lr * p.grad
            p.grad = None
print(f"autograd: y = {a.item():.3f} + {b.item():.3f} x + {c.item():.3f} x^2 + {d.item():.3f} x^3")

# 3) nn + optim.
p = torch.tensor([1, 2, 3], device=device)
xx = x.unsqueeze(-1).pow(p)
print("features", tuple(xx.shape))
torch.manual_seed(0)
model = torch.nn.Sequential(torch.nn.Linear(3, 1), torch.nn.Flatten(0, 1)).to(device)
loss_fn = torch.nn.MSELoss(reduction="sum")
optimizer = torch.optim.RMSprop(model.parameters(), lr=1e-3)
for t in range(600):
    loss = loss_fn(model(xx), y)
    if t % 150 == 149:
        print(t, round(loss.item(), 2))
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
lin = model[0]
print(f"nn: y = {lin.bias.item():.3f} + {lin.weight[:, 0].item():.3f} x + {lin.weight[:, 1].item():.3f} x^2 + {lin.weight[:, 2].item():.3f} x^3")
coef = torch.linalg.lstsq(torch.stack([torch.ones_like(x), x, x ** 2, x ** 3], 1), y.unsqueeze(1)).solution
print("least squares", coef.squeeze(1).round(decimals=3))
