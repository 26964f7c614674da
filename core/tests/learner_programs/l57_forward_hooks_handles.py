# Forward pre-hooks and forward hooks (with_kwargs, modifying inputs/outputs),
# removable handles, hooks used to capture activations, prepend ordering.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)

net = nn.Sequential(nn.Linear(3, 4), nn.ReLU(), nn.Linear(4, 2)).to(device)
acts = {}


def save(name):
    def hook(mod, inp, out):
        acts[name] = out.detach()
    return hook


handles = [net[i].register_forward_hook(save(f"layer{i}")) for i in range(3)]
x = torch.randn(2, 3, device=device)
y = net(x)
print(sorted(acts))
print([[round(v, 4) for v in r] for r in acts["layer1"].tolist()])
print(type(handles[0]).__name__)
for h in handles:
    h.remove()
acts.clear()
net(x)
print("after remove", acts)
handles[0].remove()


def double_input(mod, args):
    print("pre-hook args", len(args), type(args).__name__)
    return (args[0] * 2,)


def add_one(mod, args, out):
    return out + 1


h1 = net[0].register_forward_pre_hook(double_input)
h2 = net.register_forward_hook(add_one)
y2 = net(x)
y_ref = net[2](net[1](net[0](x * 2))) + 1
print("matches", torch.allclose(y2, y_ref))
h1.remove(); h2.remove()
print("restored", torch.allclose(net(x), y))


class Gate(nn.Module):
    def forward(self, x, scale=1.0, *, shift=0.0):
        return x * scale + shift


g = Gate()
calls = []
g.register_forward_pre_hook(lambda m, a, k: calls.append(("pre", len(a), sorted(k))) or (a, {**k, "shift": 10.0}), with_kwargs=True)
g.register_forward_hook(lambda m, a, k, o: calls.append(("post", len(a), sorted(k), o.tolist())), with_kwargs=True)
g.register_forward_hook(lambda m, a, o: calls.append("first"), prepend=True)
out = g(torch.tensor([1.0, 2.0]), 3.0, shift=1.0)
print(out.tolist())
for c in calls:
    print(c)
calls.clear()
out = g(torch.tensor([1.0]))
print(out.tolist(), calls)

with net[0].register_forward_hook(lambda m, i, o: print("ctx hook", tuple(o.shape))):
    net(x)
net(x)
print("hooks dict sizes", len(net._forward_hooks), len(net._forward_pre_hooks))
