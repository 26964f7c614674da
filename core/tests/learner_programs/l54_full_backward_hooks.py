# Module and tensor hooks during backward: register_full_backward_pre_hook changing grad_output,
# register_full_backward_hook grad_input/grad_output shapes (None for inputs without grad),
# forward pre-hooks that change inputs, tensor.register_hook, retain_grad, and
# register_post_accumulate_grad_hook on parameters; removing handles.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(17)

net = nn.Sequential(nn.Linear(3, 4), nn.Tanh(), nn.Linear(4, 2)).to(device)
log = []


def bwd_pre(mod, grad_output):
    log.append(("pre", type(mod).__name__, tuple(g.shape for g in grad_output)))
    return (grad_output[0] * 2,)


def bwd(mod, grad_input, grad_output):
    log.append(("full", type(mod).__name__, [None if g is None else tuple(g.shape) for g in grad_input]))


def fwd_pre(mod, args):
    log.append(("fwd_pre", type(mod).__name__))
    return (args[0] + 1,)


h1 = net[2].register_full_backward_pre_hook(bwd_pre)
h2 = net[0].register_full_backward_hook(bwd)
h3 = net[1].register_full_backward_hook(bwd)
h4 = net[0].register_forward_pre_hook(fwd_pre)
x = torch.randn(5, 3, device=device)
out = net(x)
out.sum().backward()
for entry in log:
    print(entry)
g_with = net[0].weight.grad.clone()
print(g_with.round(decimals=4))
for h in (h1, h2, h3, h4):
    h.remove()
net.zero_grad()
log.clear()
out = net(x + 1)
out.sum().backward()
print(log, torch.allclose(net[0].weight.grad * 2, g_with, atol=1e-6))

xi = torch.randn(5, 3, device=device, requires_grad=True)
seen = {}
h5 = net[0].register_full_backward_hook(lambda m, gi, go: seen.update(gi=gi[0].shape, go=go[0].shape))
net(xi).pow(2).mean().backward()
print(seen)
h5.remove()

a = torch.tensor([1.0, 2.0, 3.0], device=device, requires_grad=True)
b = a * a
b.retain_grad()
hb = b.register_hook(lambda g: g * 10)
c = (b * torch.tensor([1.0, -1.0, 0.5], device=device)).sum()
c.backward()
print(b.grad, a.grad)
hb.remove()
a.grad = None
counts = []
p = nn.Parameter(torch.ones(2, device=device))
p.register_post_accumulate_grad_hook(lambda t: counts.append(t.grad.clone()))
(p * 3).sum().backward()
(p * p).sum().backward()
print(counts, p.grad)
print(a.is_leaf, b.is_leaf, b.grad_fn.name() if hasattr(b.grad_fn, "name") else None)
