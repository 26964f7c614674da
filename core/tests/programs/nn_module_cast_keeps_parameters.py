# model.double() / .float() / .to(dtype) keep each Parameter object, as PyTorch's Module._apply
# does (param.data = ...): an optimizer built before the cast goes on updating the model.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)

model = nn.Sequential(nn.Linear(3, 4), nn.BatchNorm1d(4), nn.Tanh(), nn.Linear(4, 1)).to(device)
params = list(model.parameters())
opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
x = torch.randn(16, 3, device=device)
y = x.sum(dim=1, keepdim=True)

# A step in float32, then the cast: the saved tensors of that step are freed by backward.
loss = nn.functional.mse_loss(model(x), y)
loss.backward()
opt.step()
print("float32 loss", round(loss.item(), 4))

model.double()
print("same objects", all(p is q for p, q in zip(params, model.parameters())))
print("dtypes", sorted({str(p.dtype) for p in model.parameters()}))
print("grad dtype", model[0].weight.grad.dtype)
print("buffers", model[1].running_mean.dtype, model[1].num_batches_tracked.dtype)
print("optimizer holds them", all(p is q for p, q in zip(params, opt.param_groups[0]["params"])))

xd, yd = x.double(), y.double()
for step in range(5):
    opt.zero_grad()
    loss = nn.functional.mse_loss(model(xd), yd)
    loss.backward()
    opt.step()
    print("float64 step", step, loss.dtype, round(loss.item(), 4))

model.float()
print("back to", model[3].bias.dtype, model[0].weight.grad.dtype, model[1].running_var.dtype)
with torch.no_grad():
    print("float32 loss after", round(nn.functional.mse_loss(model(x), y).item(), 4))

# to(dtype) on a single module, and with a device.
lin = nn.Linear(2, 2)
w = lin.weight
lin.to(torch.float64)
print("to(float64)", lin.weight is w, lin.weight.dtype, lin(torch.ones(1, 2, dtype=torch.float64)).dtype)
lin.to(device, torch.float32)
print("to(device, float32)", lin.weight is w, lin.weight.dtype)
lin.to(dtype=torch.float16)
print("to(dtype=float16)", lin.weight is w, lin.weight.dtype)

# Tied weights stay one Parameter.
shared = nn.Linear(3, 3)
tied = nn.Sequential(shared, nn.ReLU(), shared)
tied.double()
print("tied", tied[0].weight is tied[2].weight, tied[2].weight.dtype, len(list(tied.parameters())))

try:
    model.to(torch.int64)
except TypeError as e:
    print("TypeError:", e)
