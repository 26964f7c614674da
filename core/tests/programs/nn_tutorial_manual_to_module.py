import math
import torch
import torch.nn.functional as F
from torch import nn, optim
from torch.utils.data import TensorDataset, DataLoader
device = "cpu"
torch.manual_seed(0)
n, d, c = 256, 20, 4
centers = torch.randn(c, d) * 2
y_train = torch.randint(0, c, (n,))
x_train = centers[y_train] + torch.randn(n, d)
x_valid, y_valid = x_train[:64], y_train[:64]
x_train, y_train, x_valid, y_valid = map(lambda t: t.to(device), (x_train, y_train, x_valid, y_valid))
print(x_train.shape, y_train.min(), y_train.max())
weights = torch.randn(d, c, device=device) / math.sqrt(d)
weights.requires_grad_()
bias = torch.zeros(c, requires_grad=True, device=device)
def log_softmax(x):
    return x - x.exp().sum(-1).log().unsqueeze(-1)
def model(xb):
    return log_softmax(xb @ weights + bias)
bs = 64
xb = x_train[0:bs]
preds = model(xb)
print(preds[0].shape, preds.shape)
def nll(input, target):
    return -input[range(target.shape[0]), target].mean()
loss_func = nll
yb = y_train[0:bs]
print(round(loss_func(preds, yb).item(), 4))
def accuracy(out, yb):
    preds = torch.argmax(out, dim=1)
    return (preds == yb).float().mean()
print(round(accuracy(preds, yb).item(), 4))
lr = 0.5
epochs = 2
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
print(round(loss_func(model(xb), yb).item(), 4), round(accuracy(model(xb), yb).item(), 4))
class Mnist_Logistic(nn.Module):
    def __init__(self):
        super().__init__()
        self.weights = nn.Parameter(torch.randn(d, c) / math.sqrt(d))
        self.bias = nn.Parameter(torch.zeros(c))
    def forward(self, xb):
        return xb @ self.weights + self.bias
def get_model():
    model = Mnist_Logistic().to(device)
    return model, optim.SGD(model.parameters(), lr=lr)
def loss_batch(model, loss_func, xb, yb, opt=None):
    loss = loss_func(model(xb), yb)
    if opt is not None:
        loss.backward()
        opt.step()
        opt.zero_grad()
    return loss.item(), len(xb)
def get_data(train_ds, valid_ds, bs):
    return (DataLoader(train_ds, batch_size=bs, shuffle=True, generator=torch.Generator().manual_seed(1)),
            DataLoader(valid_ds, batch_size=bs * 2))
def fit(epochs, model, loss_func, opt, train_dl, valid_dl):
    for epoch in range(epochs):
        model.train()
        for xb, yb in train_dl:
            loss_batch(model, loss_func, xb, yb, opt)
        model.eval()
        with torch.no_grad():
            losses, nums = zip(*[loss_batch(model, loss_func, xb, yb) for xb, yb in valid_dl])
        val_loss = sum(l * k for l, k in zip(losses, nums)) / sum(nums)
        print(epoch, round(val_loss, 4))
train_dl, valid_dl = get_data(TensorDataset(x_train, y_train), TensorDataset(x_valid, y_valid), bs)
model, opt = get_model()
fit(3, model, F.cross_entropy, opt, train_dl, valid_dl)
class Lambda(nn.Module):
    def __init__(self, func):
        super().__init__()
        self.func = func
    def forward(self, x):
        return self.func(x)
seq = nn.Sequential(Lambda(lambda x: x.view(-1, 1, 4, 5)), nn.Conv2d(1, 8, 3, padding=1), nn.ReLU(),
                    nn.AdaptiveAvgPool2d(1), Lambda(lambda x: x.view(x.size(0), -1)), nn.Linear(8, c)).to(device)
print(seq)
opt = optim.SGD(seq.parameters(), lr=0.1, momentum=0.9)
fit(2, seq, F.cross_entropy, opt, train_dl, valid_dl)
