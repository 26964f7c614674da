# torch.testing.assert_close (default tolerances per dtype, PyTorch's messages) and make_tensor
# (PyTorch's uniform_/randint draws under a seed).
import torch
from torch.testing import assert_close, make_tensor

device = "cpu"


def check(*args, **kwargs):
    try:
        assert_close(*args, **kwargs)
        print("close")
    except (AssertionError, TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)
        print("--")


a = torch.tensor([1.0, 2.0, 3.0], device=device)
check(a, a + 1e-6)
check(a, torch.tensor([1.0, 2.5, 3.0], device=device))
check(torch.tensor([[1.0, 2.0], [3.0, 4.0]], device=device),
      torch.tensor([[1.0, 2.1], [3.2, 4.0]], device=device))
check(a, a.double())
check(a, a.double(), check_dtype=False)
check(a, a[:2])
check(torch.tensor([1, 2], device=device), torch.tensor([1, 3], device=device))
nan = float("nan")
check(torch.tensor([1.0, nan], device=device), torch.tensor([1.0, nan], device=device))
check(torch.tensor([1.0, nan], device=device), torch.tensor([1.0, nan], device=device), equal_nan=True)
check(torch.tensor(1.0, device=device), torch.tensor(2.0, device=device))
inf = float("inf")
check(torch.tensor([0.0, 0.0], device=device), torch.tensor([0.0, 1e-3], device=device))
check(torch.tensor([inf, 1.0], device=device), torch.tensor([inf, 1.0], device=device))
check(torch.tensor([inf, 1.0, -inf], device=device), torch.tensor([1.0, 1.0, inf], device=device))
check(torch.tensor([1.0, 2.0], dtype=torch.float64, device=device),
      torch.tensor([1.0, 2.0 + 1e-6], dtype=torch.float64, device=device))
check(1.0, 1.0 + 1e-9)
check(1.0, 1.5)
check(1, 1.0)
check(1, 1.0, check_dtype=False)
check(None, a)
check(True, False)
check([a, a], [a, a * 2])
check({"w": a}, {"w": a + 0.5})
check({"w": a}, {"v": a})
check(a, torch.tensor([1.0, 2.1, 3.0], device=device), rtol=0.1, atol=0.0)
check(a, torch.tensor([1.0, 2.1, 3.0], device=device), rtol=0.1)
check(a, torch.tensor([1.0, 2.1, 3.0], device=device), msg="custom message")
check(torch.tensor([True, False], device=device), torch.tensor([True, True], device=device))
check(a, [1.0, 2.0, 3.0])

torch.manual_seed(0)
print(make_tensor((2, 3), dtype=torch.float32, device=device))
print(make_tensor(4, dtype=torch.float32, device=device, low=-1, high=1))
print(make_tensor((2, 2), dtype=torch.int64, device=device))
print(make_tensor(3, 2, dtype=torch.float64, device=device, low=0, high=5, requires_grad=True))
print(make_tensor((5,), dtype=torch.bool, device=device))
print(make_tensor((3,), dtype=torch.int32, device=device, low=0, high=3, exclude_zero=True))
t = make_tensor((2, 3), dtype=torch.float32, device=device, noncontiguous=True)
print(t.shape, t.is_contiguous())
try:
    make_tensor((2,), dtype=torch.float32, device=device, low=2, high=1)
except ValueError as e:
    print("ValueError:", e)
