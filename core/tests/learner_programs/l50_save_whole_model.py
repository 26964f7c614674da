# Saving a whole model object (not just the state_dict) to a BytesIO with torch.save and loading
# it back with weights_only=False, deepcopy of a model, and checking parameter sharing after copy.
import copy
import io
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(3, 4)
        self.fc2 = nn.Linear(4, 2)
        self.register_buffer("steps", torch.tensor(0))

    def forward(self, x):
        return self.fc2(torch.tanh(self.fc1(x)))


net = Net().to(device)
x = torch.randn(5, 3, device=device)
opt = torch.optim.SGD(net.parameters(), lr=0.1)
for _ in range(3):
    opt.zero_grad()
    net(x).sum().backward()
    opt.step()
    net.steps += 1
buf = io.BytesIO()
torch.save(net, buf)
buf.seek(0)
loaded = torch.load(buf, weights_only=False)
print(type(loaded).__name__, loaded.steps, loaded.training)
print(torch.equal(loaded(x), net(x)))
print(loaded)
twin = copy.deepcopy(net)
with torch.no_grad():
    twin.fc1.weight.add_(1.0)
print("deepcopy independent", not torch.equal(twin.fc1.weight, net.fc1.weight))
shallow = copy.copy(net)
print("copy shares", shallow.fc1 is net.fc1)
tensors = {"a": torch.arange(3, device=device), "b": [torch.ones(2, device=device), 3.5], "c": ("x", 1)}
buf2 = io.BytesIO()
torch.save(tensors, buf2)
buf2.seek(0)
back = torch.load(buf2)
print(back)
shared = torch.arange(6.0, device=device)
buf3 = io.BytesIO()
torch.save({"full": shared, "again": shared}, buf3)
buf3.seek(0)
r = torch.load(buf3)
r["again"].fill_(-1)
print(r["full"], r["full"] is r["again"])
print(torch.load(io.BytesIO(buf.getvalue()), weights_only=False).fc2.bias)
