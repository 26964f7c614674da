# torch.set_default_dtype(torch.float64): what a Python float, a factory without dtype=, an
# integral tensor's true division, and a new module's parameters become; how tensors print (the
# default dtype goes unnamed, float32 is named); and back to float32.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)
print(torch.get_default_dtype(), torch.tensor(1.5).dtype)
torch.set_default_dtype(torch.float64)
print(torch.get_default_dtype())

x = torch.tensor([1.0, 2.0, 3.0], device=device)
print(x, x.dtype)
print(torch.tensor(1 / 3), torch.tensor([]), torch.tensor([[1, 2]]).dtype, torch.tensor([True]).dtype)
print(torch.zeros(2, device=device).dtype, torch.ones(2, 2).dtype, torch.empty(1).dtype)
print(torch.rand(3, device=device))
print(torch.randn(3, device=device))
print(torch.arange(0.0, 1.0, 0.25), torch.arange(3).dtype, torch.linspace(0, 1, 4))
print(torch.full((2,), 1.5), torch.full((2,), 2).dtype, torch.eye(2).dtype)

i = torch.tensor([1, 2, 3], device=device)
print(i / 2, i * 0.5, torch.sqrt(i), torch.exp(i).dtype)
print(torch.where(x > 1.5, 1.0, 0.0))
f32 = torch.tensor([1.0, 2.0], dtype=torch.float32, device=device)
print(f32, f32 * 2.5, (f32 + x[:2]).dtype)
print(torch.tensor([0.1, 0.2]) + torch.tensor([0.2, 0.1]))
print(torch.finfo().eps, torch.finfo().max)

lin = nn.Linear(3, 2).to(device)
print(lin.weight.dtype, lin.bias.dtype)
print(lin.weight)
out = lin(x)
print(out)
out.sum().backward()
print(lin.weight.grad)
print(nn.Embedding(4, 3).weight.dtype, nn.LayerNorm(3).weight.dtype, nn.Conv1d(1, 2, 2).weight.dtype)
print(nn.Linear(2, 2, dtype=torch.float32).weight.dtype)
ln = nn.LayerNorm(3).to(device)
print(ln(x.unsqueeze(0)))

opt = torch.optim.Adam(lin.parameters(), lr=0.1)
opt.step()
state = opt.state_dict()["state"][0]
print(state["step"], state["exp_avg"].dtype)

torch.set_default_dtype(torch.float32)
print(torch.get_default_dtype(), torch.tensor([1.5]).dtype, x.dtype)
print(x)
try:
    torch.set_default_dtype(torch.int64)
except TypeError as e:
    print("TypeError:", e)

# The deprecated spelling, by class or by name.
torch.set_default_tensor_type(torch.DoubleTensor)
print(torch.get_default_dtype(), torch.ones(2, device=device))
torch.set_default_tensor_type("torch.FloatTensor")
print(torch.get_default_dtype(), torch.ones(2, device=device).dtype)
