# Recipes "Saving and loading a general checkpoint" and "Saving and loading multiple models in one
# file": epoch/model/optimizer/loss dictionaries through io.BytesIO, resuming training exactly.
import io
import torch
import torch.nn as nn
import torch.nn.functional as F
import torch.optim as optim

device = "cpu"
torch.manual_seed(21)


class Net(nn.Module):
    def __init__(self):
        super(Net, self).__init__()
        self.conv1 = nn.Conv2d(3, 4, 3)
        self.pool = nn.MaxPool2d(2, 2)
        self.conv2 = nn.Conv2d(4, 6, 2)
        self.fc1 = nn.Linear(6 * 1 * 1, 8)
        self.fc2 = nn.Linear(8, 4)

    def forward(self, x):
        x = self.pool(F.relu(self.conv1(x)))
        x = self.pool(F.relu(self.conv2(x)))
        x = x.view(-1, 6 * 1 * 1)
        x = F.relu(self.fc1(x))
        return self.fc2(x)


net = Net().to(device)
optimizer = optim.SGD(net.parameters(), lr=0.01, momentum=0.9)
print(net)
x = torch.randn(6, 3, 8, 8).to(device)
y = torch.tensor([0, 1, 2, 3, 0, 1]).to(device)
criterion = nn.CrossEntropyLoss()


def step():
    optimizer.zero_grad()
    loss = criterion(net(x), y)
    loss.backward()
    optimizer.step()
    return loss


for _ in range(3):
    loss = step()

EPOCH = 5
buf = io.BytesIO()
torch.save({
    'epoch': EPOCH,
    'model_state_dict': net.state_dict(),
    'optimizer_state_dict': optimizer.state_dict(),
    'loss': loss,
}, buf)
after = [f"{step().item():.5f}" for _ in range(2)]
print(after)

model = Net().to(device)
optimizer = optim.SGD(model.parameters(), lr=0.001, momentum=0.5)
buf.seek(0)
checkpoint = torch.load(buf, weights_only=True)
model.load_state_dict(checkpoint['model_state_dict'])
optimizer.load_state_dict(checkpoint['optimizer_state_dict'])
epoch = checkpoint['epoch']
loss = checkpoint['loss']
print(epoch, f"{loss.item():.5f}", loss.requires_grad, optimizer.param_groups[0]['lr'], optimizer.param_groups[0]['momentum'])
print(sorted(checkpoint['optimizer_state_dict']['state'].keys()), checkpoint['optimizer_state_dict']['param_groups'][0]['params'])
model.train()
net = model
print([f"{step().item():.5f}" for _ in range(2)])

netA = Net().to(device)
netB = Net().to(device)
optimizerA = optim.SGD(netA.parameters(), lr=0.001, momentum=0.9)
optimizerB = optim.Adam(netB.parameters(), lr=0.01)
criterion(netB(x), y).backward()
optimizerB.step()
buf = io.BytesIO()
torch.save({
    'modelA_state_dict': netA.state_dict(),
    'modelB_state_dict': netB.state_dict(),
    'optimizerA_state_dict': optimizerA.state_dict(),
    'optimizerB_state_dict': optimizerB.state_dict(),
}, buf)
buf.seek(0)
modelA = Net().to(device)
modelB = Net().to(device)
optimizerA = optim.SGD(modelA.parameters(), lr=0.1)
optimizerB = optim.Adam(modelB.parameters())
checkpoint = torch.load(buf, weights_only=True)
modelA.load_state_dict(checkpoint['modelA_state_dict'])
modelB.load_state_dict(checkpoint['modelB_state_dict'])
optimizerA.load_state_dict(checkpoint['optimizerA_state_dict'])
optimizerB.load_state_dict(checkpoint['optimizerB_state_dict'])
modelA.eval()
modelB.eval()
print(torch.equal(modelA(x), netA(x)), torch.equal(modelB(x), netB(x)))
print(optimizerA.param_groups[0]['lr'], optimizerB.param_groups[0]['lr'])
st = optimizerB.state_dict()['state'][0]
print(sorted(st.keys()), st['step'], st['exp_avg'].shape)
