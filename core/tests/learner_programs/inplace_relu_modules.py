# ReLU with inplace=True writes its input, as the ResNet-style blocks of the tutorials use it.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)


class Block(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(4, 6)
        self.act = nn.ReLU(inplace=True)
        self.fc2 = nn.Linear(6, 2)

    def forward(self, x):
        h = self.fc1(x)
        out = self.act(h)
        assert out is h
        return self.fc2(F.relu(out * 1.5, inplace=True))


model = Block().to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
x = torch.randn(5, 4, device=device)
y = torch.randn(5, 2, device=device)
for step in range(4):
    opt.zero_grad()
    loss = F.mse_loss(model(x), y)
    loss.backward()
    opt.step()
    print(step, round(loss.item(), 5))

h = model.fc1(x)
r = nn.ReLU(inplace=True)(h)
print(r is h, h.grad_fn.name(), bool((h >= 0).all()))
t = torch.tensor([-1.0, 0.5, -2.0, 3.0], device=device)
print(F.relu(t, inplace=True) is t, t)
print(model.fc1.weight.grad.sum().item() != 0)
