# One LeNet training step (the 60-minute blitz's CIFAR net, batch 4), timed after a warm-up.
# Runs in the playground (`tpu run`, device "tpu") and in real PyTorch (device "cpu");
# scripts/bench_train_step.py runs it in both and prints "ms per step: X" per timing.
import time
import torch
import torch.nn as nn
import torch.nn.functional as F
import torch.optim as optim

try:
    torch.zeros(1, device="tpu")
    device = "tpu"
except Exception:
    device = "cpu"

WARMUP = 3
STEPS = 10
REPEATS = 7


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 6, 5)
        self.pool = nn.MaxPool2d(2, 2)
        self.conv2 = nn.Conv2d(6, 16, 5)
        self.fc1 = nn.Linear(16 * 5 * 5, 120)
        self.fc2 = nn.Linear(120, 84)
        self.fc3 = nn.Linear(84, 10)

    def forward(self, x):
        x = self.pool(F.relu(self.conv1(x)))
        x = self.pool(F.relu(self.conv2(x)))
        x = torch.flatten(x, 1)
        x = F.relu(self.fc1(x))
        x = F.relu(self.fc2(x))
        return self.fc3(x)


torch.manual_seed(0)
net = Net().to(device)
criterion = nn.CrossEntropyLoss()
optimizer = optim.SGD(net.parameters(), lr=0.001, momentum=0.9)
inputs = torch.randn(4, 3, 32, 32).to(device)
labels = torch.tensor([3, 1, 4, 1]).to(device)


def step():
    optimizer.zero_grad()
    loss = criterion(net(inputs), labels)
    loss.backward()
    optimizer.step()
    return loss


for _ in range(WARMUP):
    step()
for _ in range(REPEATS):
    start = time.perf_counter()
    for _ in range(STEPS):
        loss = step()
    loss.item()
    print("ms per step:", (time.perf_counter() - start) * 1000.0 / STEPS)
print("loss:", loss.item())
