# "Optimizing Model Parameters": hyperparameters, train_loop/test_loop with the tutorial's
# formatted progress lines, CrossEntropyLoss and SGD on a tiny synthetic FashionMNIST stand-in.
import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

device = "cpu"
torch.manual_seed(0)
Xtr = torch.randn(96, 1, 4, 4)
ytr = (Xtr.flatten(1)[:, :5].sum(1) > 0).long() + 2 * (Xtr.flatten(1)[:, 5:9].sum(1) > 0).long()
Xte = torch.randn(40, 1, 4, 4)
yte = (Xte.flatten(1)[:, :5].sum(1) > 0).long() + 2 * (Xte.flatten(1)[:, 5:9].sum(1) > 0).long()
training_data = TensorDataset(Xtr, ytr)
test_data = TensorDataset(Xte, yte)


class NeuralNetwork(nn.Module):
    def __init__(self):
        super().__init__()
        self.flatten = nn.Flatten()
        self.linear_relu_stack = nn.Sequential(
            nn.Linear(16, 32), nn.ReLU(), nn.Linear(32, 32), nn.ReLU(), nn.Linear(32, 4))

    def forward(self, x):
        x = self.flatten(x)
        return self.linear_relu_stack(x)


model = NeuralNetwork().to(device)
learning_rate = 1e-1
batch_size = 16
epochs = 4
train_dataloader = DataLoader(training_data, batch_size=batch_size, shuffle=True)
test_dataloader = DataLoader(test_data, batch_size=batch_size)
loss_fn = nn.CrossEntropyLoss()
optimizer = torch.optim.SGD(model.parameters(), lr=learning_rate)


def train_loop(dataloader, model, loss_fn, optimizer):
    size = len(dataloader.dataset)
    model.train()
    for batch, (X, y) in enumerate(dataloader):
        X, y = X.to(device), y.to(device)
        pred = model(X)
        loss = loss_fn(pred, y)
        loss.backward()
        optimizer.step()
        optimizer.zero_grad()
        if batch % 2 == 0:
            loss, current = loss.item(), batch * batch_size + len(X)
            print(f"loss: {loss:>7f}  [{current:>5d}/{size:>5d}]")


def test_loop(dataloader, model, loss_fn):
    model.eval()
    size = len(dataloader.dataset)
    num_batches = len(dataloader)
    test_loss, correct = 0, 0
    with torch.no_grad():
        for X, y in dataloader:
            X, y = X.to(device), y.to(device)
            pred = model(X)
            test_loss += loss_fn(pred, y).item()
            correct += (pred.argmax(1) == y).type(torch.float).sum().item()
    test_loss /= num_batches
    correct /= size
    print(f"Test Error: \n Accuracy: {(100*correct):>0.1f}%, Avg loss: {test_loss:>8f} \n")


for t in range(epochs):
    print(f"Epoch {t+1}\n-------------------------------")
    train_loop(train_dataloader, model, loss_fn, optimizer)
    test_loop(test_dataloader, model, loss_fn)
print("Done!")
print(optimizer)
print(optimizer.param_groups[0]["lr"], len(optimizer.param_groups[0]["params"]))
