# A small CNN in the style of the CIFAR tutorial: Conv2d/BatchNorm2d/ReLU/MaxPool2d/Dropout,
# trained on random "images", with train/eval differences and parameter counting.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 8, 3, padding=1)
        self.bn1 = nn.BatchNorm2d(8)
        self.conv2 = nn.Conv2d(8, 16, 3, padding=1)
        self.bn2 = nn.BatchNorm2d(16)
        self.pool = nn.MaxPool2d(2, 2)
        self.dropout = nn.Dropout(0.25)
        self.fc1 = nn.Linear(16 * 2 * 2, 32)
        self.fc2 = nn.Linear(32, 4)

    def forward(self, x):
        x = self.pool(F.relu(self.bn1(self.conv1(x))))
        x = self.pool(F.relu(self.bn2(self.conv2(x))))
        x = torch.flatten(x, 1)
        x = self.dropout(F.relu(self.fc1(x)))
        return self.fc2(x)


net = Net().to(device)
print(net)
n_params = sum(p.numel() for p in net.parameters() if p.requires_grad)
print("params", n_params)
x = torch.randn(32, 3, 8, 8, device=device)
y = torch.randint(0, 4, (32,), device=device)
opt = torch.optim.SGD(net.parameters(), lr=0.05, momentum=0.9)
for step in range(8):
    opt.zero_grad()
    out = net(x)
    loss = F.cross_entropy(out, y)
    loss.backward()
    opt.step()
    if step % 2 == 0:
        print(f"step {step} loss {loss.item():.4f}")
print("running_mean", net.bn1.running_mean[:4])
print("num_batches_tracked", net.bn1.num_batches_tracked)
net.eval()
with torch.no_grad():
    a = net(x)
    b = net(x)
print("eval deterministic", torch.equal(a, b))
acc = (a.argmax(1) == y).float().mean()
print(f"acc {acc.item():.3f}")
probs = F.softmax(a[:3], dim=1)
print(probs.round(decimals=3))
print(probs.sum(dim=1).round(decimals=3))
