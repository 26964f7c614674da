# no_grad vs inference_mode vs detach vs set_grad_enabled in training code: what requires_grad each
# gives, decorator forms, in-place updates on leaves, the errors people hit (in-place on a leaf,
# backward after an in-place change through detach), and enable_grad inside no_grad.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(33)
w = torch.randn(3, device=device, requires_grad=True)
x = torch.randn(3, device=device)

with torch.no_grad():
    a = w * 2
print("no_grad:", a.requires_grad, a.grad_fn is None, torch.is_grad_enabled())
with torch.inference_mode():
    b = w * 2
    print("inside inference:", torch.is_inference_mode_enabled(), torch.is_grad_enabled())
    with torch.inference_mode(False):
        print("nested mode=False:", torch.is_inference_mode_enabled(), torch.is_grad_enabled())
print("inference:", b.requires_grad, b.grad_fn is None, torch.is_inference_mode_enabled())
c = (w * 2).detach()
print("detach:", c.requires_grad, c.is_leaf)
with torch.set_grad_enabled(False):
    d = w * 2
print("set_grad_enabled(False):", d.requires_grad)
torch.set_grad_enabled(True)
with torch.no_grad():
    with torch.enable_grad():
        e = w * 2
print("enable_grad inside no_grad:", e.requires_grad)


@torch.no_grad()
def evaluate(t):
    return (w * t).sum()


@torch.inference_mode()
def predict(t):
    return (w * t).sum()


@torch.inference_mode
def predict_bare(t):
    return (w * t).sum()


print(evaluate(x).requires_grad, predict(x).requires_grad, predict_bare(x).requires_grad, predict_bare.__name__)

try:
    w.add_(1.0)
except RuntimeError as e:
    print("RuntimeError:", e)
with torch.no_grad():
    w.sub_(0.1 * torch.ones(3, device=device))
print("leaf still leaf:", w.is_leaf, w.requires_grad)

loss = (w * x).sum()
shared = w.detach()
shared[0] = 5.0
print("detach shares storage:", w[0].item() == 5.0)
try:
    loss.backward()
except RuntimeError as e:
    print("RuntimeError:", str(e)[:60])

model = nn.Linear(3, 1).to(device)
model.eval()
with torch.no_grad():
    out = model(x)
print(out.requires_grad, model.weight.requires_grad)
ema = [p.detach().clone() for p in model.parameters()]
with torch.no_grad():
    for e_p, p in zip(ema, model.parameters()):
        e_p.mul_(0.9).add_(p, alpha=0.1)
print(all(not t.requires_grad for t in ema))
t = torch.ones(2, device=device, requires_grad=True)
u = t.detach_() if False else t.detach()
print(torch.no_grad.__name__, type(torch.no_grad()).__name__, type(torch.inference_mode()).__name__)
