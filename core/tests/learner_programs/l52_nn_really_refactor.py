# "What is torch.nn really?", refactoring: Mnist_Logistic with nn.Parameter, then nn.Linear, optim,
# TensorDataset, DataLoader, and the get_model/loss_batch/fit/get_data helpers with validation.
import math
import torch
import torch.nn.functional as F
from torch import nn, optim
from torch.utils.data import TensorDataset, DataLoader

device = "cpu"
torch.manual_seed(13)

n, d, k = 96, 12, 3
proto = torch.randn(k, d) * 1.5
y_train = torch.randint(0, k, (n,))
x_train = proto[y_train] + torch.randn(n, d)
y_valid = torch.randint(0, k, (48,))
x_valid = proto[y_valid] + torch.randn(48, d)
bs = 16
lr = 0.2
epochs = 3
loss_func = F.cross_entropy


class Mnist_Logistic(nn.Module):
    def __init__(self):
        super().__init__()
        self.weights = nn.Parameter(torch.randn(d, k) / math.sqrt(d))
        self.bias = nn.Parameter(torch.zeros(k))

    def forward(self, xb):
        return xb @ self.weights + self.bias


model = Mnist_Logistic().to(device)
xb, yb = x_train[:bs].to(device), y_train[:bs].to(device)
print(f"{loss_func(model(xb), yb).item():.5f}")


def fit_manual():
    for epoch in range(epochs):
        for i in range((n - 1) // bs + 1):
            xb = x_train[i * bs: i * bs + bs].to(device)
            yb = y_train[i * bs: i * bs + bs].to(device)
            loss = loss_func(model(xb), yb)
            loss.backward()
            with torch.no_grad():
                for p in model.parameters():
                    p -= p.grad * lr
                model.zero_grad()


fit_manual()
print(f"{loss_func(model(xb), yb).item():.5f}")


class Mnist_Logistic2(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(d, k)

    def forward(self, xb):
        return self.lin(xb)


def get_model():
    model = Mnist_Logistic2().to(device)
    return model, optim.SGD(model.parameters(), lr=lr)


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
            loss_batch(model, loss_func, xb.to(device), yb.to(device), opt)
        model.eval()
        with torch.no_grad():
            losses, nums = zip(*[loss_batch(model, loss_func, xb.to(device), yb.to(device)) for xb, yb in valid_dl])
        val_loss = sum(l * m for l, m in zip(losses, nums)) / sum(nums)
        print(epoch, f"{val_loss:.5f}")


def get_data(train_ds, valid_ds, bs):
    return (
        DataLoader(train_ds, batch_size=bs, shuffle=True),
        DataLoader(valid_ds, batch_size=bs * 2),
    )


train_ds = TensorDataset(x_train, y_train)
valid_ds = TensorDataset(x_valid, y_valid)
print(len(train_ds), train_ds[0][1])
train_dl, valid_dl = get_data(train_ds, valid_ds, bs)
model, opt = get_model()
print(model)
fit(epochs, model, loss_func, opt, train_dl, valid_dl)
print(f"{loss_func(model(xb), yb).item():.5f}")
