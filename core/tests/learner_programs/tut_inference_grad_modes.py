# Grad-mode contexts during evaluation: torch.no_grad (context and decorator), torch.inference_mode,
# torch.enable_grad inside no_grad, set_grad_enabled(False), is_grad_enabled,
# requires_grad of outputs, detach() vs .data, and the errors for backward without a graph.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(2)

model = nn.Linear(3, 2).to(device)
x = torch.randn(4, 3, device=device)
print("default grad enabled:", torch.is_grad_enabled())
with torch.no_grad():
    y = model(x)
    print("inside no_grad:", torch.is_grad_enabled(), y.requires_grad, y.grad_fn)
    with torch.enable_grad():
        z = model(x)
        print("enable_grad inside no_grad:", z.requires_grad, type(z.grad_fn).__name__)


@torch.no_grad()
def predict(m, inp):
    return m(inp).argmax(1)


p = predict(model, x)
print("decorated:", p.requires_grad, p.tolist(), torch.is_grad_enabled())

with torch.inference_mode():
    w = model(x)
    print("inference_mode:", w.requires_grad, w.grad_fn)
print("after:", torch.is_grad_enabled(), w.shape)

torch.set_grad_enabled(False)
q = model(x)
print("set_grad_enabled(False):", q.requires_grad)
torch.set_grad_enabled(True)
with torch.set_grad_enabled(False):
    print("as context:", model(x).requires_grad)
print("restored:", model(x).requires_grad)

out = model(x)
d = out.detach()
print("detach:", d.requires_grad, d.is_leaf, out.data.requires_grad)
d2 = out.detach()
d2.zero_()
print("shares storage:", out.abs().sum().item() == 0.0)
try:
    y.sum().backward()
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    d.sum().backward()
except RuntimeError as e:
    print("RuntimeError:", e)
loss = model(x).pow(2).sum()
loss.backward(retain_graph=True)
loss.backward()
print("two backward with retain_graph ok:", model.weight.grad.shape)
loss2 = model(x).sum()
loss2.backward()
try:
    loss2.backward()
except RuntimeError as e:
    print("RuntimeError:", str(e).split(".")[0])
t = torch.ones(2, requires_grad=True)
try:
    (t * 2).backward()
except RuntimeError as e:
    print("RuntimeError:", e)
with torch.no_grad():
    t.mul_(3)
print("in-place on leaf under no_grad:", t, t.requires_grad)
