import torch
from torch import nn
import torch.nn.functional as F
from torch.utils.data import TensorDataset, DataLoader, random_split
device = "cpu"
torch.manual_seed(0)
def make_images(n):
    y = torch.randint(0, 2, (n,))
    x = torch.randn(n, 1, 8, 8) * 0.3
    x[y == 1, :, 2:6, 2:6] += 1.0
    x[y == 0, :, :, 3:5] += 1.0
    return x, y
x, y = make_images(160)
full = TensorDataset(x, y)
train_ds, val_ds = random_split(full, [128, 32], generator=torch.Generator().manual_seed(42))
train_dl = DataLoader(train_ds, batch_size=16, shuffle=True, generator=torch.Generator().manual_seed(1))
val_dl = DataLoader(val_ds, batch_size=32)
class SmallCNN(nn.Module):
    def __init__(self):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(1, 8, 3, padding=1, bias=False), nn.BatchNorm2d(8), nn.ReLU(inplace=True), nn.MaxPool2d(2),
            nn.Conv2d(8, 16, 3, padding=1, bias=False), nn.BatchNorm2d(16), nn.ReLU(inplace=True),
            nn.AdaptiveAvgPool2d(1))
        self.classifier = nn.Sequential(nn.Flatten(), nn.Dropout(0.2), nn.Linear(16, 2))
        for m in self.modules():
            if isinstance(m, nn.Conv2d):
                nn.init.kaiming_normal_(m.weight, mode="fan_out", nonlinearity="relu")
            elif isinstance(m, nn.BatchNorm2d):
                nn.init.constant_(m.weight, 1)
                nn.init.constant_(m.bias, 0)
    def forward(self, x):
        return self.classifier(self.features(x))
model = SmallCNN().to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9, weight_decay=5e-4)
sched = torch.optim.lr_scheduler.ReduceLROnPlateau(opt, mode="max", factor=0.5, patience=1)
def evaluate():
    model.eval()
    correct, total, loss_sum = 0, 0, 0.0
    with torch.no_grad():
        for xb, yb in val_dl:
            xb, yb = xb.to(device), yb.to(device)
            out = model(xb)
            loss_sum += F.cross_entropy(out, yb, reduction="sum").item()
            correct += (out.argmax(1) == yb).sum().item()
            total += yb.numel()
    return correct / total, loss_sum / total
for epoch in range(4):
    model.train()
    for xb, yb in train_dl:
        xb, yb = xb.to(device), yb.to(device)
        opt.zero_grad()
        loss = F.cross_entropy(model(xb), yb)
        loss.backward()
        nn.utils.clip_grad_value_(model.parameters(), 1.0)
        opt.step()
    acc, vloss = evaluate()
    sched.step(acc)
    print(f"epoch {epoch}: val acc {acc:.3f} val loss {vloss:.3f} lr {opt.param_groups[0]['lr']:.4f}")
bn = model.features[1]
print(bn.num_batches_tracked.item(), bn.running_mean.shape, round(bn.running_var.mean().item(), 3) > 0)
model.eval()
a = model(x[:4].to(device))
b = model(x[:4].to(device))
print(torch.equal(a, b), model.training, model.classifier[1].training)
