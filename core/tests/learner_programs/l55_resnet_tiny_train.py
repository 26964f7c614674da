# A tiny ResNet: BasicBlock with identity and 1x1 projection shortcuts, BatchNorm2d, ReLU(inplace),
# kaiming_normal_ init via apply(), zero-init of the last BN gamma, parameter counting per module,
# a short training run on random 3x8x8 images with SGD + nesterov + OneCycleLR, and eval accuracy.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(579)


class BasicBlock(nn.Module):
    def __init__(self, cin, cout, stride=1):
        super().__init__()
        self.conv1 = nn.Conv2d(cin, cout, 3, stride, 1, bias=False)
        self.bn1 = nn.BatchNorm2d(cout)
        self.conv2 = nn.Conv2d(cout, cout, 3, 1, 1, bias=False)
        self.bn2 = nn.BatchNorm2d(cout)
        self.relu = nn.ReLU(inplace=True)
        self.down = None
        if stride != 1 or cin != cout:
            self.down = nn.Sequential(nn.Conv2d(cin, cout, 1, stride, bias=False), nn.BatchNorm2d(cout))

    def forward(self, x):
        idt = x if self.down is None else self.down(x)
        out = self.relu(self.bn1(self.conv1(x)))
        out = self.bn2(self.conv2(out))
        return self.relu(out + idt)


class ResNet(nn.Module):
    def __init__(self, n=3):
        super().__init__()
        self.stem = nn.Sequential(nn.Conv2d(3, 8, 3, padding=1, bias=False), nn.BatchNorm2d(8), nn.ReLU(inplace=True))
        self.layer1 = BasicBlock(8, 8)
        self.layer2 = BasicBlock(8, 16, 2)
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.fc = nn.Linear(16, n)

    def forward(self, x):
        return self.fc(torch.flatten(self.pool(self.layer2(self.layer1(self.stem(x)))), 1))


def init(m):
    if isinstance(m, nn.Conv2d):
        nn.init.kaiming_normal_(m.weight, mode="fan_out", nonlinearity="relu")
    elif isinstance(m, nn.BatchNorm2d):
        nn.init.ones_(m.weight)
        nn.init.zeros_(m.bias)


net = ResNet().to(device)
net.apply(init)
for m in net.modules():
    if isinstance(m, BasicBlock):
        nn.init.zeros_(m.bn2.weight)
for name, child in net.named_children():
    print(f"{name:7s} {sum(p.numel() for p in child.parameters()):5d}")
print(net.layer2.down)
x = torch.randn(48, 3, 8, 8, device=device)
y = torch.randint(0, 3, (48,), device=device)
x += F.one_hot(y, 3).float().view(48, 3, 1, 1) * 0.8
opt = torch.optim.SGD(net.parameters(), lr=0.05, momentum=0.9, nesterov=True, weight_decay=5e-4)
sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=0.1, total_steps=18)
for epoch in range(6):
    net.train()
    tot = 0.0
    for b in range(0, 48, 16):
        out = net(x[b:b + 16])
        loss = F.cross_entropy(out, y[b:b + 16])
        opt.zero_grad()
        loss.backward()
        opt.step()
        sched.step()
        tot += loss.item()
    print(f"epoch {epoch} loss {tot / 3:.4f} lr {sched.get_last_lr()[0]:.5f}")
net.eval()
with torch.no_grad():
    acc = (net(x).argmax(1) == y).float().mean().item()
print(f"train acc {acc:.4f}")
print(net.layer1.bn2.weight.abs().sum().item() > 0, net.stem[1].num_batches_tracked.item())
