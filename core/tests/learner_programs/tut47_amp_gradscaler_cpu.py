# Mixed precision APIs on the CPU: autocast bfloat16 dtypes of matmul/softmax/sum, the
# is_autocast_enabled queries, custom_fwd, and GradScaler's state machine (disabled on CPU, and an
# enabled CPU scaler with an inf gradient skipping a step).
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)
lin = nn.Linear(4, 3).to(device)
x = torch.randn(2, 4, device=device)
with torch.autocast(device_type=device, dtype=torch.bfloat16):
    y = lin(x)
    print(y.dtype, torch.softmax(y, -1).dtype, (y @ y.T).dtype, y.float().sum().dtype, torch.is_autocast_enabled(device))
    with torch.autocast(device_type=device, enabled=False):
        print(lin(x).dtype)
    print(torch.get_autocast_dtype(device), torch.cat([y, y.float()]).dtype)
print(torch.is_autocast_enabled(device), y.float().round(decimals=1))

scaler = torch.amp.GradScaler(device, init_scale=256.0, growth_interval=2)
print(scaler.is_enabled(), scaler.get_scale())
opt = torch.optim.SGD(lin.parameters(), lr=0.1)
for step in range(5):
    opt.zero_grad()
    loss = lin(x).pow(2).mean()
    scaler.scale(loss).backward()
    if step == 2:
        lin.bias.grad[0] = float("inf")
    scaler.unscale_(opt)
    gn = torch.stack([p.grad.abs().max() for p in lin.parameters()]).max()
    scaler.step(opt)
    scaler.update()
    print(step, round(loss.item(), 4), scaler.get_scale(), gn.isfinite().item())
print(sorted(scaler.state_dict().keys()), scaler.state_dict()["scale"])
s2 = torch.amp.GradScaler(device, enabled=False)
print(s2.is_enabled(), s2.get_scale(), s2.scale(torch.tensor(2.0)))
