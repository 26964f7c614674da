# "What is torch.nn really?" part one: logistic regression written by hand (weights, log_softmax,
# negative log-likelihood, a manual SGD loop under torch.no_grad), then refactored step by step
# into F.cross_entropy, an nn.Module with nn.Parameter, nn.Linear, optim.SGD, TensorDataset and
# DataLoader, with a fit() that validates each epoch. Synthetic 8x8 "digits" instead of MNIST.
import math

import torch
import torch.nn.functional as F
from torch import nn, optim
from torch.utils.data import DataLoader, TensorDataset

device = "cpu"
torch.manual_seed(0)
n_train, n_valid, n_in, n_cls = 96, 32, 64, 10
centers = torch.randn(n_cls, n_in)
y_all = torch.randint(0, n_cls, (n_train + n_valid,))
x_all = centers[y_all] + 1.5 * torch.randn(n_train + n_valid, n_in)
x_train, y_train = x_all[:n_train].to(device), y_all[:n_train].to(device)
x_valid, y_valid = x_all[n_train:].to(device), y_all[n_train:].to(device)
print(x_train.shape, y_train.shape, y_train.min().item(), y_train.max().item())

# Neural net from scratch
weights = torch.randn(n_in, n_cls, device=device) / math.sqrt(n_in)
weights.requires_grad_()
bias = torch.zeros(n_cls, requires_grad=True, device=device)


def log_softmax(x):
    return x - x.exp().sum(-1).log().unsqueeze(-1)


def model(xb):
    return log_softmax(xb @ weights + bias)


bs = 16
xb = x_train[0:bs]
preds = model(xb)
print(preds[0].shape, f"{preds[0, 0].item():.4f}")


def nll(input, target):
    return -input[range(target.shape[0]), target].mean()


loss_func = nll
yb = y_train[0:bs]
print(f"{loss_func(preds, yb).item():.4f}")


def accuracy(out, yb):
    preds = torch.argmax(out, dim=1)
    return (preds == yb).float().mean()


print(f"{accuracy(preds, yb).item():.4f}")

lr = 0.1
epochs = 2
n = n_train
for epoch in range(epochs):
    for i in range((n - 1) // bs + 1):
        start_i = i * bs
        end_i = start_i + bs
        xb = x_train[start_i:end_i]
        yb = y_train[start_i:end_i]
        pred = model(xb)
        loss = loss_func(pred, yb)
        loss.backward()
        with torch.no_grad():
            weights -= weights.grad * lr
            bias -= bias.grad * lr
            weights.grad.zero_()
            bias.grad.zero_()
print(f"{loss_func(model(xb), yb).item():.4f} {accuracy(model(xb), yb).item():.4f}")

# Using torch.nn.functional
loss_func = F.cross_entropy


def model(xb):
    return xb @ weights + bias


print(f"{loss_func(model(xb), yb).item():.4f} {accuracy(model(xb), yb).item():.4f}")


# Refactor using nn.Module
class Mnist_Logistic(nn.Module):
    def __init__(self):
        super().__init__()
        self.weights = nn.Parameter(torch.randn(n_in, n_cls) / math.sqrt(n_in))
        self.bias = nn.Parameter(torch.zeros(n_cls))

    def forward(self, xb):
        return xb @ self.weights + self.bias


model = Mnist_Logistic().to(device)
print(f"{loss_func(model(xb), yb).item():.4f}")


def fit():
    for epoch in range(epochs):
        for i in range((n - 1) // bs + 1):
            start_i = i * bs
            end_i = start_i + bs
            xb = x_train[start_i:end_i]
            yb = y_train[start_i:end_i]
            pred = model(xb)
            loss = loss_func(pred, yb)
            loss.backward()
            with torch.no_grad():
                for p in model.parameters():
                    p -= p.grad * lr
                model.zero_grad()


fit()
print(f"{loss_func(model(xb), yb).item():.4f}")


# Refactor using nn.Linear
class Mnist_Logistic(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(n_in, n_cls)

    def forward(self, xb):
        return self.lin(xb)


model = Mnist_Logistic().to(device)
print(f"{loss_func(model(xb), yb).item():.4f}")
fit()
print(f"{loss_func(model(xb), yb).item():.4f}")


# Refactor using torch.optim
def get_model():
    model = Mnist_Logistic().to(device)
    return model, optim.SGD(model.parameters(), lr=lr)


model, opt = get_model()
print(f"{loss_func(model(xb), yb).item():.4f}")
for epoch in range(epochs):
    for i in range((n - 1) // bs + 1):
        start_i = i * bs
        end_i = start_i + bs
        xb = x_train[start_i:end_i]
        yb = y_train[start_i:end_i]
        pred = model(xb)
        loss = loss_func(pred, yb)
        loss.backward()
        opt.step()
        opt.zero_grad()
print(f"{loss_func(model(xb), yb).item():.4f}")

# Refactor using Dataset and DataLoader
train_ds = TensorDataset(x_train, y_train)
print(len(train_ds), train_ds[3][1].item())
train_dl = DataLoader(train_ds, batch_size=bs)
model, opt = get_model()
for epoch in range(epochs):
    for xb, yb in train_dl:
        pred = model(xb)
        loss = loss_func(pred, yb)
        loss.backward()
        opt.step()
        opt.zero_grad()
print(f"{loss_func(model(xb), yb).item():.4f}")

# Add validation
train_ds = TensorDataset(x_train, y_train)
train_dl = DataLoader(train_ds, batch_size=bs, shuffle=True)
valid_ds = TensorDataset(x_valid, y_valid)
valid_dl = DataLoader(valid_ds, batch_size=bs * 2)
model, opt = get_model()
for epoch in range(epochs):
    model.train()
    for xb, yb in train_dl:
        pred = model(xb)
        loss = loss_func(pred, yb)
        loss.backward()
        opt.step()
        opt.zero_grad()
    model.eval()
    with torch.no_grad():
        valid_loss = sum(loss_func(model(xb), yb) for xb, yb in valid_dl)
    print(epoch, f"{(valid_loss / len(valid_dl)).item():.4f}")


# Create fit() and get_data()
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


train_dl, valid_dl = get_data(train_ds, valid_ds, bs)
model, opt = get_model()
fit(3, model, loss_func, opt, train_dl, valid_dl)
