# Module state plumbing: non-persistent buffers, state_dict pre/post hooks, load_state_dict
# with strict=False results, _load_from_state_dict-style key renames, get_submodule/get_parameter,
# named_modules(remove_duplicate=False), requires_grad_, to(dtype) and extra_repr.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)


class Block(nn.Module):
    def __init__(self, n):
        super().__init__()
        self.lin = nn.Linear(n, n)
        self.register_buffer("steps", torch.zeros((), dtype=torch.long))
        self.register_buffer("cache", torch.ones(n), persistent=False)
        self.alpha = 0.5

    def extra_repr(self):
        return f"alpha={self.alpha}"

    def forward(self, x):
        self.steps += 1
        return self.lin(x) * self.alpha + self.cache


b = Block(3).to(device)
print(b)
print(list(b.state_dict().keys()), [n for n, _ in b.named_buffers()])
b(torch.ones(2, 3, device=device))
print(b.steps.item())

shared = nn.Linear(2, 2)
seq = nn.Sequential(shared, nn.ReLU(), shared).to(device)
print([n for n, _ in seq.named_modules()], [n for n, _ in seq.named_modules(remove_duplicate=False)])
print(len(list(seq.parameters())), len(list(seq.named_parameters(remove_duplicate=False))))
print(list(seq.state_dict().keys()))

net = nn.Sequential(nn.Linear(3, 4), nn.Sequential(nn.Linear(4, 2), nn.Tanh())).to(device)
print(net.get_submodule("1.0"), net.get_parameter("1.0.bias").shape)
r = net.load_state_dict({"0.weight": torch.zeros(4, 3), "extra.w": torch.ones(1)}, strict=False)
print(r.missing_keys, r.unexpected_keys)
print(net[0].weight.abs().sum().item())
try:
    net.load_state_dict({"0.weight": torch.zeros(5, 3)}, strict=False)
except RuntimeError as e:
    print("RuntimeError", str(e).splitlines()[1].strip()[:80])

net.register_state_dict_post_hook(lambda m, sd, prefix, local: sd.update({"meta": torch.tensor(7)}) if prefix == "" else None)
print(list(net.state_dict().keys())[-1])
seen = []
net.register_load_state_dict_post_hook(lambda m, keys: seen.append((len(keys.missing_keys), len(keys.unexpected_keys))))
sd = net.state_dict()
sd.pop("meta")
net.load_state_dict(sd)
print(seen)
del sd

net.requires_grad_(False)
net[1].requires_grad_(True)
print([n for n, p in net.named_parameters() if p.requires_grad])
net.to(torch.float64)
print(net[0].weight.dtype, net(torch.ones(1, 3, dtype=torch.float64, device=device)).dtype)
net.half()
print(net[1][0].bias.dtype)
net.float()
print(net[1][0].bias.dtype, net.training, net.eval().training, net[1][1].training)


class Renamed(nn.Module):
    def __init__(self):
        super().__init__()
        self.proj = nn.Linear(2, 2)
        self.register_load_state_dict_pre_hook(self._rename)

    @staticmethod
    def _rename(module, sd, prefix, meta, strict, missing, unexpected, errors):
        for k in [k for k in sd if k.startswith(prefix + "fc.")]:
            sd[prefix + "proj." + k[len(prefix) + 3:]] = sd.pop(k)


old = {"fc.weight": torch.eye(2), "fc.bias": torch.zeros(2)}
m = Renamed().to(device)
print(m.load_state_dict(old), m.proj.weight.tolist(), sorted(old))
outer = nn.Sequential(Renamed()).to(device)
print(outer.load_state_dict({"0.fc.weight": torch.eye(2), "0.fc.bias": torch.ones(2)}), outer[0].proj.bias.tolist())
h = outer.register_load_state_dict_post_hook(lambda mod, keys: keys.unexpected_keys.clear())
print(outer.load_state_dict({"0.proj.weight": torch.eye(2), "0.proj.bias": torch.ones(2), "junk": torch.ones(1)}))
h.remove()
try:
    outer.load_state_dict({"0.proj.weight": torch.eye(2), "junk": torch.ones(1)})
except RuntimeError as e:
    print(str(e))
pre = []
outer.register_state_dict_pre_hook(lambda mod, prefix, keep_vars: pre.append((prefix, keep_vars)))
outer[0].register_state_dict_pre_hook(lambda mod, prefix, keep_vars: pre.append((prefix, keep_vars)))
outer.state_dict(prefix="top.", keep_vars=True)
print(pre)
