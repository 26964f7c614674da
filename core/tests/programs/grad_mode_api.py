# Grad-mode API: no_grad/enable_grad as decorators (also when the function raises), set_grad_enabled as a call and as a context manager, inference_mode, and torch.inf/nan/pi/e.
import torch

device = "cpu"
@torch.no_grad()
def f(x):
    return x * 2
x = torch.ones(2, device=device, requires_grad=True)
print(f(x).requires_grad, torch.is_grad_enabled())
@torch.no_grad()
def g():
    raise ValueError("boom")
try:
    g()
except ValueError:
    print("raised", torch.is_grad_enabled())
torch.set_grad_enabled(False)
print((x * 2).requires_grad)
torch.set_grad_enabled(True)
with torch.set_grad_enabled(False):
    print((x * 2).requires_grad)
print((x * 2).requires_grad)
with torch.inference_mode():
    print((x * 2).requires_grad)
print(torch.inf, -torch.inf, torch.pi, torch.e, torch.nan, torch.get_default_dtype(), torch.is_floating_point(x))
print(torch.full((2,), -torch.inf, device=device))
@torch.enable_grad()
def h(x):
    return x * 3
with torch.no_grad():
    print(h(x).requires_grad)
