# "What is torch.nn really?" part two: a CNN over the same kind of data, first as an nn.Module
# with nn.Conv2d and F.avg_pool2d, then as nn.Sequential with a Lambda module, then with a
# WrappedDataLoader doing the preprocessing and nn.AdaptiveAvgPool2d, trained with momentum SGD.
import torch
import torch.nn.functional as F
from torch import nn, optim
from torch.utils.data import DataLoader, TensorDataset

device = "cpu"
torch.manual_seed(0)
side, n_cls = 12, 10
n_train, n_valid = 64, 32
protos = torch.randn(n_cls, side * side)
y = torch.randint(0, n_cls, (n_train + n_valid,))
x = protos[y] + 0.5 * torch.randn(n_train + n_valid, side * side)
x_train, y_train, x_valid, y_valid = x[:n_train], y[:n_train], x[n_train:], y[n_train:]
train_ds = TensorDataset(x_train, y_train)
valid_ds = TensorDataset(x_valid, y_valid)
bs = 16
lr = 0.05
loss_func = F.cross_entropy


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
        val_loss = sum(l * k for l, k in zip(losses, nums)) / sum(nums)
        print(epoch, f"{val_loss:.4f}")


def get_data(train_ds, valid_ds, bs):
    return (
        DataLoader(train_ds, batch_size=bs, shuffle=True),
        DataLoader(valid_ds, batch_size=bs * 2),
    )


class Mnist_CNN(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 8, kernel_size=3, stride=2, padding=1)
        self.conv2 = nn.Conv2d(8, 8, kernel_size=3, stride=2, padding=1)
        self.conv3 = nn.Conv2d(8, 10, kernel_size=3, stride=2, padding=1)

    def forward(self, xb):
        xb = xb.view(-1, 1, side, side)
        xb = F.relu(self.conv1(xb))
        xb = F.relu(self.conv2(xb))
        xb = F.relu(self.conv3(xb))
        xb = F.avg_pool2d(xb, 2)
        return xb.view(-1, xb.size(1))


train_dl, valid_dl = get_data(train_ds, valid_ds, bs)
model = Mnist_CNN().to(device)
opt = optim.SGD(model.parameters(), lr=lr, momentum=0.9)
for xb, yb in train_dl:
    print(model(xb.to(device)).shape)
    break
train_dl = [(xb.to(device), yb.to(device)) for xb, yb in train_dl]
valid_dl = [(xb.to(device), yb.to(device)) for xb, yb in valid_dl]
fit(2, model, loss_func, opt, train_dl, valid_dl)


class Lambda(nn.Module):
    def __init__(self, func):
        super().__init__()
        self.func = func

    def forward(self, x):
        return self.func(x)


def preprocess(x):
    return x.view(-1, 1, side, side)


model = nn.Sequential(
    Lambda(preprocess),
    nn.Conv2d(1, 8, kernel_size=3, stride=2, padding=1),
    nn.ReLU(),
    nn.Conv2d(8, 8, kernel_size=3, stride=2, padding=1),
    nn.ReLU(),
    nn.Conv2d(8, 10, kernel_size=3, stride=2, padding=1),
    nn.ReLU(),
    nn.AvgPool2d(2),
    Lambda(lambda x: x.view(x.size(0), -1)),
).to(device)
print(model)
opt = optim.SGD(model.parameters(), lr=lr, momentum=0.9)
fit(2, model, loss_func, opt, train_dl, valid_dl)


def preprocess(x, y):
    return x.view(-1, 1, side, side).to(device), y.to(device)


class WrappedDataLoader:
    def __init__(self, dl, func):
        self.dl = dl
        self.func = func

    def __len__(self):
        return len(self.dl)

    def __iter__(self):
        for b in self.dl:
            yield (self.func(*b))


train_dl, valid_dl = get_data(train_ds, valid_ds, bs)
train_dl = WrappedDataLoader(train_dl, preprocess)
valid_dl = WrappedDataLoader(valid_dl, preprocess)
print(len(train_dl), len(valid_dl))

model = nn.Sequential(
    nn.Conv2d(1, 8, kernel_size=3, stride=2, padding=1),
    nn.ReLU(),
    nn.Conv2d(8, 8, kernel_size=3, stride=2, padding=1),
    nn.ReLU(),
    nn.Conv2d(8, 10, kernel_size=3, stride=2, padding=1),
    nn.ReLU(),
    nn.AdaptiveAvgPool2d(1),
    Lambda(lambda x: x.view(x.size(0), -1)),
).to(device)
opt = optim.SGD(model.parameters(), lr=lr, momentum=0.9)
fit(3, model, loss_func, opt, train_dl, valid_dl)
with torch.no_grad():
    xb, yb = next(iter(valid_dl))
    out = model(xb)
    print(out[:2], yb[:8].tolist())
