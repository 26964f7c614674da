# A scientific-computing habit: switch the default dtype to float64 before building anything, so
# data, model and optimizer state are all double precision, then fit a small network to sin(x).
import math

import torch
import torch.nn as nn

torch.set_default_dtype(torch.float64)
torch.manual_seed(1)
device = "cpu"

xs = torch.linspace(-math.pi, math.pi, 64, device=device).unsqueeze(1)
ys = torch.sin(xs)
model = nn.Sequential(nn.Linear(1, 16), nn.Tanh(), nn.Linear(16, 1)).to(device)
opt = torch.optim.Adam(model.parameters(), lr=0.02)
loss_fn = nn.MSELoss()
print("dtypes:", xs.dtype, next(model.parameters()).dtype)

for step in range(1, 151):
    opt.zero_grad()
    loss = loss_fn(model(xs), ys)
    loss.backward()
    opt.step()
    if step % 30 == 0:
        print(f"step {step:3d} loss {loss.item():.10f}")

with torch.no_grad():
    probe = torch.tensor([[0.5], [1.0]], device=device)
    print("model:", model(probe).squeeze(1))
    print("sin:  ", torch.sin(probe).squeeze(1))
    legacy = torch.Tensor([0.25])
    print("legacy constructor:", legacy.dtype, legacy)
