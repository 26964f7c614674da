# Hooks on modules and tensors: forward pre-hooks that change the input, forward hooks that change
# the output, with_kwargs hooks, full backward hooks seeing grad_input/grad_output, backward
# pre-hooks, tensor.register_hook modifying a gradient, post-accumulate-grad hooks, and removal.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)
net = nn.Sequential(nn.Linear(4, 3), nn.ReLU(), nn.Linear(3, 2)).to(device)
x = torch.randn(5, 4, device=device)
log = []


def pre(mod, args):
    log.append(("pre", type(mod).__name__, tuple(args[0].shape)))
    return (args[0] * 2,)


def post(mod, args, out):
    log.append(("post", type(mod).__name__, tuple(out.shape)))
    return out + 1


h1 = net[0].register_forward_pre_hook(pre)
h2 = net[2].register_forward_hook(post)
out = net(x)
print(log, round(out.sum().item(), 4))
h1.remove()
h2.remove()
print(round(net(x).sum().item(), 4))


def kw_hook(mod, args, kwargs, out):
    print("kwargs hook", sorted(kwargs), out.shape)


class Scaled(nn.Module):
    def forward(self, x, scale=1.0):
        return x * scale


s = Scaled()
hk = s.register_forward_hook(kw_hook, with_kwargs=True)
print(s(torch.ones(2, device=device), scale=3.0))
hk.remove()
grads = {}


def bwd(mod, gin, gout):
    grads[type(mod).__name__] = ([None if g is None else tuple(g.shape) for g in gin], [tuple(g.shape) for g in gout])


def bwd_pre(mod, gout):
    return (gout[0] * 0.5,)


hb = net[2].register_full_backward_hook(bwd)
hp = net[2].register_full_backward_pre_hook(bwd_pre)
hr = net[1].register_full_backward_hook(bwd)
xr = x.clone().requires_grad_()
net(xr).sum().backward()
print(grads, round(net[2].bias.grad.sum().item(), 4), round(xr.grad.abs().sum().item(), 4))
for h in (hb, hp, hr):
    h.remove()
w = torch.randn(3, device=device, requires_grad=True)
hook = w.register_hook(lambda g: g.clamp(max=0.5))
(w * torch.tensor([1.0, 2.0, 0.1], device=device)).sum().backward()
print(w.grad)
hook.remove()
w.grad = None
(w * 3).sum().backward()
print(w.grad)
mid = {}
y = x @ torch.ones(4, 2, device=device, requires_grad=True)
y.retain_grad()
y.register_hook(lambda g: mid.update(g=g.sum().item()))
(y ** 2).mean().backward()
print(round(mid["g"], 4), round(y.grad.sum().item(), 4))
