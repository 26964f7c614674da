# Linear regression three ways: the normal equations (torch.linalg.solve), torch.linalg.lstsq,
# and SGD on nn.Linear with MSELoss; the learned weights and the losses should agree.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)

n, d = 200, 3
true_w = torch.tensor([2.0, -3.5, 0.5])
true_b = 1.25
X = torch.randn(n, d)
y = X @ true_w + true_b + 0.1 * torch.randn(n)
X, y = X.to(device), y.to(device)

# Closed form: append a column of ones.
Xb = torch.cat([X, torch.ones(n, 1, device=device)], dim=1)
theta = torch.linalg.solve(Xb.T @ Xb, Xb.T @ y)
print("normal equations", theta.round(decimals=4))
sol = torch.linalg.lstsq(Xb.cpu(), y.cpu().unsqueeze(1)).solution.squeeze(1)
print("lstsq", sol.round(decimals=4))
pinv = torch.linalg.pinv(Xb) @ y
print("pinv close", torch.allclose(pinv, theta, atol=1e-4))
mse_closed = ((Xb @ theta - y) ** 2).mean()
print(f"closed-form mse {mse_closed.item():.4f}")

model = nn.Linear(d, 1).to(device)
with torch.no_grad():
    model.weight.zero_()
    model.bias.zero_()
opt = torch.optim.SGD(model.parameters(), lr=0.1)
loss_fn = nn.MSELoss()
for step in range(60):
    pred = model(X).squeeze(1)
    loss = loss_fn(pred, y)
    opt.zero_grad()
    loss.backward()
    opt.step()
    if step % 10 == 0 or step == 59:
        print(f"step {step:2d} mse {loss.item():.4f}")
print("sgd weight", model.weight.data.squeeze(0).round(decimals=3), "bias", round(model.bias.item(), 3))
diff = (model.weight.squeeze(0) - theta[:3]).abs().max().item()
print("max weight diff < 1e-2:", diff < 1e-2)

# Ridge regression closed form for a few lambdas.
for lam in [0.0, 1.0, 10.0, 100.0]:
    A = Xb.T @ Xb + lam * torch.eye(d + 1, device=device)
    w = torch.linalg.solve(A, Xb.T @ y)
    print(f"lambda {lam:6.1f} norm {w[:3].norm().item():.3f}")
