# torch.inference_mode vs torch.no_grad, as the autograd mechanics notes explain them: requires_grad
# and grad_fn inside each, inference_mode(False), set_grad_enabled as a function and a context,
# decorators, enable_grad nested in no_grad, and is_grad_enabled at each level.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)

model = nn.Linear(3, 2).to(device)
x = torch.randn(4, 3, device=device)

with torch.no_grad():
    y_ng = model(x)
with torch.inference_mode():
    y_im = model(x)
    print("inside:", torch.is_grad_enabled(), torch.is_inference_mode_enabled())
print(y_ng.requires_grad, y_ng.grad_fn)
print(y_im.requires_grad, y_im.grad_fn)
print(torch.is_inference_mode_enabled())

normal = y_im.clone()
normal.add_(1)
print(round(normal.sum().item(), 4))

with torch.inference_mode(mode=False):
    print("inference_mode(False):", torch.is_inference_mode_enabled(), model(x).requires_grad)


@torch.no_grad()
def evaluate(m, data):
    return m(data).requires_grad, torch.is_grad_enabled()


@torch.inference_mode()
def predict(m, data):
    return m(data).requires_grad, torch.is_inference_mode_enabled()


print(evaluate(model, x), predict(model, x))
with torch.no_grad():
    with torch.enable_grad():
        print("enable inside no_grad:", model(x).requires_grad)
    print("back:", torch.is_grad_enabled())
torch.set_grad_enabled(False)
print("after set_grad_enabled(False):", model(x).requires_grad)
torch.set_grad_enabled(True)
with torch.set_grad_enabled(False):
    print("ctx:", model(x).requires_grad)
print("restored:", model(x).requires_grad, torch.is_grad_enabled())

a = torch.ones(2, device=device, requires_grad=True)
with torch.no_grad():
    b = a * 2
c = a * 2
print(b.requires_grad, c.requires_grad, c.grad_fn.name())
b.requires_grad_()
(b * c).sum().backward()
print(a.grad, b.grad, b.is_leaf)
