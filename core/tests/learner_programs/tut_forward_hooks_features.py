# Hooks a learner uses: forward hooks collecting intermediate activations by name, a forward
# pre-hook that rescales input, full backward hooks recording gradient norms, tensor hooks on a
# parameter's grad, and removing the handles.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(9)

model = nn.Sequential(
    nn.Linear(6, 12),
    nn.ReLU(),
    nn.Linear(12, 8),
    nn.Tanh(),
    nn.Linear(8, 3),
).to(device)

activations = {}


def save_activation(name):
    def hook(module, inputs, output):
        activations[name] = output.detach()
    return hook


handles = []
for name, module in model.named_modules():
    if isinstance(module, (nn.ReLU, nn.Tanh)):
        handles.append(module.register_forward_hook(save_activation(name)))

x = torch.randn(5, 6).to(device)
out = model(x)
for name, act in sorted(activations.items()):
    print(name, tuple(act.shape), f"mean {act.mean().item():.4f}", f"zeros {(act == 0).sum().item()}")

grad_norms = []


def bwd_hook(module, grad_input, grad_output):
    grad_norms.append((type(module).__name__, round(grad_output[0].norm().item(), 4)))


for m in model:
    if isinstance(m, nn.Linear):
        handles.append(m.register_full_backward_hook(bwd_hook))

seen = []
handles.append(model[0].weight.register_hook(lambda g: seen.append(tuple(g.shape))))
loss = model(x).pow(2).mean()
loss.backward()
print("backward order:", grad_norms)
print("weight grad hook saw", seen)
print("weight grad norm", round(model[0].weight.grad.norm().item(), 4))


def pre_hook(module, args):
    (inp,) = args
    return (inp * 0.0,)


h = model[0].register_forward_pre_hook(pre_hook)
zero_out = model(x)
print("with pre-hook, rows equal:", torch.allclose(zero_out[0], zero_out[1]))
h.remove()
for hd in handles:
    hd.remove()
activations.clear()
grad_norms.clear()
model.zero_grad()
print(model[0].weight.grad)
out2 = model(x)
print("after removal:", len(activations), torch.allclose(out, out2))
model(x).sum().backward()
print("no backward hooks ran:", grad_norms == [])
