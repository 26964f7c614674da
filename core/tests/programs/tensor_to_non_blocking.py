# non_blocking=True, as training loops over a DataLoader with pin_memory pass it: a hint about
# overlapping the copy with the host, never a change of values.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)
model = nn.Linear(3, 1).to(device, non_blocking=True)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
data = [(torch.randn(4, 3), torch.randn(4, 1)) for _ in range(3)]
for x, y in data:
    x = x.to(device, non_blocking=True)
    y = y.to(device=device, dtype=torch.float32, non_blocking=True)
    opt.zero_grad()
    loss = nn.functional.mse_loss(model(x), y)
    loss.backward()
    opt.step()
    print(round(loss.item(), 4))
buf = torch.zeros(2, device=device)
buf.copy_(torch.tensor([1.5, 2.5]), non_blocking=True)
print(buf, buf.to(torch.float64, non_blocking=False).dtype)
