# scatter's (deprecated) reduce= argument next to scatter_reduce: "add" and "multiply", with a
# tensor source and with a scalar value, in place and out of place, along each dim.
import torch

device = "cpu"
torch.manual_seed(7)

x = torch.ones(2, 3, device=device)
idx = torch.tensor([[0, 1, 0], [2, 2, 2]], device=device)
src = torch.arange(1, 7, device=device).reshape(2, 3).float()
print(x.scatter(1, idx, src, reduce="multiply"))
print(x.scatter(1, idx, src, reduce="add"))
print(x.scatter(1, idx, 2.0, reduce="multiply"))
print(x.scatter(1, idx, 3.0, reduce="add"))
y = torch.full((3, 3), 2.0, device=device)
y.scatter_(0, torch.tensor([[0, 1, 2], [0, 0, 0]], device=device), torch.rand(2, 3, device=device), reduce="add")
print(y.round(decimals=4))
print(torch.scatter(x, 1, idx, src, reduce="multiply"))
print(torch.scatter_reduce(x, 1, idx, src, reduce="prod"))
z = torch.zeros(5, dtype=torch.long, device=device)
print(z.scatter(0, torch.tensor([1, 1, 3], device=device), torch.tensor([4, 5, 6], device=device), reduce="add"))
try:
    x.scatter(1, idx, src, reduce="max")
except RuntimeError as e:
    print("RuntimeError:", e)
