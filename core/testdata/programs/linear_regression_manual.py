# Linear regression by hand: gradients written out, then the same with autograd.
import torch

device = "cpu"
torch.manual_seed(11)

n = 80
features = torch.randn(n, 3, device=device)
true_w = torch.tensor([1.5, 0.0, -0.75], device=device)
true_b = -2.0
target = features @ true_w + true_b + 0.05 * torch.randn(n, device=device)
print("features:", tuple(features.shape), "target:", tuple(target.shape))

# gradient descent with the gradient derived by hand
w = torch.zeros(3, device=device)
b = torch.zeros(1, device=device)
lr = 0.2
for epoch in range(60):
    err = features @ w + b - target
    loss = (err ** 2).mean()
    grad_w = 2 * features.T @ err / n
    grad_b = 2 * err.mean()
    w -= lr * grad_w
    b -= lr * grad_b
    if epoch % 15 == 0:
        print(f"epoch {epoch:2d} loss {loss.item():.5f}")
print("hand-written w:", w)
print("hand-written b:", round(b.item(), 4))

# the same model with autograd and in-place updates under no_grad
w2 = torch.zeros(3, device=device, requires_grad=True)
b2 = torch.zeros(1, device=device, requires_grad=True)
for epoch in range(60):
    loss = ((features @ w2 + b2 - target) ** 2).mean()
    loss.backward()
    with torch.no_grad():
        w2 -= lr * w2.grad
        b2 -= lr * b2.grad
    w2.grad.zero_()
    b2.grad.zero_()
print("autograd w:", w2)
print("same as by hand:", torch.allclose(w, w2.detach(), atol=1e-5))
print("true w:", true_w, "true b:", true_b)

# one step's gradients, compared
w3 = torch.tensor([0.3, -0.2, 0.1], device=device, requires_grad=True)
loss = ((features @ w3 - target) ** 2).mean()
loss.backward()
manual = 2 * features.T @ (features @ w3.detach() - target) / n
print("autograd grad:", w3.grad)
print("manual grad:  ", manual)
print("max difference below 1e-5:", (w3.grad - manual).abs().max().item() < 1e-5)
