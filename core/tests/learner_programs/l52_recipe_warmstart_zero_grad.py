# Recipes "Warmstarting model using parameters from a different model" (load_state_dict with
# strict=False, renamed keys) and "Zeroing out gradients" (zero_grad with and without set_to_none).
import io
import torch
import torch.nn as nn
import torch.nn.functional as F
import torch.optim as optim

device = "cpu"
torch.manual_seed(22)


class NetA(nn.Module):
    def __init__(self):
        super(NetA, self).__init__()
        self.conv1 = nn.Conv2d(1, 3, 3)
        self.fc1 = nn.Linear(12, 6)
        self.fc2 = nn.Linear(6, 4)

    def forward(self, x):
        x = F.max_pool2d(F.relu(self.conv1(x)), 2)
        x = x.flatten(1)
        return self.fc2(F.relu(self.fc1(x)))


class NetB(nn.Module):
    def __init__(self):
        super(NetB, self).__init__()
        self.conv1 = nn.Conv2d(1, 3, 3)
        self.fc1 = nn.Linear(12, 6)
        self.fc3 = nn.Linear(6, 2)

    def forward(self, x):
        x = F.max_pool2d(F.relu(self.conv1(x)), 2)
        x = x.flatten(1)
        return self.fc3(F.relu(self.fc1(x)))


netA = NetA().to(device)
buf = io.BytesIO()
torch.save(netA.state_dict(), buf)
buf.seek(0)
netB = NetB().to(device)
result = netB.load_state_dict(torch.load(buf, weights_only=True), strict=False)
print(result)
print(result.missing_keys, result.unexpected_keys)
print(torch.equal(netB.conv1.weight, netA.conv1.weight), torch.equal(netB.fc1.bias, netA.fc1.bias))
try:
    buf.seek(0)
    netB.load_state_dict(torch.load(buf, weights_only=True))
except RuntimeError as e:
    print(str(e).splitlines()[0])

sd = {k.replace("fc2", "fc3"): v for k, v in netA.state_dict().items() if not k.startswith("fc2")}
print(sorted(netB.load_state_dict(sd, strict=False).missing_keys))

net = netA
criterion = nn.CrossEntropyLoss()
optimizer = optim.SGD(net.parameters(), lr=0.01, momentum=0.9)
inputs = torch.randn(8, 1, 6, 6).to(device)
labels = torch.tensor([0, 1, 2, 3, 3, 2, 1, 0]).to(device)
for epoch in range(2):
    running_loss = 0.0
    for i in range(4):
        optimizer.zero_grad()
        outputs = net(inputs[2 * i:2 * i + 2])
        loss = criterion(outputs, labels[2 * i:2 * i + 2])
        loss.backward()
        optimizer.step()
        running_loss += loss.item()
        if i % 2 == 1:
            print('[%d, %5d] loss: %.3f' % (epoch + 1, i + 1, running_loss / 2))
            running_loss = 0.0
print('Finished Training')
print(net.fc2.weight.grad is None)
optimizer.zero_grad()
print(net.fc2.weight.grad is None)
criterion(net(inputs), labels).backward()
optimizer.zero_grad(set_to_none=False)
print(net.fc2.weight.grad is None, net.fc2.weight.grad.abs().sum().item())
criterion(net(inputs), labels).backward()
net.zero_grad()
print(net.fc2.weight.grad is None)
criterion(net(inputs), labels).backward()
net.zero_grad(set_to_none=False)
print(net.fc2.bias.grad)
