# nn.Module's methods over every module, native (Linear) and Python (Sequential) alike: apply with
# an init function (the tutorials' pattern), requires_grad_, get_submodule/get_parameter,
# add_module, and isinstance/type of the native modules.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)
model = nn.Sequential(nn.Linear(3, 4), nn.ReLU(), nn.Sequential(nn.Linear(4, 2), nn.Tanh()))


def init_weights(m):
    if isinstance(m, nn.Linear):
        nn.init.constant_(m.weight, 0.5)
        nn.init.zeros_(m.bias)
        print("init", m)


print(model.apply(init_weights) is model)
x = torch.ones(2, 3, device=device)
print(model.to(device)(x))
print(isinstance(model[0], nn.Module), isinstance(model[1], nn.Module), isinstance(model, nn.Module))
print(type(model[0]), type(model[1]), type(nn.MSELoss()), nn.Linear, isinstance(model[0], nn.ReLU))
print(model.get_submodule("2.0"), model.get_submodule(""))
print(model.get_parameter("2.0.bias"))
try:
    model.get_submodule("5")
except AttributeError as e:
    print("AttributeError", e)
model.requires_grad_(False)
print([p.requires_grad for p in model.parameters()])
model.requires_grad_()
print(all(p.requires_grad for p in model.parameters()))


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.add_module("fc", nn.Linear(2, 2))
        self.register_module("act", nn.Sigmoid())

    def forward(self, x):
        return self.act(self.fc(x))


net = Net()
print(net)
print([n for n, _ in net.named_parameters()])
try:
    net.add_module("a.b", nn.ReLU())
except KeyError as e:
    print("KeyError", e)
try:
    net.add_module("c", 3)
except TypeError as e:
    print("TypeError", e)
