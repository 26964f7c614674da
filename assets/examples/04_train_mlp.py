# Training an MLP: the same loop you would write for a GPU; each step ends at loss.item(), a sync.
import torch
import torch.nn as nn

device = "tpu"
torch.manual_seed(0)

x = torch.linspace(-2.0, 2.0, 64, device=device).reshape(64, 1)
y = x * x * x - x

model = nn.Sequential(nn.Linear(1, 16), nn.Tanh(), nn.Linear(16, 1)).to(device)
print(model)
optimizer = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9)
loss_fn = nn.MSELoss()

for step in range(60):
    optimizer.zero_grad()
    loss = loss_fn(model(x), y)
    loss.backward()
    optimizer.step()
    if step % 10 == 0 or step == 59:
        print(f"step {step:2d}  loss {loss.item():.4f}")
