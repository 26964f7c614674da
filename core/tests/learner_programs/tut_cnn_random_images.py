# A learner's small CNN on random "images": Conv-BN-ReLU-Pool blocks, dropout, a training loop
# over a TensorDataset/DataLoader, accuracy with argmax, and eval-mode predictions.
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.utils.data import TensorDataset, DataLoader

device = "cpu"
torch.manual_seed(42)


class SmallCNN(nn.Module):
    def __init__(self, num_classes=4):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(1, 8, kernel_size=3, padding=1, bias=False),
            nn.BatchNorm2d(8),
            nn.ReLU(inplace=True),
            nn.MaxPool2d(2),
            nn.Conv2d(8, 16, kernel_size=3, padding=1, bias=False),
            nn.BatchNorm2d(16),
            nn.ReLU(inplace=True),
            nn.MaxPool2d(2),
        )
        self.dropout = nn.Dropout(0.25)
        self.classifier = nn.Linear(16 * 4 * 4, num_classes)

    def forward(self, x):
        x = self.features(x)
        x = x.view(x.size(0), -1)
        x = self.dropout(x)
        return self.classifier(x)


model = SmallCNN().to(device)
print(model)
n_params = sum(p.numel() for p in model.parameters())
n_train = sum(p.numel() for p in model.parameters() if p.requires_grad)
print(f"parameters: {n_params} trainable: {n_train}")

# Random images whose class is tied to which quadrant is brightest.
N = 64
images = torch.randn(N, 1, 16, 16)
labels = torch.randint(0, 4, (N,))
for i in range(N):
    q = labels[i].item()
    r, c = divmod(q, 2)
    images[i, 0, r * 8:(r + 1) * 8, c * 8:(c + 1) * 8] += 1.5

ds = TensorDataset(images, labels)
loader = DataLoader(ds, batch_size=16, shuffle=True)
print(len(ds), len(loader))

criterion = nn.CrossEntropyLoss()
optimizer = torch.optim.Adam(model.parameters(), lr=1e-2)

for epoch in range(4):
    model.train()
    total_loss, correct, seen = 0.0, 0, 0
    for xb, yb in loader:
        xb, yb = xb.to(device), yb.to(device)
        optimizer.zero_grad()
        out = model(xb)
        loss = criterion(out, yb)
        loss.backward()
        optimizer.step()
        total_loss += loss.item() * xb.size(0)
        correct += (out.argmax(dim=1) == yb).sum().item()
        seen += xb.size(0)
    print(f"epoch {epoch} loss {total_loss / seen:.4f} acc {correct / seen:.3f}")

model.eval()
with torch.no_grad():
    logits = model(images.to(device))
    preds = logits.argmax(1)
    acc = (preds == labels.to(device)).float().mean()
print("eval acc", round(acc.item(), 4))
print("bn1 running mean", model.features[1].running_mean[:4].cpu().round(decimals=4))
print("bn batches tracked", model.features[1].num_batches_tracked.item())
probs = F.softmax(logits[:3], dim=1)
print(probs.sum(dim=1).round(decimals=4))
print(preds[:10].tolist())
