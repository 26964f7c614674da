# Forward hooks capturing activations, full backward hooks capturing gradients, tensor hooks
# that modify gradients, and removing hooks with their handles.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)

model = nn.Sequential(nn.Linear(4, 6), nn.Tanh(), nn.Linear(6, 3)).to(device)
activations = {}
grads = {}


def save_act(name):
    def hook(module, inp, out):
        activations[name] = out.detach()
    return hook


def save_grad(name):
    def hook(module, grad_input, grad_output):
        grads[name] = grad_output[0].detach()
    return hook


handles = []
for name, m in model.named_children():
    handles.append(m.register_forward_hook(save_act(name)))
    handles.append(m.register_full_backward_hook(save_grad(name)))
x = torch.randn(2, 4, device=device)
out = model(x)
out.sum().backward()
print(sorted(activations), sorted(grads))
print(activations["1"].round(decimals=4))
print(grads["0"].round(decimals=4))
print(grads["2"])
for h in handles:
    h.remove()
activations.clear()
model(x)
print("after remove", len(activations))

w = torch.randn(3, device=device, requires_grad=True)
seen = []
h = w.register_hook(lambda g: seen.append(g.clone()) or g * 10)
(w * w).sum().backward()
print(seen[0].round(decimals=4), w.grad.round(decimals=4))
h.remove()
w.grad.zero_()
(w * w).sum().backward()
print(w.grad.round(decimals=4))


def double_output(module, inp, out):
    return out * 2


hh = model[2].register_forward_hook(double_output)
y2 = model(x)
hh.remove()
print(torch.allclose(y2, 2 * model(x)))
pre = model[0].register_forward_pre_hook(lambda m, inp: (inp[0] * 0,))
print(model(x)[0].round(decimals=4))
pre.remove()
