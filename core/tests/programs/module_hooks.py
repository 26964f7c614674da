import torch
import torch.nn as nn
device = "cpu"
torch.manual_seed(0)
class Block(nn.Module):
    def __init__(self):
        super().__init__()
        self.a = nn.Linear(3, 4)
        self.b = nn.Linear(4, 2)
    def forward(self, x):
        return self.b(torch.relu(self.a(x)))
m = Block()
log = []
def pre(mod, args):
    log.append(("pre", type(mod).__name__, args[0].shape))
    return (args[0] * 2,)
def post(mod, args, out):
    log.append(("post", type(mod).__name__, out.shape))
def bw(mod, gin, gout):
    log.append(("bw", type(mod).__name__, [None if g is None else tuple(g.shape) for g in gin], [tuple(g.shape) for g in gout]))
hs = [m.register_forward_pre_hook(pre), m.a.register_forward_hook(post), m.register_forward_hook(post),
      m.register_full_backward_hook(bw), m.b.register_full_backward_hook(bw)]
x = torch.randn(5, 3, requires_grad=True)
y = m(x)
y.sum().backward()
for e in log:
    print(e)
print(x.grad)
for h in hs:
    h.remove()
log.clear()
x.grad = None
m(x).sum().backward()
print(log, x.grad)
acts = {}
def save(name):
    def hook(mod, inp, out):
        acts[name] = out.detach()
    return hook
net = nn.Sequential(nn.Linear(3, 3), nn.ReLU(), nn.Linear(3, 1))
for name, mod in net.named_modules():
    if isinstance(mod, nn.Linear):
        mod.register_forward_hook(save(name))
net(torch.ones(2, 3))
print(sorted(acts), acts["2"])
with m.register_forward_hook(lambda mod, a, o: o + 100):
    print(m(torch.zeros(1, 3)))
print(m(torch.zeros(1, 3)))
def kw_pre(mod, args, kwargs):
    return (args[0] + 1,), kwargs
h = m.register_forward_pre_hook(kw_pre, with_kwargs=True)
print(m(torch.zeros(1, 3)))
