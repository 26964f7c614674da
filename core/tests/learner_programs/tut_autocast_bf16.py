# Mixed precision as tutorials show it: torch.autocast(device, dtype=torch.bfloat16) around the
# forward, which ops come out in bfloat16 and which stay float32, the loss computed outside,
# a disabled GradScaler, and nested autocast(enabled=False).
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(49)
model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 3)).to(device)
x = torch.randn(6, 4, device=device)
y = torch.randint(0, 3, (6,), device=device)

with torch.autocast(device_type=device, dtype=torch.bfloat16):
    out = model(x)
    print("linear out:", out.dtype, torch.is_autocast_enabled(device) if hasattr(torch, "is_autocast_enabled") else None)
    mm = x @ x.T
    print("matmul:", mm.dtype, "add:", (x + 1).dtype)
    sm = torch.softmax(out, 1)
    print("softmax:", sm.dtype)
    with torch.autocast(device_type=device, enabled=False):
        print("disabled inside:", (x @ x.T).dtype)
print("params stay:", model[0].weight.dtype)
print("close to fp32:", torch.allclose(out.float(), model(x), atol=0.1))

scaler = torch.amp.GradScaler(device, enabled=False)
opt = torch.optim.SGD(model.parameters(), lr=0.2)
for step in range(4):
    opt.zero_grad()
    with torch.autocast(device, dtype=torch.bfloat16):
        logits = model(x)
    loss = F.cross_entropy(logits.float(), y)
    scaler.scale(loss).backward()
    scaler.step(opt)
    scaler.update()
    print(step, round(loss.item(), 2), model[0].weight.grad.dtype)
print(scaler.is_enabled(), scaler.get_scale() if scaler.is_enabled() else "disabled")


@torch.autocast(device_type=device, dtype=torch.bfloat16)
def fwd(t):
    return model(t)


print(fwd(x).dtype)
print(torch.tensor([1.0, 2.5, 3.1415926]).bfloat16().tolist(), torch.tensor([1.0, 2.5, 3.1415926]).half().tolist())
