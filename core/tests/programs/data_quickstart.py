# The Quickstart tutorial's loop on synthetic data: a TensorDataset, DataLoaders for training and
# test, a small model with Flatten and Dropout, SGD, and the tutorial's train/test functions. The
# Dropout masks check that each pass over a DataLoader draws from the default generator as
# PyTorch's does (its base seed), so the masks of later epochs match too.
import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

device = "cpu"
torch.manual_seed(0)

n_train, n_test = 200, 60
X = torch.randn(n_train + n_test, 2, 4, 4)
w_true = torch.randn(32, 3)
y = (X.flatten(1) @ w_true).argmax(1)
training_data = TensorDataset(X[:n_train], y[:n_train])
test_data = TensorDataset(X[n_train:], y[n_train:])
print(len(training_data), len(test_data), training_data[0][0].shape, training_data[0][1])

batch_size = 32
train_dataloader = DataLoader(training_data, batch_size=batch_size)
test_dataloader = DataLoader(test_data, batch_size=batch_size)
print(len(train_dataloader), len(test_dataloader))

for X_b, y_b in test_dataloader:
    print(f"Shape of X [N, C, H, W]: {X_b.shape}")
    print(f"Shape of y: {y_b.shape} {y_b.dtype}")
    break


class NeuralNetwork(nn.Module):
    def __init__(self):
        super().__init__()
        self.flatten = nn.Flatten()
        self.linear_relu_stack = nn.Sequential(
            nn.Linear(32, 24),
            nn.ReLU(),
            nn.Dropout(0.1),
            nn.Linear(24, 3),
        )

    def forward(self, x):
        x = self.flatten(x)
        logits = self.linear_relu_stack(x)
        return logits


model = NeuralNetwork().to(device)
print(model)
loss_fn = nn.CrossEntropyLoss()
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)


def train(dataloader, model, loss_fn, optimizer):
    size = len(dataloader.dataset)
    model.train()
    for batch, (X, y) in enumerate(dataloader):
        X, y = X.to(device), y.to(device)
        pred = model(X)
        loss = loss_fn(pred, y)
        loss.backward()
        optimizer.step()
        optimizer.zero_grad()
        if batch % 3 == 0:
            loss, current = loss.item(), (batch + 1) * len(X)
            print(f"loss: {loss:>7f}  [{current:>5d}/{size:>5d}]")


def test(dataloader, model, loss_fn):
    size = len(dataloader.dataset)
    num_batches = len(dataloader)
    model.eval()
    test_loss, correct = 0, 0
    with torch.no_grad():
        for X, y in dataloader:
            X, y = X.to(device), y.to(device)
            pred = model(X)
            test_loss += loss_fn(pred, y).item()
            correct += (pred.argmax(1) == y).float().sum().item()
    test_loss /= num_batches
    correct /= size
    print(f"Test Error: \n Accuracy: {(100*correct):>0.1f}%, Avg loss: {test_loss:>8f} \n")


epochs = 3
for t in range(epochs):
    print(f"Epoch {t+1}\n-------------------------------")
    train(train_dataloader, model, loss_fn, optimizer)
    test(test_dataloader, model, loss_fn)
print("Done!")
print(torch.randn(3))
print(model.linear_relu_stack[3].bias)
