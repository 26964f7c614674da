# torch.compile of an nn.Module: an OptimizedModule whose forward is compiled, whose parameters are
# the original's (state_dict keys gain the `_orig_mod.` prefix) and whose other attributes are the
# original's.
import torch
import torch.nn as nn

device = "cpu"


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(6, 5)
        self.fc2 = nn.Linear(5, 2)

    def forward(self, x):
        return self.fc2(torch.relu(self.fc1(x)))


torch.manual_seed(1)
net = Net().to(device)
cnet = torch.compile(net, backend="eager")
x = torch.randn(3, 6, device=device)
print(type(cnet).__name__, cnet._orig_mod is net)
print(cnet)
print(list(cnet.state_dict().keys()))
print(sum(p.numel() for p in cnet.parameters()), cnet.fc1.out_features)
print(cnet(x))
print(torch.equal(cnet(x), net(x)), torch.equal(cnet.forward(x), net(x)))
seq = torch.compile(nn.Sequential(nn.Linear(6, 4), nn.Tanh()).to(device), backend="eager")
print(seq(x))
