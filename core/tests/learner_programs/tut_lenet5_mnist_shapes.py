# LeNet-5 on random MNIST-shaped data (1x28x28, 10 classes) built with nn.Sequential: padding=2
# on the first conv, the shape after every layer printed by walking the Sequential, a
# TensorDataset + DataLoader training loop, and train/test accuracy per epoch.
import torch
import torch.nn as nn
from torch.utils.data import TensorDataset, DataLoader

device = "cpu"
torch.manual_seed(0)

model = nn.Sequential(
    nn.Conv2d(1, 6, kernel_size=5, padding=2), nn.ReLU(),
    nn.MaxPool2d(2),
    nn.Conv2d(6, 16, kernel_size=5), nn.ReLU(),
    nn.MaxPool2d(2),
    nn.Flatten(),
    nn.Linear(16 * 5 * 5, 120), nn.ReLU(),
    nn.Linear(120, 84), nn.ReLU(),
    nn.Linear(84, 10),
).to(device)

x = torch.randn(1, 1, 28, 28, device=device)
for layer in model:
    x = layer(x)
    print(f"{layer.__class__.__name__:10s} output shape: \t{tuple(x.shape)}")

total = sum(p.numel() for p in model.parameters())
print("parameters:", total)

# Random "digits": each class has its own mean image, so the task is learnable.
templates = torch.randn(10, 1, 28, 28)
def make_split(n):
    labels = torch.randint(0, 10, (n,))
    images = templates[labels] + 0.8 * torch.randn(n, 1, 28, 28)
    return images, labels

train_x, train_y = make_split(256)
test_x, test_y = make_split(128)
train_loader = DataLoader(TensorDataset(train_x, train_y), batch_size=32, shuffle=True)
test_loader = DataLoader(TensorDataset(test_x, test_y), batch_size=64)
print("batches per epoch:", len(train_loader), len(test_loader))

loss_fn = nn.CrossEntropyLoss()
optimizer = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9)

def evaluate(loader):
    model.eval()
    correct, count, loss_sum = 0, 0, 0.0
    with torch.no_grad():
        for xb, yb in loader:
            xb, yb = xb.to(device), yb.to(device)
            out = model(xb)
            loss_sum += loss_fn(out, yb).item() * len(yb)
            correct += (out.argmax(dim=1) == yb).sum().item()
            count += len(yb)
    return loss_sum / count, correct / count

for epoch in range(3):
    model.train()
    running = 0.0
    for i, (xb, yb) in enumerate(train_loader):
        xb, yb = xb.to(device), yb.to(device)
        optimizer.zero_grad()
        loss = loss_fn(model(xb), yb)
        loss.backward()
        optimizer.step()
        running += loss.item()
    tr_loss, tr_acc = evaluate(train_loader)
    te_loss, te_acc = evaluate(test_loader)
    print(f"epoch {epoch + 1}: avg batch loss {running / len(train_loader):.3f} "
          f"train acc {tr_acc:.3f} test loss {te_loss:.3f} test acc {te_acc:.3f}")

with torch.no_grad():
    probs = torch.softmax(model(test_x[:4].to(device)), dim=1)
print("predicted:", probs.argmax(1).tolist(), "true:", test_y[:4].tolist())
print("max prob:", [round(p, 2) for p in probs.max(1).values.tolist()])
