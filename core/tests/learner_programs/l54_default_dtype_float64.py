# Switching the default dtype: torch.set_default_dtype(torch.float64) affects factories, Python
# float literals in torch.tensor, nn.Linear parameters and randn, but not integer tensors; mixing
# float32 and float64 tensors; get_default_dtype; and switching back.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(89)

print(torch.get_default_dtype(), torch.tensor([1.5], device=device).dtype, torch.tensor([1], device=device).dtype)
torch.set_default_dtype(torch.float64)
print(torch.get_default_dtype())
a = torch.tensor([1.0, 2.0], device=device)
print(a.dtype, torch.zeros(2, device=device).dtype, torch.randn(2, device=device).dtype, torch.arange(3, device=device).dtype, torch.arange(3.0, device=device).dtype)
print(torch.linspace(0, 1, 3, device=device).dtype, torch.full((2,), 7, device=device).dtype, torch.full((2,), 7.0, device=device).dtype)
lin = nn.Linear(3, 2).to(device)
print(lin.weight.dtype)
x = torch.randn(4, 3, device=device)
y = lin(x)
print(y.dtype, y.round(decimals=6))
f32 = torch.ones(2, dtype=torch.float32, device=device)
print((f32 + a).dtype, (f32 * 2.5).dtype, (torch.tensor([1, 2], device=device) / 2).dtype, (torch.tensor([1, 2], device=device) * 1.5).dtype)
print(torch.tensor(1 / 3, device=device).item())
print(torch.tensor([1 / 3], device=device))
print(torch.tensor(3, device=device).float().dtype, torch.tensor([True], device=device).sum().dtype, torch.tensor([1, 2], device=device).mean(dtype=torch.float64))
opt = torch.optim.Adam(lin.parameters(), lr=0.01)
for _ in range(3):
    opt.zero_grad()
    loss = (lin(x) ** 2).mean()
    loss.backward()
    opt.step()
print(f"{loss.item():.10f}", opt.state[lin.weight]["exp_avg"].dtype)
torch.set_default_dtype(torch.float32)
print(torch.tensor([1.0], device=device).dtype, lin.weight.dtype, torch.get_default_dtype())
lin32 = nn.Linear(3, 2).to(device)
try:
    lin32(x)
except RuntimeError as e:
    print("RuntimeError:", e)
print(lin32(x.float()).dtype, lin32.double()(x).dtype)
print(torch.tensor([0.1], dtype=torch.float64, device=device) + torch.tensor(0.2, device=device))
print(torch.promote_types(torch.float32, torch.float64), torch.result_type(torch.tensor([1], device=device), 1.0))
print(torch.finfo(torch.float64).eps, torch.finfo().eps, torch.iinfo(torch.int32).max, torch.finfo(torch.float16).max)
