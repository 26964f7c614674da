# "Introduction to PyTorch" video series, Training with PyTorch: DataLoaders over a synthetic
# image set, GarmentClassifier, CrossEntropyLoss on dummy outputs, train_one_epoch with running
# loss reporting, and the per-epoch validation loop keeping the best model's state.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(28)

classes = ('T-shirt/top', 'Trouser', 'Pullover', 'Dress')
y_all = torch.randint(0, 4, (40,))
x_all = torch.randn(40, 1, 12, 12) * 0.5
for c in range(4):
    x_all[y_all == c, 0, 3 * c:3 * c + 3, :] += 1.0
training_set = torch.utils.data.TensorDataset(x_all[:32], y_all[:32])
validation_set = torch.utils.data.TensorDataset(x_all[32:], y_all[32:])
training_loader = torch.utils.data.DataLoader(training_set, batch_size=4, shuffle=True)
validation_loader = torch.utils.data.DataLoader(validation_set, batch_size=4, shuffle=False)
print('Training set has {} instances'.format(len(training_set)))
print('Validation set has {} instances'.format(len(validation_set)))

dataiter = iter(training_loader)
images, labels = next(dataiter)
print('  '.join(classes[labels[j]] for j in range(4)))


class GarmentClassifier(nn.Module):
    def __init__(self):
        super(GarmentClassifier, self).__init__()
        self.conv1 = nn.Conv2d(1, 4, 3)
        self.pool = nn.MaxPool2d(2, 2)
        self.conv2 = nn.Conv2d(4, 8, 3)
        self.fc1 = nn.Linear(8 * 1 * 1, 24)
        self.fc2 = nn.Linear(24, 16)
        self.fc3 = nn.Linear(16, 4)

    def forward(self, x):
        x = self.pool(F.relu(self.conv1(x)))
        x = self.pool(F.relu(self.conv2(x)))
        x = x.view(-1, 8 * 1 * 1)
        x = F.relu(self.fc1(x))
        x = F.relu(self.fc2(x))
        x = self.fc3(x)
        return x


model = GarmentClassifier().to(device)
loss_fn = torch.nn.CrossEntropyLoss()
dummy_outputs = torch.rand(4, 10)
dummy_labels = torch.tensor([1, 5, 3, 7])
print(dummy_outputs)
print(dummy_labels)
loss = loss_fn(dummy_outputs, dummy_labels)
print('Total loss for this batch: {}'.format(loss.item()))

optimizer = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9)


def train_one_epoch(epoch_index):
    running_loss = 0.
    last_loss = 0.
    for i, data in enumerate(training_loader):
        inputs, labels = data
        inputs, labels = inputs.to(device), labels.to(device)
        optimizer.zero_grad()
        outputs = model(inputs)
        loss = loss_fn(outputs, labels)
        loss.backward()
        optimizer.step()
        running_loss += loss.item()
        if i % 4 == 3:
            last_loss = running_loss / 4
            print('  batch {} loss: {:.5f}'.format(i + 1, last_loss))
            running_loss = 0.
    return last_loss


epoch_number = 0
EPOCHS = 3
best_vloss = 1_000_000.
best_state = None
for epoch in range(EPOCHS):
    print('EPOCH {}:'.format(epoch_number + 1))
    model.train(True)
    avg_loss = train_one_epoch(epoch_number)
    running_vloss = 0.0
    model.eval()
    with torch.no_grad():
        for i, vdata in enumerate(validation_loader):
            vinputs, vlabels = vdata
            voutputs = model(vinputs.to(device))
            vloss = loss_fn(voutputs, vlabels.to(device))
            running_vloss += vloss
    avg_vloss = running_vloss / (i + 1)
    print('LOSS train {:.5f} valid {:.5f}'.format(avg_loss, avg_vloss.item()))
    if avg_vloss < best_vloss:
        best_vloss = avg_vloss
        best_state = {k: v.detach().clone() for k, v in model.state_dict().items()}
        print('  saved model_{}'.format(epoch_number))
    epoch_number += 1

saved_model = GarmentClassifier().to(device)
saved_model.load_state_dict(best_state)
print(f"{best_vloss.item():.5f}", sorted(best_state)[:2])
