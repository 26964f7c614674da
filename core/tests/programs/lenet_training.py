# PyTorch's "Training a Classifier" CNN (conv-pool-conv-pool-flatten-fc x3) on a small seeded
# synthetic batch of 32x32 images: its repr, parameter count, the first init values, and a few SGD
# steps with momentum printing the loss, then the predictions' shape.
import torch
import torch.nn as nn
import torch.nn.functional as F
import torch.optim as optim

device = "cpu"
torch.manual_seed(0)


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
        x = torch.flatten(x, 1)  # flatten all dimensions except batch
        x = F.relu(self.fc1(x))
        x = F.relu(self.fc2(x))
        x = self.fc3(x)
        return x


net = Net()
print(net)
print(sum(p.numel() for p in net.parameters()))
print([n for n, p in net.named_parameters()])
print(net.conv1.weight[0, 0, 0], net.conv2.bias[:4])
net = net.to(device)

inputs = torch.randn(8, 3, 32, 32).to(device)
labels = torch.randint(0, 10, (8,)).to(device)
criterion = nn.CrossEntropyLoss()
optimizer = optim.SGD(net.parameters(), lr=0.01, momentum=0.9)

for step in range(6):
    optimizer.zero_grad()
    outputs = net(inputs)
    loss = criterion(outputs, labels)
    loss.backward()
    optimizer.step()
    print(step, loss.item())

with torch.no_grad():
    outputs = net(inputs)
print(outputs.shape, criterion(outputs, labels).item())
