# An nn.Sequential MLP fitted to a quadratic with plain SGD.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(17)

inputs = torch.linspace(-1, 1, 32, device=device).unsqueeze(1)
targets = 0.5 * inputs ** 2 - inputs
model = nn.Sequential(nn.Linear(1, 10), nn.ReLU(), nn.Linear(10, 10), nn.ReLU(), nn.Linear(10, 1)).to(device)
print(model)
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
mse = nn.MSELoss()
for step in range(60):
    optimizer.zero_grad()
    loss = mse(model(inputs), targets)
    loss.backward()
    optimizer.step()
    if step % 20 == 0 or step == 59:
        print(f"step {step} loss {loss.item():.4f}")
with torch.no_grad():
    print("fit below 0.05:", mse(model(inputs), targets).item() < 0.05)
