# torch's classes as classes: torch.Tensor's unbound methods and special methods, the MROs and
# subclass relations of Parameter, Size, the native nn modules and nn.Module, torch.dtype.
import torch
from torch import nn

device = "cpu"
x = torch.arange(6.0, device=device).reshape(2, 3)

print(torch.Tensor.sum(x, dim=1), torch.Tensor.add(x, x, alpha=2))
print(torch.Tensor.__add__(x, 1), x.__mul__(2), x.__getitem__(1), x.__len__())
print(x.__eq__(x), x.__rsub__(1), x.__matmul__(x.T), x.__neg__(), x.__radd__(1))
y = x.clone()
y.__setitem__(0, -1.0)
print(y, y.__iadd__(1), y)
print(list(map(torch.Tensor.tolist, [x, x + 1])))
print(sorted([torch.tensor(3.0), torch.tensor(1.0)], key=torch.Tensor.item))
print([f(x).shape for f in (torch.Tensor.relu, torch.Tensor.t, torch.Tensor.flatten)])
try:
    torch.Tensor.add(3, 4)
except TypeError as e:
    print("TypeError", str(e).split("'")[1])
print(hasattr(x, "__len__"), hasattr(torch.float32, "__len__"), hasattr(torch.Tensor, "backward"))
print(hasattr(torch.Tensor, "shape"), hasattr(torch.Tensor, "no_such_method"))

print(issubclass(nn.Parameter, torch.Tensor), issubclass(torch.Tensor, nn.Parameter))
print(issubclass(torch.Size, tuple), issubclass(nn.Linear, nn.Module), issubclass(nn.Linear, (int, nn.Module)))
print(issubclass(torch.Tensor, object), issubclass(nn.ReLU, nn.Linear), issubclass(nn.MSELoss, nn.Module))
print(nn.Module, nn.Linear.__module__, nn.Linear.__qualname__, nn.Linear.__mro__)
print(torch.Tensor.__name__, torch.Tensor.__module__, nn.Parameter.__module__, torch.Size.__mro__)
print(type(nn.Parameter(torch.ones(1, device=device))).__mro__[:2], torch.Size.__bases__)
print(isinstance(torch.float32, torch.dtype), torch.dtype, type(torch.float32) is torch.dtype)


class Net(nn.Module):
    def forward(self, t):
        return t * 2


print(Net.__mro__, issubclass(Net, nn.Module), isinstance(Net(), nn.Module))
print(isinstance(nn.Linear(2, 2), nn.Module), isinstance(x, (nn.Module, torch.Tensor)))
names = dir(x)
print(all(hasattr(x, n) for n in names if n != "imag"), {"add", "shape", "__add__", "view", "T"} <= set(names))
print({"add", "shape", "sum"} <= set(dir(torch.Tensor)), {"count", "index", "numel"} <= set(dir(torch.Size)))
print("is_floating_point" in dir(torch.float32), names == sorted(names))
