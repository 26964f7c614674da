# Full backward hooks on modules (grad_input/grad_output), pre-backward hooks, tensor
# hooks that rescale gradients, and removing them.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)

lin = nn.Linear(3, 2).to(device)
act = nn.Tanh()
log = []


def bhook(mod, grad_input, grad_output):
    log.append((type(mod).__name__, [None if g is None else tuple(g.shape) for g in grad_input],
                [tuple(g.shape) for g in grad_output]))


h = lin.register_full_backward_hook(bhook)
h2 = act.register_full_backward_hook(bhook)
x = torch.randn(4, 3, device=device, requires_grad=True)
out = act(lin(x)).sum()
out.backward()
for entry in log:
    print(entry)
print([round(v, 4) for v in x.grad.flatten().tolist()])

log.clear()
x2 = torch.randn(4, 3, device=device)
act(lin(x2)).sum().backward()
print("no input grad", log)
h.remove(); h2.remove()


def scale_grad_in(mod, grad_input, grad_output):
    return (grad_input[0] * 0.0,)


act.register_full_backward_hook(scale_grad_in)
x3 = torch.randn(2, 3, device=device, requires_grad=True)
lin.zero_grad()
act(lin(x3)).sum().backward()
print("lin weight grad zeroed", lin.weight.grad.abs().sum().item())
print("x grad zero", x3.grad.abs().sum().item())

m = nn.Linear(2, 2).to(device)
m.register_full_backward_pre_hook(lambda mod, go: print("pre", [tuple(g.shape) for g in go]) or (go[0] * 3,))
inp = torch.ones(1, 2, device=device, requires_grad=True)
m(inp).sum().backward()
print([round(v, 4) for v in m.weight.grad.flatten().tolist()])

t = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
hh = t.register_hook(lambda g: g * 10)
(t * t).sum().backward()
print(t.grad.tolist())
hh.remove()
t.grad = None
(t * t).sum().backward()
print(t.grad.tolist())
