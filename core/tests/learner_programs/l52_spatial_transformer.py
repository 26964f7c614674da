# "Spatial Transformer Networks Tutorial" at toy size: a localization network regressing a 2x3
# affine matrix (initialized to identity), F.affine_grid + F.grid_sample, then a small classifier.
import torch
import torch.nn as nn
import torch.nn.functional as F
import torch.optim as optim

device = "cpu"
torch.manual_seed(19)


class Net(nn.Module):
    def __init__(self):
        super(Net, self).__init__()
        self.conv1 = nn.Conv2d(1, 4, kernel_size=3)
        self.conv2 = nn.Conv2d(4, 8, kernel_size=3)
        self.conv2_drop = nn.Dropout2d()
        self.fc1 = nn.Linear(8 * 2 * 2, 16)
        self.fc2 = nn.Linear(16, 3)

        self.localization = nn.Sequential(
            nn.Conv2d(1, 4, kernel_size=3),
            nn.MaxPool2d(2, stride=2),
            nn.ReLU(True),
            nn.Conv2d(4, 6, kernel_size=3),
            nn.ReLU(True)
        )
        self.fc_loc = nn.Sequential(
            nn.Linear(6 * 4 * 4, 12),
            nn.ReLU(True),
            nn.Linear(12, 3 * 2)
        )
        self.fc_loc[2].weight.data.zero_()
        self.fc_loc[2].bias.data.copy_(torch.tensor([1, 0, 0, 0, 1, 0], dtype=torch.float))

    def stn(self, x):
        xs = self.localization(x)
        xs = xs.view(-1, 6 * 4 * 4)
        theta = self.fc_loc(xs)
        theta = theta.view(-1, 2, 3)
        grid = F.affine_grid(theta, x.size(), align_corners=False)
        x = F.grid_sample(x, grid, align_corners=False)
        return x

    def forward(self, x):
        x = self.stn(x)
        x = F.relu(F.max_pool2d(self.conv1(x), 2))
        x = F.relu(F.max_pool2d(self.conv2_drop(self.conv2(x)), 2))
        x = x.view(-1, 8 * 2 * 2)
        x = F.relu(self.fc1(x))
        x = F.dropout(x, training=self.training)
        x = self.fc2(x)
        return F.log_softmax(x, dim=1)


model = Net().to(device)
optimizer = optim.SGD(model.parameters(), lr=0.05)
data_all = torch.randn(24, 1, 14, 14)
target_all = torch.randint(0, 3, (24,))
for c in range(3):
    data_all[target_all == c, :, 4 * c:4 * c + 4, :] += 1.0
train_loader = torch.utils.data.DataLoader(torch.utils.data.TensorDataset(data_all, target_all), batch_size=8, shuffle=True)


def train(epoch):
    model.train()
    for batch_idx, (data, target) in enumerate(train_loader):
        data, target = data.to(device), target.to(device)
        optimizer.zero_grad()
        output = model(data)
        loss = F.nll_loss(output, target)
        loss.backward()
        optimizer.step()
        if batch_idx % 2 == 0:
            print('Train Epoch: {} [{}/{} ({:.0f}%)]\tLoss: {:.6f}'.format(
                epoch, batch_idx * len(data), len(train_loader.dataset),
                100. * batch_idx / len(train_loader), loss.item()))


def test():
    with torch.no_grad():
        model.eval()
        test_loss = 0
        correct = 0
        for data, target in train_loader:
            data, target = data.to(device), target.to(device)
            output = model(data)
            test_loss += F.nll_loss(output, target, reduction='sum').item()
            pred = output.max(1, keepdim=True)[1]
            correct += pred.eq(target.view_as(pred)).sum().item()
        test_loss /= len(train_loader.dataset)
        print('\nTest set: Average loss: {:.4f}, Accuracy: {}/{} ({:.0f}%)\n'
              .format(test_loss, correct, len(train_loader.dataset),
                      100. * correct / len(train_loader.dataset)))


for epoch in range(1, 3):
    train(epoch)
    test()

theta = torch.tensor([[[0.8, -0.2, 0.1], [0.3, 0.9, -0.1]]], device=device)
grid = F.affine_grid(theta, (1, 1, 3, 4), align_corners=False)
print(grid)
img = torch.arange(12.0, device=device).view(1, 1, 3, 4)
print(F.grid_sample(img, grid, align_corners=False))
print(F.grid_sample(img, grid, mode='nearest', padding_mode='border', align_corners=True))
model.eval()
with torch.no_grad():
    out = model.stn(data_all[:2].to(device))
print(out.shape, f"{(out - data_all[:2].to(device)).abs().max().item():.4f}")
