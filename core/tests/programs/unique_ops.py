# torch.unique (sorted, inverse, counts) and unique_consecutive (flat and along a dim).
import torch

device = "cpu"
x = torch.tensor([[3.0, 1.0, 2.0], [1.0, -0.5, 3.0], [2.0, 2.0, 7.5]], device=device)
print("unique", torch.unique(x))
print("unique all", torch.unique(x, sorted=False, return_inverse=True, return_counts=True))
print("unique int", torch.unique(torch.tensor([5, 2, 9, 2, 7, 5, 1], device=device), return_counts=True))
print("unique bool", torch.unique(torch.tensor([True, False, True], device=device), return_inverse=True))
print("unique 0-d", torch.unique(torch.tensor(4.0, device=device), return_inverse=True, return_counts=True))
print("unique empty", torch.unique(torch.zeros(0, device=device), return_inverse=True, return_counts=True))
print("method", torch.tensor([[4, 4], [1, 4]], device=device).unique(return_inverse=True))

y = torch.tensor([1, 1, 2, 2, 2, 3, 1, 1, 4], device=device)
print("consecutive", torch.unique_consecutive(y))
print("consecutive all", torch.unique_consecutive(y, return_inverse=True, return_counts=True))
m = torch.tensor([[1, 1], [1, 1], [2, 3], [2, 3], [1, 1]], device=device)
print("consecutive dim0", torch.unique_consecutive(m, return_inverse=True, return_counts=True, dim=0))
print("consecutive dim1", torch.unique_consecutive(torch.tensor([[1, 1, 2], [1, 1, 3]], device=device), return_counts=True, dim=-1))
print("consecutive 2-d flat", m.unique_consecutive(return_inverse=True))
print("consecutive 0-d", torch.unique_consecutive(torch.tensor(3.0, device=device), return_inverse=True, return_counts=True))
try:
    torch.unique_consecutive(torch.tensor(3.0, device=device), dim=0)
except IndexError as e:
    print("IndexError", e)
