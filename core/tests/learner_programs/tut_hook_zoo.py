# Hooks that change things: a forward pre-hook rewriting inputs, a forward hook replacing the output,
# register_full_backward_hook and register_full_backward_pre_hook reading/scaling gradients,
# tensor.register_hook on intermediate activations, and removing them with handles.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(30)
net = nn.Sequential(nn.Linear(3, 4), nn.ReLU(), nn.Linear(4, 2)).to(device)
x = torch.randn(5, 3, device=device)
base = net(x).detach()

h1 = net[0].register_forward_pre_hook(lambda m, args: (args[0] * 0 + 1,))
print("pre-hook rewrote input:", [round(v, 4) for v in net(x)[0].tolist()] == [round(v, 4) for v in net(torch.ones(5, 3, device=device))[0].tolist()])
h1.remove()
h2 = net[2].register_forward_hook(lambda m, inp, out: out * 2)
print("forward hook doubled:", torch.allclose(net(x), 2 * base))
h2.remove()
print("removed:", torch.allclose(net(x), base))

log = []


def bwd_hook(module, grad_input, grad_output):
    log.append((type(module).__name__, [None if g is None else tuple(g.shape) for g in grad_input],
                [tuple(g.shape) for g in grad_output]))


def bwd_pre(module, grad_output):
    log.append(("pre", type(module).__name__))
    return (grad_output[0] * 10,)


hs = [net[0].register_full_backward_hook(bwd_hook), net[2].register_full_backward_hook(bwd_hook),
      net[2].register_full_backward_pre_hook(bwd_pre)]
net.zero_grad()
net(x).sum().backward()
for entry in log:
    print(entry)
g_scaled = net[2].bias.grad.clone()
for h in hs:
    h.remove()
net.zero_grad()
net(x).sum().backward()
print("pre-hook scaled grads x10:", torch.allclose(g_scaled, 10 * net[2].bias.grad))

acts = {}
inp = x.clone().requires_grad_(True)
hidden = net[1](net[0](inp))
hidden.retain_grad()
hh = hidden.register_hook(lambda g: acts.setdefault("grad", g.clone()))
hidden.register_hook(lambda g: g * 0.5)
net[2](hidden).pow(2).sum().backward()
print(torch.equal(acts["grad"], hidden.grad * 2) or torch.allclose(acts["grad"] * 0.5, hidden.grad))
print(round(inp.grad.abs().sum().item(), 4))


def module_bwd_input_none(module, gin, gout):
    print("first layer grad_input:", [g is None for g in gin])


net[0].register_full_backward_hook(module_bwd_input_none)
net(x).sum().backward()
leaf = torch.tensor([1.0, 2.0], device=device, requires_grad=True)
leaf.register_hook(lambda g: g + 1)
(leaf * 3).sum().backward()
print(leaf.grad.tolist())
