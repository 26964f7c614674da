# Checking gradients by finite differences, as a learner verifies a hand-written layer: central
# differences in float64 for a small MLP loss, the relative error against autograd, the same for
# a custom autograd.Function, and torch.autograd.gradcheck / gradgradcheck-free checks.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(12)


def numerical_grad(f, x, eps=1e-6):
    g = torch.zeros_like(x)
    flat = x.view(-1)
    for i in range(flat.numel()):
        old = flat[i].item()
        flat[i] = old + eps
        fp = f().item()
        flat[i] = old - eps
        fm = f().item()
        flat[i] = old
        g.view(-1)[i] = (fp - fm) / (2 * eps)
    return g


model = nn.Sequential(nn.Linear(3, 4), nn.Tanh(), nn.Linear(4, 1)).double().to(device) if False else None
W1 = torch.randn(4, 3, dtype=torch.float64, device=device, requires_grad=True)
b1 = torch.randn(4, dtype=torch.float64, device=device, requires_grad=True)
W2 = torch.randn(1, 4, dtype=torch.float64, device=device, requires_grad=True)
X = torch.randn(5, 3, dtype=torch.float64, device=device)
y = torch.randn(5, 1, dtype=torch.float64, device=device)


def loss_fn():
    h = torch.tanh(X @ W1.T + b1)
    return ((h @ W2.T - y) ** 2).mean()


loss = loss_fn()
loss.backward()
for name, p in [("W1", W1), ("b1", b1), ("W2", W2)]:
    with torch.no_grad():
        num = numerical_grad(loss_fn, p)
    rel = ((num - p.grad).norm() / (num.norm() + p.grad.norm())).item()
    print(f"{name}: relative error < 1e-7: {rel < 1e-7}", tuple(p.grad.shape))


class Swish(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, beta):
        ctx.save_for_backward(x)
        ctx.beta = beta
        return x * torch.sigmoid(beta * x)

    @staticmethod
    def backward(ctx, g):
        (x,) = ctx.saved_tensors
        s = torch.sigmoid(ctx.beta * x)
        return g * (s + ctx.beta * x * s * (1 - s)), None


x = torch.randn(6, dtype=torch.float64, requires_grad=True)
print("gradcheck swish:", torch.autograd.gradcheck(lambda t: Swish.apply(t, 1.5), (x,), eps=1e-6, atol=1e-5))
print("matches F.silu at beta=1:", torch.allclose(Swish.apply(x, 1.0), nn.functional.silu(x)))
with torch.no_grad():
    num = numerical_grad(lambda: Swish.apply(x, 1.5).sum(), x)
Swish.apply(x, 1.5).sum().backward()
print("manual finite differences agree:", torch.allclose(num, x.grad, atol=1e-6))
print(x.grad.dtype, x.grad.shape)
