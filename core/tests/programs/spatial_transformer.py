# The spatial transformer networks tutorial in miniature: a localization network regresses a 2x3
# affine matrix (its last layer initialised to the identity), F.affine_grid and F.grid_sample warp
# the input, and a small classifier with Dropout2d, max_pool2d and log_softmax trains on it with
# F.nll_loss; then a test pass under torch.no_grad in eval mode.
import torch
import torch.nn as nn
import torch.nn.functional as F
import torch.optim as optim

device = "cpu"
torch.manual_seed(1)


class Net(nn.Module):
    def __init__(self):
        super(Net, self).__init__()
        self.conv1 = nn.Conv2d(1, 4, kernel_size=3)
        self.conv2 = nn.Conv2d(4, 8, kernel_size=3)
        self.conv2_drop = nn.Dropout2d()
        self.fc1 = nn.Linear(8 * 2 * 2, 16)
        self.fc2 = nn.Linear(16, 4)

        # Spatial transformer localization-network
        self.localization = nn.Sequential(
            nn.Conv2d(1, 4, kernel_size=3),
            nn.MaxPool2d(2, stride=2),
            nn.ReLU(True),
            nn.Conv2d(4, 6, kernel_size=3),
            nn.MaxPool2d(2, stride=2),
            nn.ReLU(True),
        )

        # Regressor for the 3 * 2 affine matrix
        self.fc_loc = nn.Sequential(nn.Linear(6 * 2 * 2, 12), nn.ReLU(True), nn.Linear(12, 3 * 2))

        # Initialize the weights/bias with identity transformation
        self.fc_loc[2].weight.data.zero_()
        self.fc_loc[2].bias.data.copy_(torch.tensor([1, 0, 0, 0, 1, 0], dtype=torch.float))

    # Spatial transformer network forward function
    def stn(self, x):
        xs = self.localization(x)
        xs = xs.view(-1, 6 * 2 * 2)
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

# 4 classes of 14x14 images: a bright bar in one of four places, shifted a little, plus noise.
n = 48
target = torch.randint(0, 4, (n,))
data = 0.1 * torch.randn(n, 1, 14, 14)
for i in range(n):
    c = target[i].item()
    off = torch.randint(-1, 2, (1,)).item()
    if c < 2:
        data[i, 0, 3 + 6 * c + off, 2:12] += 1.0
    else:
        data[i, 0, 2:12, 3 + 6 * (c - 2) + off] += 1.0

x = data[:2].to(device)
with torch.no_grad():
    print(torch.allclose(model.stn(x), F.grid_sample(x, F.affine_grid(
        torch.eye(2, 3, device=device).expand(2, 2, 3), x.size(), align_corners=False), align_corners=False)))

for epoch in range(1, 4):
    model.train()
    for batch_idx in range(0, n, 16):
        d, t = data[batch_idx : batch_idx + 16].to(device), target[batch_idx : batch_idx + 16].to(device)
        optimizer.zero_grad()
        output = model(d)
        loss = F.nll_loss(output, t)
        loss.backward()
        optimizer.step()
    print("Train Epoch: {} Loss: {:.4f}".format(epoch, loss.item()))

with torch.no_grad():
    model.eval()
    output = model(data.to(device))
    test_loss = F.nll_loss(output, target.to(device), reduction="sum").item() / n
    pred = output.max(1, keepdim=True)[1]
    correct = pred.eq(target.to(device).view_as(pred)).sum().item()
    print("Test set: Average loss: {:.4f}, Accuracy: {}/{}".format(test_loss, correct, n))
    theta = model.fc_loc(model.localization(data[:1].to(device)).view(-1, 24)).view(-1, 2, 3)
    print(theta)
    warped = model.stn(data[:2].to(device))
    print(warped.shape, f"{warped.sum().item():.4f}")
