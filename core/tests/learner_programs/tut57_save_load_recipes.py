# "Save and Load the Model" and the "Saving and loading models" recipes with io.BytesIO:
# state_dict round trips, load_state_dict(strict=False) results, a general checkpoint with the
# optimizer, several models in one file, warmstarting with a partial state_dict, map_location,
# and whole-model pickling refused under weights_only.
import io
import torch
import torch.nn as nn
import torch.nn.functional as F
import torch.optim as optim

device = "cpu"
torch.manual_seed(0)


class TheModelClass(nn.Module):
    def __init__(self):
        super(TheModelClass, self).__init__()
        self.conv1 = nn.Conv2d(3, 4, 3)
        self.pool = nn.MaxPool2d(2, 2)
        self.bn = nn.BatchNorm2d(4)
        self.fc1 = nn.Linear(4 * 3 * 3, 8)
        self.fc2 = nn.Linear(8, 3)

    def forward(self, x):
        x = self.pool(F.relu(self.bn(self.conv1(x))))
        x = x.view(-1, 4 * 3 * 3)
        x = F.relu(self.fc1(x))
        return self.fc2(x)


model = TheModelClass().to(device)
optimizer = optim.SGD(model.parameters(), lr=0.01, momentum=0.9)
x = torch.randn(4, 3, 8, 8, device=device)
y = torch.randint(0, 3, (4,), device=device)
loss = F.cross_entropy(model(x), y)
loss.backward()
optimizer.step()
print("Model's state_dict:")
for param_tensor in model.state_dict():
    print(param_tensor, "\t", model.state_dict()[param_tensor].size())
print("Optimizer's state_dict:")
for var_name in optimizer.state_dict():
    v = optimizer.state_dict()[var_name]
    print(var_name, "\t", v if var_name == "param_groups" else {k: list(s) for k, s in v.items()})

buf = io.BytesIO()
torch.save(model.state_dict(), buf)
buf.seek(0)
model2 = TheModelClass().to(device)
print(model2.load_state_dict(torch.load(buf, weights_only=True)))
model2.eval()
model.eval()
print(torch.equal(model(x), model2(x)), model2.bn.num_batches_tracked)

buf = io.BytesIO()
torch.save({
    'epoch': 5,
    'model_state_dict': model.state_dict(),
    'optimizer_state_dict': optimizer.state_dict(),
    'loss': loss,
}, buf)
buf.seek(0)
model3 = TheModelClass().to(device)
optimizer3 = optim.SGD(model3.parameters(), lr=0.5)
checkpoint = torch.load(buf, weights_only=True)
model3.load_state_dict(checkpoint['model_state_dict'])
optimizer3.load_state_dict(checkpoint['optimizer_state_dict'])
epoch = checkpoint['epoch']
loss = checkpoint['loss']
print(epoch, loss, optimizer3.param_groups[0]['lr'], optimizer3.param_groups[0]['momentum'])
print(sorted(checkpoint), type(checkpoint['optimizer_state_dict']['state'][0]['momentum_buffer']).__name__)
model3.train()
optimizer3.zero_grad()
F.cross_entropy(model3(x), y).backward()
optimizer3.step()
print(round(model3.fc2.bias.sum().item(), 6))

netA = TheModelClass()
netB = nn.Sequential(nn.Linear(4, 4), nn.ReLU(), nn.Linear(4, 2))
buf = io.BytesIO()
torch.save({'modelA_state_dict': netA.state_dict(), 'modelB_state_dict': netB.state_dict()}, buf)
buf.seek(0)
ck = torch.load(buf, map_location=torch.device('cpu'), weights_only=True)
print(list(ck['modelB_state_dict'].keys()))


class ModelB(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 4, 3)
        self.fc1 = nn.Linear(4 * 3 * 3, 8)
        self.head = nn.Linear(8, 5)


modelB = ModelB()
res = modelB.load_state_dict(ck['modelA_state_dict'], strict=False)
print(res.missing_keys)
print(res.unexpected_keys)
print(torch.equal(modelB.conv1.weight, netA.conv1.weight))
try:
    modelB.load_state_dict(ck['modelA_state_dict'])
except RuntimeError as e:
    print(str(e).splitlines()[0])

buf = io.BytesIO()
torch.save(netB, buf)
buf.seek(0)
try:
    torch.load(buf, weights_only=True)
except Exception as e:
    print(type(e).__name__)
buf.seek(0)
whole = torch.load(buf, weights_only=False)
print(whole)
print(torch.equal(whole[0].weight, netB[0].weight))

sd = model.state_dict()
sd2 = {k.replace("fc", "dense"): v for k, v in sd.items()}
print(list(sd2)[-4:])
print(type(sd).__name__, sd['bn.running_var'].requires_grad, sd['fc1.weight'].requires_grad)
print(list(model.state_dict(prefix="net.", keep_vars=True))[:2])
