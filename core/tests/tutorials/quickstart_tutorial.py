"""Our rewrite of the PyTorch tutorial "Quickstart" (Learn the Basics),
https://pytorch.org/tutorials/beginner/basics/quickstart_tutorial.html

Same steps, classes, calls and prints in the same order: data, model, training and test loops,
saving the weights, loading them back, predicting. Changed:
- the playground has no torchvision and nothing is downloaded: `datasets.FashionMNIST` is a small
  Dataset class below over seeded random 28x28 images (int64 pixels 0-255, as the playground has
  no uint8 yet) and labels, 256 for training and 64 for testing; `ToTensor` is a small callable;
- the model is narrower (hidden layers of 64 instead of 512) and trains 2 epochs instead of 5, so a
  run stays well under a second; with 4 batches an epoch, the loss is printed every 2 batches
  instead of every 100;
- the tutorial picks its device with `torch.accelerator` and prints it; here the device line
  chooses (the test swaps it for "tpu") and the device is not printed, as its name differs.
"""
import torch
from torch import nn
from torch.utils.data import DataLoader, Dataset

device = "cpu"
if device != "cpu" and torch.accelerator.is_available():
    device = torch.accelerator.current_accelerator().type
torch.manual_seed(0)


# --- Working with data ---------------------------------------------------------------------------
class ToTensor:
    """An HxW image of 0-255 pixels to a 1xHxW float tensor in [0, 1] (torchvision's ToTensor)."""

    def __call__(self, pic):
        return pic.unsqueeze(0).float() / 255


class FashionMNIST(Dataset):
    """Seeded stand-in for torchvision's FashionMNIST: same item shapes and label range."""

    def __init__(self, root, train=True, download=False, transform=None):
        g = torch.Generator().manual_seed(11 if train else 12)
        size = 256 if train else 64
        self.data = torch.randint(0, 256, (size, 28, 28), generator=g).to(device)
        self.targets = torch.randint(0, 10, (size,), generator=g).tolist()
        self.transform = transform

    def __len__(self):
        return len(self.targets)

    def __getitem__(self, index):
        return self.transform(self.data[index]), self.targets[index]


# Download training data from open datasets (here: make it).
training_data = FashionMNIST(root="data", train=True, download=True, transform=ToTensor())

# Download test data from open datasets (here: make it).
test_data = FashionMNIST(root="data", train=False, download=True, transform=ToTensor())

batch_size = 64

# Create data loaders.
train_dataloader = DataLoader(training_data, batch_size=batch_size)
test_dataloader = DataLoader(test_data, batch_size=batch_size)

for X, y in test_dataloader:
    print(f"Shape of X [N, C, H, W]: {X.shape}")
    print(f"Shape of y: {y.shape} {y.dtype}")
    break


# --- Creating models -----------------------------------------------------------------------------
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


model = NeuralNetwork().to(device)
print(model)

# --- Optimizing the model parameters -------------------------------------------------------------
loss_fn = nn.CrossEntropyLoss()
optimizer = torch.optim.SGD(model.parameters(), lr=1e-3)


def train(dataloader, model, loss_fn, optimizer):
    size = len(dataloader.dataset)
    model.train()
    for batch, (X, y) in enumerate(dataloader):
        X, y = X.to(device), y.to(device)

        # Compute prediction error
        pred = model(X)
        loss = loss_fn(pred, y)

        # Backpropagation
        loss.backward()
        optimizer.step()
        optimizer.zero_grad()

        if batch % 2 == 0:
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
            correct += (pred.argmax(1) == y).type(torch.float).sum().item()
    test_loss /= num_batches
    correct /= size
    print(f"Test Error: \n Accuracy: {(100*correct):>0.1f}%, Avg loss: {test_loss:>8f} \n")


epochs = 2
for t in range(epochs):
    print(f"Epoch {t+1}\n-------------------------------")
    train(train_dataloader, model, loss_fn, optimizer)
    test(test_dataloader, model, loss_fn)
print("Done!")

# --- Saving models -------------------------------------------------------------------------------
torch.save(model.state_dict(), "model.pth")
print("Saved PyTorch Model State to model.pth")

# --- Loading models ------------------------------------------------------------------------------
model = NeuralNetwork().to(device)
model.load_state_dict(torch.load("model.pth", weights_only=True))

classes = [
    "T-shirt/top",
    "Trouser",
    "Pullover",
    "Dress",
    "Coat",
    "Sandal",
    "Shirt",
    "Sneaker",
    "Bag",
    "Ankle boot",
]

model.eval()
x, y = test_data[0][0], test_data[0][1]
with torch.no_grad():
    x = x.to(device)
    pred = model(x)
    predicted, actual = classes[pred[0].argmax(0)], classes[y]
    print(f'Predicted: "{predicted}", Actual: "{actual}"')
