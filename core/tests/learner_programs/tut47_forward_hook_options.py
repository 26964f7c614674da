# Forward hooks with kwargs, prepend ordering, and always_call with an exception in forward.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)
net = nn.Sequential(nn.Linear(3, 4), nn.ReLU(), nn.Linear(4, 2)).to(device)
order = []
lin = nn.Linear(2, 2).to(device)
lin.register_forward_hook(lambda m, i, o: order.append("a"))
lin.register_forward_hook(lambda m, i, o: order.append("b"), prepend=True)
lin.register_forward_pre_hook(lambda m, i: order.append("pre1"))
lin.register_forward_pre_hook(lambda m, i: order.append("pre0"), prepend=True)
lin(torch.ones(1, 2, device=device))
print(order)


class Scaled(nn.Module):
    def forward(self, x, scale=1.0):
        return x * scale


s = Scaled()
s.register_forward_pre_hook(lambda m, args, kwargs: (args, {**kwargs, "scale": kwargs.get("scale", 1.0) * 10}), with_kwargs=True)
s.register_forward_hook(lambda m, args, kwargs, out: out + kwargs["scale"], with_kwargs=True)
print(s(torch.ones(2, device=device), scale=2.0))


class Boom(nn.Module):
    def forward(self, x):
        raise ValueError("boom")


b = Boom()
calls = []
b.register_forward_hook(lambda m, i, o: calls.append("always"), always_call=True)
b.register_forward_hook(lambda m, i, o: calls.append("normal"))
try:
    b(torch.ones(1, device=device))
except ValueError as e:
    print("ValueError:", e, calls)
feats = {}
handles = [m.register_forward_hook(lambda m, i, o, name=name: feats.__setitem__(name, o.detach())) for name, m in net.named_modules() if name]
net(torch.ones(2, 3, device=device))
print({k: tuple(v.shape) for k, v in feats.items()}, round(feats["1"].sum().item(), 4))
for h in handles:
    h.remove()
print(len(b._forward_hooks), len(s._forward_pre_hooks), len(s._forward_hooks), len(s._backward_hooks))
