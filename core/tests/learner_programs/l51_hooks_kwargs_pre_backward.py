# Hooks: a forward pre-hook with_kwargs that rewrites an argument, a forward hook that
# replaces the output, full backward (pre-)hooks, tensor hooks changing gradients, removal.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(7)


class Scale(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(3, 3)

    def forward(self, x, factor=1.0):
        return self.lin(x) * factor


m = Scale().to(device)
x = torch.randn(2, 3).to(device)
base = m(x, factor=2.0)


def pre(mod, args, kwargs):
    kwargs = dict(kwargs)
    kwargs["factor"] = kwargs.get("factor", 1.0) * 10
    return args, kwargs


h1 = m.register_forward_pre_hook(pre, with_kwargs=True)
print("pre-hook x10", torch.allclose(m(x, factor=2.0), base * 10, atol=1e-5))
h1.remove()
seen = []
h2 = m.lin.register_forward_hook(lambda mod, inp, out: out + 1.0)
h3 = m.register_forward_hook(lambda mod, args, kwargs, out: seen.append(sorted(kwargs)), with_kwargs=True)
y = m(x, factor=2.0)
print("forward hook +1", torch.allclose(y, base + 2.0, atol=1e-5), seen)
h2.remove()
h3.remove()

grads = {}


def bwd(mod, grad_input, grad_output):
    grads["in"] = [None if g is None else tuple(g.shape) for g in grad_input]
    grads["out"] = [tuple(g.shape) for g in grad_output]


def bwd_pre(mod, grad_output):
    return (grad_output[0] * 0.5,)


hb = m.lin.register_full_backward_hook(bwd)
hp = m.lin.register_full_backward_pre_hook(bwd_pre)
xr = x.clone().requires_grad_(True)
m(xr).sum().backward()
print(grads, f"{xr.grad.sum().item():.5f}")
print("bias grad halved", m.lin.bias.grad.tolist())
hb.remove()
hp.remove()

a = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
b = a * 2
hb = b.register_hook(lambda g: g * torch.tensor([1.0, 0.0, -1.0]))
b.retain_grad()
(b ** 2).sum().backward()
print("a.grad", a.grad.tolist(), "b.grad", b.grad.tolist())
hb.remove()
a.grad = None
(a * 2).pow(2).sum().backward()
print("after remove", a.grad.tolist())
acc = []
p = torch.ones(2, requires_grad=True)
p.register_post_accumulate_grad_hook(lambda t: acc.append(t.grad.tolist()))
(p * 3).sum().backward()
(p * 3).sum().backward()
print("post-accumulate", acc)
