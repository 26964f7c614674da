# Linear regression from scratch with tensors and requires_grad, manual SGD updates under
# no_grad, grad.zero_(), then the same with nn.Linear and optim, comparing parameters.
import torch

device = "cpu"
torch.manual_seed(0)

X = torch.rand(50, 1, device=device) * 10
y = 3.0 * X + 2.0 + torch.randn(50, 1, device=device) * 0.5
w = torch.zeros(1, requires_grad=True, device=device)
b = torch.zeros(1, requires_grad=True, device=device)
lr = 0.01
for epoch in range(200):
    pred = X * w + b
    loss = ((pred - y) ** 2).mean()
    loss.backward()
    with torch.no_grad():
        w -= lr * w.grad
        b -= lr * b.grad
    w.grad.zero_()
    b.grad.zero_()
    if epoch % 50 == 0:
        print(f"epoch {epoch:3d} loss {loss.item():.4f} w {w.item():.4f} b {b.item():.4f}")
print(w, b)

model = torch.nn.Linear(1, 1).to(device)
with torch.no_grad():
    model.weight.fill_(0.0)
    model.bias.zero_()
opt = torch.optim.SGD(model.parameters(), lr=lr)
for epoch in range(200):
    opt.zero_grad()
    loss = torch.nn.functional.mse_loss(model(X), y)
    loss.backward()
    opt.step()
print(model.weight.item() - w.item() < 1e-4, abs(model.bias.item() - b.item()) < 1e-4)
print(model.weight, model.bias)
Xa = torch.cat([X, torch.ones_like(X)], dim=1)
sol = torch.linalg.lstsq(Xa, y).solution
print("closed form", sol.view(-1).round(decimals=3))
pinv = torch.linalg.pinv(Xa) @ y
print(torch.allclose(sol, pinv, atol=1e-3))
r2 = 1 - ((model(X) - y) ** 2).sum() / ((y - y.mean()) ** 2).sum()
print(f"r2 {r2.item():.4f}")
print(model.state_dict())
