# Custom autograd.Functions a learner writes: a straight-through sign estimator, a clamp with a
# custom gradient, and a function saving tensors for backward; checked with gradcheck and used
# inside a tiny binarized network.
import torch
import torch.nn as nn


device = "cpu"
torch.manual_seed(5)


class SignSTE(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return torch.sign(x)

    @staticmethod
    def backward(ctx, grad_out):
        (x,) = ctx.saved_tensors
        return grad_out * (x.abs() <= 1).to(grad_out.dtype)


class ScaledExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, scale):
        y = torch.exp(x * scale)
        ctx.save_for_backward(y)
        ctx.scale = scale
        return y

    @staticmethod
    def backward(ctx, g):
        (y,) = ctx.saved_tensors
        return g * y * ctx.scale, None


x = torch.tensor([-2.0, -0.5, 0.0, 0.3, 1.5], requires_grad=True, device=device)
y = SignSTE.apply(x)
print(y)
y.sum().backward()
print(x.grad)
print(y.grad_fn.__class__.__name__ == "BackwardCFunction", y.requires_grad)

xd = torch.randn(4, dtype=torch.float64, requires_grad=True)
print("gradcheck", torch.autograd.gradcheck(lambda t: ScaledExp.apply(t, 0.7), (xd,)))
z = ScaledExp.apply(x, 2.0)
g, = torch.autograd.grad(z.sum(), x)
print(g.round(decimals=4))


class BinaryLinear(nn.Module):
    def __init__(self, i, o):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(o, i) * 0.5)

    def forward(self, x):
        return x @ SignSTE.apply(self.weight).t()


net = nn.Sequential(BinaryLinear(6, 16), nn.BatchNorm1d(16), nn.ReLU(), nn.Linear(16, 2)).to(device)
X = torch.randn(48, 6).to(device)
t = (X[:, 0] + X[:, 1] > 0).long().to(device)
opt = torch.optim.Adam(net.parameters(), lr=0.02)
for step in range(8):
    out = net(X)
    loss = nn.functional.cross_entropy(out, t)
    opt.zero_grad()
    loss.backward()
    opt.step()
    print(step, f"{loss.item():.4f}", f"{(out.argmax(1) == t).float().mean().item():.3f}")
print(torch.unique(SignSTE.apply(net[0].weight)).tolist())
