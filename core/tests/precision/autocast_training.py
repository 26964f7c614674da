# Mixed precision as people write it: the forward pass under torch.autocast in bfloat16 (the
# MXU's dtype), the loss in float32 (autocast's float32 list), the optimizer on float32 weights.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)
model = nn.Sequential(nn.Linear(10, 32), nn.GELU(), nn.Linear(32, 4)).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
x = torch.randn(16, 10, device=device)
y = torch.randint(0, 4, (16,), device=device)
loss_fn = nn.CrossEntropyLoss()
for step in range(4):
    opt.zero_grad()
    with torch.autocast(device_type=device, dtype=torch.bfloat16):
        logits = model(x)
        loss = loss_fn(logits, y)
    loss.backward()
    opt.step()
    print(step, logits.dtype, loss.dtype, round(loss.item(), 4))
print(model[0].weight.dtype, model[0].weight.grad.dtype)
print(model[2].bias.grad)
mse = nn.MSELoss()
with torch.autocast(device_type=device):
    out = model(x)
    print(out.dtype, mse(out, torch.zeros(16, 4, device=device)).dtype)
    print(torch.nn.functional.smooth_l1_loss(out, torch.zeros(16, 4, device=device)).dtype)
    print(torch.softmax(out, -1).dtype, out.sum().dtype)
