"""Training a Classifier (Deep Learning with PyTorch: A 60 Minute Blitz), rewritten for the
playground.

Follows https://pytorch.org/tutorials/beginner/blitz/cifar10_tutorial.html: CIFAR10-shaped data in
DataLoaders, the classes tuple, the convolutional Net, CrossEntropyLoss and SGD with momentum, two
epochs printing the running loss, saving the weights with torch.save(net.state_dict(), PATH),
reloading them into a new Net, the predictions for one test batch, and the accuracy overall and per
class. The page's last section (training on a GPU) is folded in: the network and each batch go to
`device`.

Changed: torchvision's CIFAR10 download is replaced by TensorDatasets of 3x32x32 images made from
a seeded torch.Generator (each image is its class's random pattern plus noise, normalized to
[-1, 1) as the page's Normalize((0.5, 0.5, 0.5), (0.5, 0.5, 0.5)) does; the labels are a seeded
permutation, so every class appears equally often): 40 training and 20 test images instead of
50,000 and 10,000. The running loss prints every 5 mini-batches instead of every 2,000, the
DataLoaders use no worker processes, and the matplotlib image display is left out (the labels it
shows are still printed).
"""
import torch
from torch.utils.data import DataLoader, TensorDataset

device = "cpu"


def fake_cifar10(size, seed):
    """A TensorDataset of `size` CIFAR10-shaped (image, label) pairs, the same for a given seed."""
    g = torch.Generator().manual_seed(seed)
    patterns = torch.rand(10, 3, 32, 32, generator=torch.Generator().manual_seed(100))
    labels = torch.randperm(size, generator=g) % 10
    images = 0.5 * patterns[labels] + 0.5 * torch.rand(size, 3, 32, 32, generator=g)
    return TensorDataset((images - 0.5) / 0.5, labels)


batch_size = 4

trainset = fake_cifar10(40, seed=0)
trainloader = DataLoader(trainset, batch_size=batch_size, shuffle=True)

testset = fake_cifar10(20, seed=1)
testloader = DataLoader(testset, batch_size=batch_size, shuffle=False)

classes = ('plane', 'car', 'bird', 'cat',
           'deer', 'dog', 'frog', 'horse', 'ship', 'truck')

torch.manual_seed(0)

# One random training batch and its labels (the page also shows the images).
dataiter = iter(trainloader)
images, labels = next(dataiter)
print(images.shape)
print(' '.join(f'{classes[labels[j]]:5s}' for j in range(batch_size)))

import torch.nn as nn
import torch.nn.functional as F


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 6, 5)
        self.pool = nn.MaxPool2d(2, 2)
        self.conv2 = nn.Conv2d(6, 16, 5)
        self.fc1 = nn.Linear(16 * 5 * 5, 120)
        self.fc2 = nn.Linear(120, 84)
        self.fc3 = nn.Linear(84, 10)

    def forward(self, x):
        x = self.pool(F.relu(self.conv1(x)))
        x = self.pool(F.relu(self.conv2(x)))
        x = torch.flatten(x, 1)  # every dimension but the batch
        x = F.relu(self.fc1(x))
        x = F.relu(self.fc2(x))
        x = self.fc3(x)
        return x


net = Net()
net.to(device)

import torch.optim as optim

# Classification loss, and SGD with momentum.
criterion = nn.CrossEntropyLoss()
optimizer = optim.SGD(net.parameters(), lr=0.001, momentum=0.9)

for epoch in range(2):  # passes over the training set

    running_loss = 0.0
    for i, data in enumerate(trainloader, 0):
        # a batch is a list [inputs, labels]
        inputs, labels = data[0].to(device), data[1].to(device)

        # clear the gradients left by the last step
        optimizer.zero_grad()

        # forward, backward, update
        outputs = net(inputs)
        loss = criterion(outputs, labels)
        loss.backward()
        optimizer.step()

        # the mean loss over the last 5 mini-batches
        running_loss += loss.item()
        if i % 5 == 4:
            print(f'[{epoch + 1}, {i + 1:5d}] loss: {running_loss / 5:.3f}')
            running_loss = 0.0

print('Finished Training')

# Save the trained weights.
PATH = './cifar_net.pth'
torch.save(net.state_dict(), PATH)

# The first test batch with its true labels ...
dataiter = iter(testloader)
images, labels = next(dataiter)
images, labels = images.to(device), labels.to(device)
print('GroundTruth: ', ' '.join(f'{classes[labels[j]]:5s}' for j in range(4)))

# ... and a fresh Net with the saved weights loaded.
net = Net()
net.to(device)
net.load_state_dict(torch.load(PATH, weights_only=True))

outputs = net(images)

# The prediction is the class with the largest output.
_, predicted = torch.max(outputs, 1)

print('Predicted: ', ' '.join(f'{classes[predicted[j]]:5s}'
                              for j in range(4)))

correct = 0
total = 0
# Testing needs no gradients.
with torch.no_grad():
    for data in testloader:
        images, labels = data[0].to(device), data[1].to(device)
        outputs = net(images)
        _, predicted = torch.max(outputs.data, 1)
        total += labels.size(0)
        correct += (predicted == labels).sum().item()

print(f'Accuracy of the network on the {total} test images: {100 * correct // total} %')

# Correct and total predictions counted per class.
correct_pred = {classname: 0 for classname in classes}
total_pred = {classname: 0 for classname in classes}

with torch.no_grad():
    for data in testloader:
        images, labels = data[0].to(device), data[1].to(device)
        outputs = net(images)
        _, predictions = torch.max(outputs, 1)
        for label, prediction in zip(labels, predictions):
            if label == prediction:
                correct_pred[classes[label]] += 1
            total_pred[classes[label]] += 1


for classname, correct_count in correct_pred.items():
    accuracy = 100 * float(correct_count) / total_pred[classname]
    print(f'Accuracy for class: {classname:5s} is {accuracy:.1f} %')
