# Changing a model's dtype after building its optimizer: model.double() keeps the same Parameter
# objects (so the optimizer still updates them), .to(torch.float64) likewise, .half() for
# inference, and mixing dtypes in inputs raising PyTorch's error.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(28)
model = nn.Sequential(nn.Linear(3, 4), nn.ReLU(), nn.Linear(4, 1)).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
ids_before = [id(p) for p in model.parameters()]
model.double()
print([p.dtype for p in model.parameters()][:2], [id(p) for p in model.parameters()] == ids_before)
print(opt.param_groups[0]["params"][0] is model[0].weight)

x = torch.randn(16, 3, device=device, dtype=torch.float64)
y = x.sum(1, keepdim=True) ** 2 / 3
for step in range(4):
    opt.zero_grad()
    loss = nn.functional.mse_loss(model(x), y)
    loss.backward()
    opt.step()
    print(step, loss.dtype, round(loss.item(), 6))
print(opt.state[model[0].weight]["momentum_buffer"].dtype)

try:
    model(torch.randn(2, 3, device=device))
except RuntimeError as e:
    print("RuntimeError:", e)

model.to(torch.float32)
print(model[2].bias.dtype, model[0].weight.grad.dtype, [id(p) for p in model.parameters()] == ids_before)
opt2 = torch.optim.Adam(model.parameters(), lr=0.01)
xf = x.float()
for step in range(3):
    opt2.zero_grad()
    loss = nn.functional.mse_loss(model(xf), y.float())
    loss.backward()
    opt2.step()
    print(step, loss.dtype, round(loss.item(), 4))

half = nn.Linear(3, 2).to(device)
half.half()
print(half.weight.dtype, half(torch.ones(1, 3, device=device, dtype=torch.float16)).dtype)
bf = nn.Linear(3, 2).to(device, dtype=torch.bfloat16)
print(bf.bias.dtype, bf(torch.ones(1, 3, device=device).bfloat16()).dtype)
buf_model = nn.BatchNorm1d(3).to(device).double()
print(buf_model.running_mean.dtype, buf_model.num_batches_tracked.dtype)
t = torch.tensor([1.5, 2.5], device=device)
print(t.to(torch.int64).tolist(), t.to(dtype=torch.float16).dtype, t.type(torch.float64).dtype, t.double().dtype)
print(torch.get_default_dtype(), (torch.tensor([1, 2]) / 2).dtype, torch.tensor([1.0]).dtype)
