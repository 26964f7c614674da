# Replace the classifier head of a small "pretrained" residual net, freeze the backbone,
# count trainable params, and fine-tune only the new head.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)


class Block(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.conv = nn.Conv2d(c, c, 3, padding=1, bias=False)
        self.bn = nn.BatchNorm2d(c)
        self.act = nn.ReLU(inplace=True)

    def forward(self, x):
        return self.act(x + self.bn(self.conv(x)))


class TinyResNet(nn.Module):
    def __init__(self, num_classes=10):
        super().__init__()
        self.stem = nn.Sequential(nn.Conv2d(3, 4, 3, padding=1), nn.ReLU())
        self.layer1 = nn.Sequential(Block(4), Block(4))
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.fc = nn.Linear(4, num_classes)

    def forward(self, x):
        x = self.layer1(self.stem(x))
        return self.fc(torch.flatten(self.pool(x), 1))


model = TinyResNet()
print(model)
total = sum(p.numel() for p in model.parameters())
print("total params", total)
for p in model.parameters():
    p.requires_grad = False
print("in_features", model.fc.in_features)
model.fc = nn.Linear(model.fc.in_features, 3)
trainable = [n for n, p in model.named_parameters() if p.requires_grad]
print("trainable", trainable)
print("trainable count", sum(p.numel() for p in model.parameters() if p.requires_grad))
model = model.to(device)
opt = torch.optim.SGD(filter(lambda p: p.requires_grad, model.parameters()), lr=0.1)
x = torch.randn(6, 3, 5, 5, device=device)
y = torch.tensor([0, 1, 2, 0, 1, 2], device=device)
before = model.layer1[0].conv.weight.clone()
for step in range(5):
    opt.zero_grad()
    loss = nn.functional.cross_entropy(model(x), y)
    loss.backward()
    opt.step()
    print(step, round(loss.item(), 4))
print("backbone unchanged", torch.equal(before, model.layer1[0].conv.weight))
print("stem grad", model.stem[0].weight.grad)
print("bn running_mean", [round(v, 4) for v in model.layer1[1].bn.running_mean.tolist()])
print("bn batches", model.layer1[1].bn.num_batches_tracked.item())
print(model.fc)
