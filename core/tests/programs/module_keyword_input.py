# Native modules take PyTorch's parameter names as keywords (forward(input=...), a loss's
# input=/target=), and nn.Module's bases end in object, so a mixin's super().__init__() reaches
# Module first, as C3 orders it in PyTorch.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)
m = nn.Linear(3, 2).to(device)
x = torch.ones(4, 3, device=device)
print(m(input=x).shape, m.forward(input=x).sum().item() == m(x).sum().item())
print(nn.MSELoss()(input=x, target=torch.zeros(4, 3, device=device)))
print(nn.CrossEntropyLoss()(torch.ones(2, 3, device=device), target=torch.tensor([0, 2], device=device)))
print(nn.ReLU()(input=-x).sum())
try:
    m(x, input=x)
except TypeError as e:
    print("TypeError")


class Scaled:
    def __init__(self, *args, scale=2.0, **kwargs):
        super().__init__(*args, **kwargs)
        self.scale = scale


class Net(Scaled, nn.Module):
    def __init__(self):
        super().__init__(scale=3.0)
        self.fc = nn.Linear(3, 1)

    def forward(self, x):
        return self.fc(x) * self.scale


print([c.__name__ for c in Net.__mro__])
net = Net().to(device)
print(net.scale, len(list(net.parameters())), net(x).shape)
