import torch
from torch import nn, optim
device = "cpu"
torch.manual_seed(0)
class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(3, 4), nn.ReLU())
        self.head = nn.Linear(4, 2)
    def forward(self, x):
        return self.head(self.body(x))
net = Net().to(device)
print(net._get_name(), net.body._get_name(), Net.call_super_init, Net.dump_patches, net._version)
net.set_submodule("body.1", nn.Tanh())
net.set_submodule("head", nn.Linear(4, 3).to(device))
print(net)
try:
    net.set_submodule("body.missing", nn.ReLU(), strict=True)
except AttributeError as e:
    print("AttributeError", e)
try:
    net.set_submodule("head", "not a module")
except ValueError as e:
    print("ValueError", e)
print(net.compile())
print(net(torch.ones(1, 3, device=device)).shape)
print(net.float() is net, net.type(torch.float32) is net)
params = [nn.Parameter(torch.tensor([1.0, -2.0], device=device))]
opt = optim.Adagrad(params, lr=0.5)
log = []
h1 = opt.register_step_pre_hook(lambda o, a, k: log.append(("pre", len(o.param_groups))))
h2 = opt.register_step_post_hook(lambda o, a, k: log.append(("post", round(o.param_groups[0]["params"][0][0].item(), 4))))
for step in range(3):
    opt.zero_grad()
    loss = (params[0] ** 2).sum()
    loss.backward()
    opt.step()
    if step == 1:
        h1.remove()
print(log)
h2.remove()
opt.step()
print(len(log), params[0])
o2 = optim.RMSprop(params, lr=0.01)
o2.register_step_pre_hook(lambda o, a, k: (a, k))
print(o2.step())
