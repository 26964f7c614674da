# Tensor hooks (register_hook, removal), module full backward pre-hooks and retain_grad on intermediates.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)
calls = []
w = torch.randn(4, device=device, requires_grad=True)
h = w.register_hook(lambda g: g * 2)
(w ** 2).sum().backward()
calls.append(round(w.grad.sum().item(), 4))
print(w.grad, calls)
h.remove()
w.grad = None
(w ** 2).sum().backward()
calls.append(round(w.grad.sum().item(), 4))
print(w.grad, calls)

a = torch.randn(2, 3, device=device, requires_grad=True)
mid = a * 3
mid.retain_grad()
out = mid.relu().sum()
out.backward()
print(mid.grad, mid.is_leaf, mid.requires_grad, mid.grad_fn.name())

net = nn.Sequential(nn.Linear(4, 3), nn.ReLU(), nn.Linear(3, 2)).to(device)
log = []
net[2].register_full_backward_pre_hook(lambda m, go: log.append(("pre", tuple(go[0].shape))))
net[2].register_full_backward_hook(lambda m, gi, go: log.append(("post", tuple(gi[0].shape), tuple(go[0].shape))))
net[0].register_forward_pre_hook(lambda m, inp: (inp[0] * 0.5,))
net[0].register_forward_hook(lambda m, inp, out: log.append(("fwd", round(out.sum().item(), 4))))
o = net(torch.ones(5, 4, device=device))
o.sum().backward()
print(log)
print(net[0].weight.grad.sum().item() != 0)


def scale_grad(mod, gi, go):
    return (gi[0] * 0,)


hh = net[1].register_full_backward_hook(scale_grad)
net.zero_grad()
net(torch.ones(5, 4, device=device)).sum().backward()
print(net[0].weight.grad.abs().sum().item(), net[2].weight.grad.abs().sum().item() > 0)
hh.remove()
