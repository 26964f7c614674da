# "What is torch.nn really?", CNN steps: Mnist_CNN with strided convs and avg_pool2d, the
# nn.Sequential with a Lambda preprocess layer, WrappedDataLoader, and AdaptiveAvgPool2d.
import torch
import torch.nn.functional as F
from torch import nn, optim
from torch.utils.data import TensorDataset, DataLoader

device = "cpu"
torch.manual_seed(14)

n = 48
y_train = torch.randint(0, 3, (n,))
x_train = torch.randn(n, 64) * 0.3
for c in range(3):
    x_train[y_train == c, c * 16:(c + 1) * 16] += 1.0
y_valid = torch.randint(0, 3, (24,))
x_valid = torch.randn(24, 64) * 0.3
for c in range(3):
    x_valid[y_valid == c, c * 16:(c + 1) * 16] += 1.0
bs = 12
lr = 0.1
loss_func = F.cross_entropy


class Mnist_CNN(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 8, kernel_size=3, stride=2, padding=1)
        self.conv2 = nn.Conv2d(8, 8, kernel_size=3, stride=2, padding=1)
        self.conv3 = nn.Conv2d(8, 3, kernel_size=3, stride=2, padding=1)

    def forward(self, xb):
        xb = xb.view(-1, 1, 8, 8)
        xb = F.relu(self.conv1(xb))
        xb = F.relu(self.conv2(xb))
        xb = F.relu(self.conv3(xb))
        xb = F.avg_pool2d(xb, 1)
        return xb.view(-1, xb.size(1))


def loss_batch(model, loss_func, xb, yb, opt=None):
    loss = loss_func(model(xb), yb)
    if opt is not None:
        loss.backward()
        opt.step()
        opt.zero_grad()
    return loss.item(), len(xb)


def fit(epochs, model, loss_func, opt, train_dl, valid_dl):
    for epoch in range(epochs):
        model.train()
        for xb, yb in train_dl:
            loss_batch(model, loss_func, xb, yb, opt)
        model.eval()
        with torch.no_grad():
            losses, nums = zip(*[loss_batch(model, loss_func, xb, yb) for xb, yb in valid_dl])
        val_loss = sum(l * m for l, m in zip(losses, nums)) / sum(nums)
        print(epoch, f"{val_loss:.5f}")


train_ds = TensorDataset(x_train, y_train)
valid_ds = TensorDataset(x_valid, y_valid)
train_dl = DataLoader(train_ds, batch_size=bs, shuffle=True)
valid_dl = DataLoader(valid_ds, batch_size=bs * 2)

model = Mnist_CNN().to(device)
opt = optim.SGD(model.parameters(), lr=lr, momentum=0.9)
fit(2, model, loss_func, opt,
    [(xb.to(device), yb.to(device)) for xb, yb in train_dl],
    [(xb.to(device), yb.to(device)) for xb, yb in valid_dl])


class Lambda(nn.Module):
    def __init__(self, func):
        super().__init__()
        self.func = func

    def forward(self, x):
        return self.func(x)


def preprocess(x, y):
    return x.view(-1, 1, 8, 8).to(device), y.to(device)


class WrappedDataLoader:
    def __init__(self, dl, func):
        self.dl = dl
        self.func = func

    def __len__(self):
        return len(self.dl)

    def __iter__(self):
        for b in self.dl:
            yield (self.func(*b))


train_dl = WrappedDataLoader(DataLoader(train_ds, batch_size=bs, shuffle=True), preprocess)
valid_dl = WrappedDataLoader(DataLoader(valid_ds, batch_size=bs * 2), preprocess)
print(len(train_dl), len(valid_dl))

model = nn.Sequential(
    nn.Conv2d(1, 8, kernel_size=3, stride=2, padding=1),
    nn.ReLU(),
    nn.Conv2d(8, 8, kernel_size=3, stride=2, padding=1),
    nn.ReLU(),
    nn.Conv2d(8, 3, kernel_size=3, stride=2, padding=1),
    nn.ReLU(),
    nn.AdaptiveAvgPool2d(1),
    Lambda(lambda x: x.view(x.size(0), -1)),
).to(device)
print(model)
opt = optim.SGD(model.parameters(), lr=lr, momentum=0.9)
fit(3, model, loss_func, opt, train_dl, valid_dl)
xb, yb = next(iter(valid_dl))
print(xb.shape, (model(xb).argmax(1) == yb).float().mean().item())
