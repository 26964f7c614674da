# Gradient modes: no_grad (context and decorator), enable_grad inside no_grad, set_grad_enabled,
# inference_mode (blocks and decorator), detach and requires_grad_.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(10)

w = torch.randn(3, requires_grad=True, device=device)
with torch.no_grad():
    a = w * 2
    with torch.enable_grad():
        b = w * 3
print(a.requires_grad, b.requires_grad, torch.is_grad_enabled())


@torch.no_grad()
def evaluate(t):
    return (t * w).sum(), torch.is_grad_enabled()


r, enabled = evaluate(torch.ones(3).to(device))
print(r.requires_grad, enabled, f"{r.item():.4f}")
for mode in [True, False]:
    with torch.set_grad_enabled(mode):
        c = w.exp()
    print("set_grad_enabled", mode, c.requires_grad, c.grad_fn is not None)
torch.set_grad_enabled(False)
print("global off", (w + 1).requires_grad)
torch.set_grad_enabled(True)

with torch.inference_mode():
    inf = w * 5
    print("in inference", torch.is_inference_mode_enabled(), inf.requires_grad)
print(torch.is_inference_mode_enabled())


@torch.inference_mode()
def predict(model, x):
    return model(x)


model = nn.Linear(3, 2).to(device)
out = predict(model, torch.randn(4, 3).to(device))
print(out.requires_grad, tuple(out.shape))
d = w.detach()
d.add_(1.0)
print("detach shares", torch.allclose(w, d), d.requires_grad)
z = torch.zeros(2).to(device)
z.requires_grad_()
(z * 2).sum().backward()
print(z.grad.tolist(), z.is_leaf)
with torch.no_grad():
    w.mul_(0.5)
print("in-place under no_grad keeps leaf", w.is_leaf, w.requires_grad, w.grad_fn)
