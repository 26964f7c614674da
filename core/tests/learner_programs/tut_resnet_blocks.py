# Residual blocks a learner writes for a tiny ResNet: BasicBlock with an optional 1x1 downsample
# shortcut, kaiming init through model.apply, per-module parameter counts, output shapes per stage
# via named_children, and a training step with SGD + weight decay + nesterov.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(21)


class BasicBlock(nn.Module):
    expansion = 1

    def __init__(self, in_planes, planes, stride=1):
        super().__init__()
        self.conv1 = nn.Conv2d(in_planes, planes, 3, stride=stride, padding=1, bias=False)
        self.bn1 = nn.BatchNorm2d(planes)
        self.conv2 = nn.Conv2d(planes, planes, 3, stride=1, padding=1, bias=False)
        self.bn2 = nn.BatchNorm2d(planes)
        self.shortcut = nn.Sequential()
        if stride != 1 or in_planes != planes:
            self.shortcut = nn.Sequential(
                nn.Conv2d(in_planes, planes, kernel_size=1, stride=stride, bias=False),
                nn.BatchNorm2d(planes),
            )

    def forward(self, x):
        out = F.relu(self.bn1(self.conv1(x)))
        out = self.bn2(self.conv2(out))
        out += self.shortcut(x)
        return F.relu(out)


class TinyResNet(nn.Module):
    def __init__(self, num_classes=5):
        super().__init__()
        self.stem = nn.Sequential(nn.Conv2d(3, 8, 3, padding=1, bias=False), nn.BatchNorm2d(8), nn.ReLU())
        self.layer1 = nn.Sequential(BasicBlock(8, 8), BasicBlock(8, 8))
        self.layer2 = nn.Sequential(BasicBlock(8, 16, stride=2), BasicBlock(16, 16))
        self.pool = nn.AdaptiveAvgPool2d((1, 1))
        self.fc = nn.Linear(16, num_classes)

    def forward(self, x):
        x = self.stem(x)
        x = self.layer1(x)
        x = self.layer2(x)
        x = self.pool(x)
        return self.fc(torch.flatten(x, 1))


def init_weights(m):
    if isinstance(m, nn.Conv2d):
        nn.init.kaiming_normal_(m.weight, mode="fan_out", nonlinearity="relu")
    elif isinstance(m, nn.BatchNorm2d):
        nn.init.constant_(m.weight, 1)
        nn.init.constant_(m.bias, 0)


model = TinyResNet()
model.apply(init_weights)
model.to(device)
print(model.layer2[0])
for name, child in model.named_children():
    print(f"{name:7s} {sum(p.numel() for p in child.parameters()):6d}")
print("total", sum(p.numel() for p in model.parameters()))
print("buffers", len(list(model.buffers())), "modules", len(list(model.modules())))
print("bn count", sum(1 for m in model.modules() if isinstance(m, nn.BatchNorm2d)))

x = torch.randn(4, 3, 16, 16).to(device)
h = x
for name, child in model.named_children():
    if name == "fc":
        h = torch.flatten(h, 1)
    h = child(h)
    print(name, tuple(h.shape))

y = torch.tensor([0, 1, 2, 3]).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9, nesterov=True, weight_decay=5e-4)
for step in range(5):
    out = model(x)
    loss = F.cross_entropy(out, y)
    opt.zero_grad()
    loss.backward()
    opt.step()
    print(step, f"{loss.item():.4f}")
print(model.stem[1].running_var[:3].round(decimals=4))
model.eval()
with torch.no_grad():
    print(model(x).argmax(1).tolist())
