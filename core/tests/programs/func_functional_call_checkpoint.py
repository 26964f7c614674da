# torch.func.functional_call (parameters/buffers swapped for one call, restored, also after an
# error; gradients reach the given tensors), per-sample gradients with vmap(grad(...)), and
# torch.utils.checkpoint's checkpoint / checkpoint_sequential (PyTorch's values and gradients).
import torch
import torch.nn as nn
from torch.func import functional_call, grad, vmap
from torch.utils.checkpoint import checkpoint, checkpoint_sequential

device = "cpu"

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(3, 4), nn.Tanh(), nn.Linear(4, 2)).to(device)
x = torch.randn(5, 3, device=device)
params = {k: v.detach() for k, v in model.named_parameters()}
print(sorted(params))

zeros = {k: torch.zeros_like(v) for k, v in params.items()}
print("zeros", functional_call(model, zeros, (x,)))
print("restored", torch.equal(model(x), functional_call(model, params, x)))

w = {k: v.clone().requires_grad_() for k, v in params.items()}
loss = functional_call(model, w, (x,)).pow(2).sum()
loss.backward()
print("grad to given", w["2.bias"].grad)
print("module untouched", model[2].bias.grad)

try:
    functional_call(model, {"0.weight": torch.zeros(4, 3, device=device)}, (torch.zeros(5, 7, device=device),))
except RuntimeError:
    print("error raised; weight restored:", model[0].weight is dict(model.named_parameters())["0.weight"],
          torch.equal(model[0].weight, params["0.weight"]))

bn = nn.BatchNorm1d(3).to(device)
out = functional_call(bn, {"running_mean": torch.ones(3, device=device)}, (x,))
print("buffer swap", bn.running_mean)


def loss_fn(p, xi, yi):
    out = functional_call(model, p, (xi.unsqueeze(0),))
    return ((out - yi) ** 2).mean()


y = torch.randn(5, 2, device=device)
per_sample = vmap(grad(loss_fn), in_dims=(None, 0, 0))(params, x, y)
print("per-sample", {k: tuple(v.shape) for k, v in per_sample.items()})
print(per_sample["2.bias"])
print(per_sample["0.weight"][1])

# model ensembling: stacked states mapped with vmap over a stateless (meta) copy
import copy

from torch.func import stack_module_state

models = [nn.Linear(3, 2).to(device) for _ in range(3)]
ens_params, ens_buffers = stack_module_state(models)
print("stacked", {k: (tuple(v.shape), v.requires_grad) for k, v in ens_params.items()}, ens_buffers)
base = copy.deepcopy(models[0]).to("meta")
ens = vmap(lambda p, b, xx: functional_call(base, (p, b), (xx,)), in_dims=(0, 0, None))(
    ens_params, ens_buffers, x)
print("ensemble", ens.shape, torch.allclose(ens[1], models[1](x)))
print(ens[2])
try:
    vmap(lambda a, b: a, in_dims=(0,))(x, x)
except ValueError as e:
    print("ValueError:", e)

# checkpoint
layer = nn.Linear(3, 3).to(device)
inp = torch.randn(2, 3, device=device, requires_grad=True)


def block(t):
    return torch.relu(layer(t)) * 2


out = checkpoint(block, inp, use_reentrant=False)
out.sum().backward()
print("checkpoint", out)
print("input grad", inp.grad)
print("weight grad", layer.weight.grad)
g_ref = layer.weight.grad.clone()
layer.zero_grad()
inp.grad = None
block(inp).sum().backward()
print("same grads", torch.allclose(g_ref, layer.weight.grad))
print("reentrant, input without grad:", checkpoint(block, inp.detach(), use_reentrant=True).requires_grad)
print("kwargs", checkpoint(lambda t, scale: t * scale, inp, use_reentrant=False, scale=3.0).sum())
try:
    checkpoint(lambda t, scale: t * scale, inp, use_reentrant=True, scale=3.0)
except ValueError as e:
    print("ValueError:", e)

seq = nn.Sequential(nn.Linear(3, 3), nn.ReLU(), nn.Linear(3, 3), nn.ReLU(), nn.Linear(3, 1)).to(device)
inp2 = torch.randn(4, 3, device=device, requires_grad=True)
out = checkpoint_sequential(seq, 2, inp2, use_reentrant=False)
out.sum().backward()
print("sequential", out.squeeze(1))
print("sequential grad", inp2.grad[0])
print("same as plain", torch.equal(out, seq(inp2)))
