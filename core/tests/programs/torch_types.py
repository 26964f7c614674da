# Types and truths people test in PyTorch code: isinstance and type() of tensors and parameters,
# dtype equality, torch.where over two Python numbers, the legacy torch.Tensor constructor, and
# printing a module beside a tensor that waits for the device.
import torch
import torch.nn as nn

device = "cpu"
x = torch.ones(2, device=device)
p = nn.Parameter(torch.ones(2, device=device))
print(type(x), type(p), isinstance(p, nn.Parameter), isinstance(x, nn.Parameter))
print(isinstance(x, torch.Tensor), isinstance(p, torch.Tensor), isinstance(3, torch.Tensor))
print(type(x.dtype), type(x.shape), type(x) == torch.Tensor, type(p) == nn.Parameter)
print(x.dtype == torch.float32, torch.float32 == torch.float64, x.dtype != torch.int64)
print(torch.where(x > 0, 1.0, 0.0), torch.where(x > 5, 1, 0))
print(torch.Tensor([1, 2]), torch.Tensor([[1.5]]).dtype, torch.Tensor(2, 3).shape)
y = x * 3
print(nn.Flatten(), y)
print(nn.Sequential(nn.Linear(2, 2), nn.ReLU()), x + 1, nn.Identity())
print(f"{nn.Tanh()} {y.sum()}")
