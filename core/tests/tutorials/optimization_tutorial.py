"""Optimizing Model Parameters, rewritten for the playground.

Follows https://pytorch.org/tutorials/beginner/basics/optimization_tutorial.html: the FashionMNIST
network, the hyperparameters, CrossEntropyLoss and SGD, and the tutorial's train_loop and
test_loop run over a few epochs.

Changed: torchvision's FashionMNIST download is replaced by FakeFashionMNIST, a Dataset of
1x28x28 images in [0, 1) with labels 0-9 drawn from a seeded torch.Generator (each image is its
class's random pattern plus noise, so there is something to learn); 256 training and 128 test
images instead of 60,000 and 10,000, hidden layers of 64 units instead of 512, 2 epochs instead
of 10, and a loss line every 2 batches instead of every 100. The model and the data go to
`device`.
"""
import torch
from torch import nn
from torch.utils.data import DataLoader, Dataset

device = "cpu"


class FakeFashionMNIST(Dataset):
    """FashionMNIST-shaped samples: (image of shape [1, 28, 28], class index)."""

    def __init__(self, train, size):
        g = torch.Generator().manual_seed(0 if train else 1)
        patterns = torch.rand(10, 1, 28, 28, generator=torch.Generator().manual_seed(2))
        self.labels = torch.randint(0, 10, (size,), generator=g)
        noise = torch.rand(size, 1, 28, 28, generator=g)
        self.images = (0.5 * patterns[self.labels] + 0.5 * noise).to(device)
        self.labels = self.labels.to(device)

    def __len__(self):
        return len(self.labels)

    def __getitem__(self, idx):
        return self.images[idx], self.labels[idx]


training_data = FakeFashionMNIST(train=True, size=256)
test_data = FakeFashionMNIST(train=False, size=128)

train_dataloader = DataLoader(training_data, batch_size=64)
test_dataloader = DataLoader(test_data, batch_size=64)


class NeuralNetwork(nn.Module):
    def __init__(self):
        super().__init__()
        self.flatten = nn.Flatten()
        self.linear_relu_stack = nn.Sequential(
            nn.Linear(28 * 28, 64),
            nn.ReLU(),
            nn.Linear(64, 64),
            nn.ReLU(),
            nn.Linear(64, 10),
        )

    def forward(self, x):
        x = self.flatten(x)
        logits = self.linear_relu_stack(x)
        return logits


torch.manual_seed(1)
model = NeuralNetwork().to(device)

# Hyperparameters: the step size, the samples per update, and the passes over the data.
learning_rate = 1e-3
batch_size = 64
epochs = 5

# The loss compares the logits with the labels; the optimizer updates the parameters from their
# gradients.
loss_fn = nn.CrossEntropyLoss()
optimizer = torch.optim.SGD(model.parameters(), lr=learning_rate)


def train_loop(dataloader, model, loss_fn, optimizer):
    size = len(dataloader.dataset)
    # Training mode (matters for dropout and batch norm; kept as good practice).
    model.train()
    for batch, (X, y) in enumerate(dataloader):
        # Prediction and loss
        pred = model(X)
        loss = loss_fn(pred, y)

        # Backpropagation, the update, and clearing the gradients for the next batch
        loss.backward()
        optimizer.step()
        optimizer.zero_grad()

        if batch % 2 == 0:
            loss, current = loss.item(), batch * batch_size + len(X)
            print(f"loss: {loss:>7f}  [{current:>5d}/{size:>5d}]")


def test_loop(dataloader, model, loss_fn):
    # Evaluation mode, and no gradient tracking while testing.
    model.eval()
    size = len(dataloader.dataset)
    num_batches = len(dataloader)
    test_loss, correct = 0, 0

    with torch.no_grad():
        for X, y in dataloader:
            pred = model(X)
            test_loss += loss_fn(pred, y).item()
            correct += (pred.argmax(1) == y).type(torch.float).sum().item()

    test_loss /= num_batches
    correct /= size
    print(f"Test Error: \n Accuracy: {(100*correct):>0.1f}%, Avg loss: {test_loss:>8f} \n")


loss_fn = nn.CrossEntropyLoss()
optimizer = torch.optim.SGD(model.parameters(), lr=learning_rate)

epochs = 2
for t in range(epochs):
    print(f"Epoch {t+1}\n-------------------------------")
    train_loop(train_dataloader, model, loss_fn, optimizer)
    test_loop(test_dataloader, model, loss_fn)
print("Done!")
