# Creation functions and their dtypes: tensor from mixed Python ints/floats/bools, arange with float
# steps and its length, linspace/logspace, full with int/bool/float fill, zeros_like with dtype,
# new_full/new_tensor, as_tensor sharing, empty shapes, eye rectangles, randint dtype, and
# torch.get_default_dtype interplay.
import torch

device = "cpu"
torch.manual_seed(581)

vals = [torch.tensor([1, 2], device=device), torch.tensor([1, 2.0], device=device), torch.tensor([True, 1], device=device),
        torch.tensor([[1], [2]], dtype=torch.int16, device=device), torch.tensor(3), torch.tensor(3.0), torch.tensor(False),
        torch.arange(5, device=device), torch.arange(0, 1, 0.25, device=device), torch.arange(1, 2.5, 0.5, device=device),
        torch.arange(0, 10, 3, device=device), torch.arange(-1.0, 1.0, 0.3, device=device), torch.linspace(0, 1, 5, device=device),
        torch.linspace(-2, 2, steps=4, device=device), torch.logspace(0, 2, 3, device=device), torch.logspace(0, 3, 4, base=2, device=device),
        torch.full((2,), 7, device=device), torch.full((2,), True, device=device), torch.full((2,), 0.5, device=device),
        torch.zeros(2, dtype=torch.int64, device=device), torch.ones(2, 2, dtype=torch.bool, device=device),
        torch.eye(2, 3, device=device), torch.randint(0, 5, (3,), device=device), torch.randint(3, (2,), dtype=torch.int8, device=device),
        torch.empty(0, 3, device=device), torch.zeros_like(torch.arange(3), dtype=torch.float64),
        torch.arange(3).new_full((2,), 9), torch.arange(3.0).new_tensor([1, 2]), torch.arange(3).new_zeros(2, dtype=torch.bool),
        torch.tensor([[1.5, 2], [3, 4]]).new_ones(1), torch.tensor(range(4)), torch.tensor([]), torch.tensor([[], []])]
for v in vals:
    print(v.dtype, tuple(v.shape), v.tolist())
print(torch.arange(0, 1, 0.1).shape, torch.arange(0, 0.3, 0.1).shape, torch.arange(1, 0, -0.25))
src = [1.0, 2.0]
a = torch.as_tensor(src)
t = torch.tensor([1.0, 2.0])
b = torch.as_tensor(t)
c = torch.as_tensor(t, dtype=torch.float64)
print(b is t, c is t, c.dtype, torch.as_tensor(3).dtype)
torch.set_default_dtype(torch.float64)
print(torch.tensor([1.0]).dtype, torch.arange(0, 1, 0.5).dtype, torch.tensor([1]).dtype, torch.linspace(0, 1, 2).dtype, torch.full((1,), 2.0).dtype, torch.full((1,), 2).dtype)
torch.set_default_dtype(torch.float32)
print(torch.get_default_dtype(), torch.zeros(1).dtype)
try:
    torch.tensor([[1, 2], [3]])
except ValueError as e:
    print("ValueError:", e)
try:
    torch.arange(0, 5, 0)
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    torch.randint(5, 2, (2,))
except RuntimeError as e:
    print("RuntimeError:", e)
