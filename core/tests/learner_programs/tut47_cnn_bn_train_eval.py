# A small CIFAR-style CNN on random images: Conv2d/BatchNorm2d/Dropout2d/MaxPool/AdaptiveAvgPool,
# SGD with nesterov + OneCycleLR, BN running stats, eval accuracy and a confusion matrix.
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.utils.data import TensorDataset, DataLoader

device = "cpu"
torch.manual_seed(0)
N, C = 48, 3
X = torch.randn(N, 3, 12, 12)
Y = torch.randint(0, C, (N,))
X[Y == 1, 0] += 1.0
X[Y == 2, 1] -= 1.0
loader = DataLoader(TensorDataset(X, Y), batch_size=16, shuffle=True, generator=torch.Generator().manual_seed(0))


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(3, 8, 3, padding=1, bias=False), nn.BatchNorm2d(8), nn.ReLU(inplace=True),
            nn.MaxPool2d(2), nn.Dropout2d(0.1),
            nn.Conv2d(8, 16, 3, padding="same"), nn.BatchNorm2d(16, momentum=0.2), nn.ReLU(),
            nn.AdaptiveAvgPool2d(1), nn.Flatten())
        self.head = nn.Linear(16, C)

    def forward(self, x):
        return self.head(self.features(x))


net = Net().to(device)
print(sum(p.numel() for p in net.parameters() if p.requires_grad), sum(b.numel() for b in net.buffers()))
opt = torch.optim.SGD(net.parameters(), lr=0.05, momentum=0.9, nesterov=True, weight_decay=5e-4)
epochs = 4
sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=0.2, epochs=epochs, steps_per_epoch=len(loader))
for epoch in range(epochs):
    net.train()
    total, correct, run = 0, 0, 0.0
    for xb, yb in loader:
        xb, yb = xb.to(device), yb.to(device)
        out = net(xb)
        loss = F.cross_entropy(out, yb, label_smoothing=0.05)
        opt.zero_grad(set_to_none=True)
        loss.backward()
        opt.step()
        sched.step()
        run += loss.item() * len(yb)
        correct += (out.argmax(1) == yb).sum().item()
        total += len(yb)
    print(f"epoch {epoch} loss {run / total:.4f} acc {correct / total:.4f} lr {sched.get_last_lr()[0]:.5f}")
bn = net.features[1]
print(bn.num_batches_tracked.item(), [round(v, 4) for v in bn.running_mean[:3].tolist()], [round(v, 4) for v in bn.running_var[:3].tolist()])
net.eval()
with torch.inference_mode():
    logits = net(X.to(device))
    pred = logits.argmax(1)
conf = torch.zeros(C, C, dtype=torch.long)
for t, p in zip(Y.tolist(), pred.tolist()):
    conf[t, p] += 1
print(conf)
print("eval acc", round((pred.cpu() == Y).float().mean().item(), 4), logits.requires_grad)
probs = logits.softmax(1)
print(probs[:3].round(decimals=3))
