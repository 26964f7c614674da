# Custom autograd.Functions: save_for_backward, ctx attributes, needs_input_grad, a non-tensor
# argument (None gradient), mark_non_differentiable, a straight-through estimator, gradcheck.
import torch
from torch.autograd import Function, gradcheck

device = "cpu"
torch.manual_seed(20)


class ScaledSquare(Function):
    @staticmethod
    def forward(ctx, x, scale):
        ctx.save_for_backward(x)
        ctx.scale = scale
        return scale * x * x

    @staticmethod
    def backward(ctx, grad_out):
        (x,) = ctx.saved_tensors
        gx = grad_out * 2 * ctx.scale * x if ctx.needs_input_grad[0] else None
        return gx, None


class SortWithIdx(Function):
    @staticmethod
    def forward(ctx, x):
        vals, idx = x.sort()
        ctx.mark_non_differentiable(idx)
        ctx.save_for_backward(idx)
        return vals, idx

    @staticmethod
    def backward(ctx, g_vals, g_idx):
        (idx,) = ctx.saved_tensors
        out = torch.zeros_like(g_vals)
        out.scatter_(0, idx, g_vals)
        return out


class RoundSTE(Function):
    @staticmethod
    def forward(ctx, x):
        return x.round()

    @staticmethod
    def backward(ctx, g):
        return g


x = torch.tensor([0.5, -1.5, 2.0], requires_grad=True, device=device)
y = ScaledSquare.apply(x, 3.0)
y.sum().backward()
print(y.tolist(), x.grad.tolist(), y.grad_fn.__class__.__name__)

z = torch.tensor([3.0, 1.0, 2.0], requires_grad=True, device=device)
vals, idx = SortWithIdx.apply(z)
print(vals.tolist(), idx.tolist(), idx.requires_grad)
(vals * torch.tensor([1.0, 10.0, 100.0]).to(device)).sum().backward()
print("sort grad", z.grad.tolist())

w = torch.tensor([0.2, 0.7, 1.6], requires_grad=True)
opt = torch.optim.SGD([w], lr=0.1)
for step in range(3):
    q = RoundSTE.apply(w)
    loss = ((q - torch.tensor([1.0, 0.0, 3.0])) ** 2).sum()
    opt.zero_grad()
    loss.backward()
    opt.step()
    print(f"ste step {step} q {q.tolist()} loss {loss.item():.2f} w {[round(v, 3) for v in w.tolist()]}")

inp = torch.randn(4, dtype=torch.float64, requires_grad=True)
print("gradcheck", gradcheck(lambda t: ScaledSquare.apply(t, 2.0), (inp,), eps=1e-6, atol=1e-4))
c = torch.tensor([1.0, 2.0], requires_grad=False)
print(ScaledSquare.apply(c, 1.0).requires_grad)
