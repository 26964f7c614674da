# "Learning PyTorch with Examples", nn and optim: the polynomial as nn.Sequential(Linear, Flatten)
# over x.unsqueeze(-1).pow(p), MSELoss(reduction='sum'), manual updates, then RMSprop.
import math
import torch

device = "cpu"
torch.manual_seed(10)

x = torch.linspace(-math.pi, math.pi, 200, device=device)
y = torch.sin(x)
p = torch.tensor([1, 2, 3], device=device)
xx = x.unsqueeze(-1).pow(p)
print(xx.shape, xx.dtype)

model = torch.nn.Sequential(
    torch.nn.Linear(3, 1),
    torch.nn.Flatten(0, 1)
).to(device)
loss_fn = torch.nn.MSELoss(reduction='sum')

learning_rate = 1e-5
for t in range(200):
    y_pred = model(xx)
    loss = loss_fn(y_pred, y)
    if t % 50 == 49:
        print(t, f"{loss.item():.2f}")
    model.zero_grad()
    loss.backward()
    with torch.no_grad():
        for param in model.parameters():
            param -= learning_rate * param.grad

linear_layer = model[0]
print(f"Result: y = {linear_layer.bias.item():.4f} + {linear_layer.weight[:, 0].item():.4f} x + "
      f"{linear_layer.weight[:, 1].item():.4f} x^2 + {linear_layer.weight[:, 2].item():.4f} x^3")

model = torch.nn.Sequential(torch.nn.Linear(3, 1), torch.nn.Flatten(0, 1)).to(device)
optimizer = torch.optim.RMSprop(model.parameters(), lr=1e-3)
for t in range(200):
    y_pred = model(xx)
    loss = loss_fn(y_pred, y)
    if t % 50 == 49:
        print(t, f"{loss.item():.2f}")
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
linear_layer = model[0]
print(f"Result: y = {linear_layer.bias.item():.4f} + {linear_layer.weight[:, 0].item():.4f} x + "
      f"{linear_layer.weight[:, 1].item():.4f} x^2 + {linear_layer.weight[:, 2].item():.4f} x^3")
print(sorted(optimizer.state[linear_layer.weight].keys()))
