# torch.autograd.gradcheck / gradgradcheck (float64 finite differences), GradcheckError, and the
# anomaly-mode flag (detect_anomaly, set_detect_anomaly, torch.is_anomaly_enabled).
import torch
from torch.autograd.gradcheck import GradcheckError

device = "cpu"


class Square(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x * x

    @staticmethod
    def backward(ctx, grad):
        (x,) = ctx.saved_tensors
        return 2 * x * grad


class WrongSquare(Square):
    @staticmethod
    def backward(ctx, grad):
        (x,) = ctx.saved_tensors
        return 3 * x * grad


torch.manual_seed(0)
x = torch.randn(3, dtype=torch.float64, device=device, requires_grad=True)
w = torch.randn(2, 3, dtype=torch.float64, device=device, requires_grad=True)
print("sin", torch.autograd.gradcheck(torch.sin, (x,)))
print("Square", torch.autograd.gradcheck(Square.apply, (x,)))
print("two inputs", torch.autograd.gradcheck(lambda a, b: (b @ a.tanh(), a.sum() * b), (x, w)))
print("eps/atol", torch.autograd.gradcheck(lambda a: a.exp(), x, eps=1e-6, atol=1e-4, rtol=1e-3))
print("wrong, no raise", torch.autograd.gradcheck(WrongSquare.apply, (x,), raise_exception=False))
print("gradgradcheck", torch.autograd.gradgradcheck(lambda a: (a ** 3).sum() * a, (x,)))
print("rng after gradgradcheck", torch.rand(2, dtype=torch.float64))
try:
    torch.autograd.gradcheck(WrongSquare.apply, (torch.tensor([1.0, 2.0], dtype=torch.float64,
                                                              device=device, requires_grad=True),))
except GradcheckError as e:
    print(type(e).__name__, isinstance(e, RuntimeError))
    print(e)
try:
    torch.autograd.gradcheck(torch.sin, (x.detach(),))
except ValueError as e:
    print("ValueError:", e)

# fast mode: v^T J u with vectors from its own generator (the global one is untouched)
print("fast", torch.autograd.gradcheck(lambda a, b: (b @ a.tanh(), a.sum() * b), (x, w), fast_mode=True))
print("fast wrong", torch.autograd.gradcheck(WrongSquare.apply, (x,), fast_mode=True, raise_exception=False))
print("fast gradgradcheck", torch.autograd.gradgradcheck(lambda a: (a ** 3) * a.sum(), (x,), fast_mode=True))
print("rng after fast mode", torch.rand(2, dtype=torch.float64))
try:
    torch.autograd.gradcheck(WrongSquare.apply, (x,), fast_mode=True)
except GradcheckError as e:
    print(e)
try:
    torch.autograd.gradcheck(lambda a: a.detach() * 2, (x,))
except GradcheckError as e:
    print("GradcheckError:", e)

print("anomaly", torch.is_anomaly_enabled())
with torch.autograd.detect_anomaly():
    print("inside detect_anomaly", torch.is_anomaly_enabled(), torch.is_anomaly_check_nan_enabled())
    y = (x * 2).sum()
    y.backward()
print("after", torch.is_anomaly_enabled(), x.grad)


class NanGrad(torch.autograd.Function):
    @staticmethod
    def forward(ctx, t):
        return t * 2

    @staticmethod
    def backward(ctx, grad):
        return torch.tensor([float("nan"), 1.0, 1.0], dtype=grad.dtype, device=grad.device)


with torch.autograd.detect_anomaly():
    try:
        NanGrad.apply(x).sum().backward()
    except RuntimeError as e:
        print("RuntimeError:", e)
torch.autograd.set_detect_anomaly(True)
print("set", torch.is_anomaly_enabled())
torch.autograd.set_detect_anomaly(False)
with torch.autograd.set_detect_anomaly(True, check_nan=False):
    print("ctx", torch.is_anomaly_enabled(), torch.is_anomaly_check_nan_enabled())
print("restored", torch.is_anomaly_enabled(), torch.is_anomaly_check_nan_enabled())

