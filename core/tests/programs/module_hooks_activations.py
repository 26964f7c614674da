import torch
from torch import nn
device = "cpu"
torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 2)).to(device)
activations = {}
def save_act(name):
    def hook(module, inp, out):
        activations[name] = out.detach()
    return hook
handles = [m.register_forward_hook(save_act(n)) for n, m in model.named_modules() if isinstance(m, nn.Linear)]
x = torch.randn(3, 4, device=device)
y = model(x)
print(sorted(activations), activations["0"].shape, activations["2"].shape)
for h in handles:
    h.remove()
activations.clear()
model(x)
print(len(activations))
def pre(module, args):
    print("pre", type(module).__name__, args[0].shape)
    return (args[0] * 0,)
h = model[0].register_forward_pre_hook(pre)
print(model(x)[0])
h.remove()
grads = []
def bw(module, grad_input, grad_output):
    grads.append((type(module).__name__, [g.shape if g is not None else None for g in grad_input], [g.shape for g in grad_output]))
hb = model[2].register_full_backward_hook(bw)
model(x).sum().backward()
print(grads)
hb.remove()
t = torch.ones(3, requires_grad=True, device=device)
th = t.register_hook(lambda g: g * 10)
(t * 2).sum().backward()
print(t.grad)
th.remove()
t.grad = None
(t * 2).sum().backward()
print(t.grad)
mid = None
def keep(g):
    global mid
    mid = g
z = t * 3
z.register_hook(keep)
z.retain_grad()
(z ** 2).sum().backward()
print(mid, z.grad)
class Counter(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(2, 2)
        self.calls = 0
        self.register_forward_hook(self._count)
    def _count(self, m, i, o):
        self.calls += 1
    def forward(self, x):
        return self.lin(x)
c = Counter().to(device)
for _ in range(3):
    c(torch.zeros(1, 2, device=device))
print(c.calls)
def kw_hook(module, args, kwargs, output):
    print("kw", sorted(kwargs), output.shape)
class Scaler(nn.Module):
    def forward(self, x, scale=1.0):
        return x * scale
s = Scaler()
s.register_forward_hook(kw_hook, with_kwargs=True)
print(s(torch.ones(2, device=device), scale=3.0))
def replace_out(m, i, o):
    return o + 100
model[2].register_forward_hook(replace_out)
print(model(x).min().item() > 50)
