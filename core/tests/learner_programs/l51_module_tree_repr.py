# Walking a model: print(model), named_modules/named_children/named_parameters with prefixes,
# get_submodule, ModuleDict/ModuleList/ParameterList/ParameterDict, parameter counting.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(18)


class Block(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.conv = nn.Conv2d(c, c, 3, padding=1, bias=False)
        self.bn = nn.BatchNorm2d(c)
        self.act = nn.LeakyReLU(0.1, inplace=True)

    def forward(self, x):
        return x + self.act(self.bn(self.conv(x)))


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.stem = nn.Conv2d(3, 4, 1)
        self.blocks = nn.ModuleList([Block(4) for _ in range(2)])
        self.heads = nn.ModuleDict({"cls": nn.Linear(4, 2), "reg": nn.Linear(4, 1)})
        self.scales = nn.ParameterList([nn.Parameter(torch.ones(1)) for _ in range(2)])
        self.extra = nn.ParameterDict({"temp": nn.Parameter(torch.tensor(0.5))})
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.drop = nn.Dropout(p=0.25)

    def forward(self, x):
        x = self.stem(x)
        for s, b in zip(self.scales, self.blocks):
            x = s * b(x)
        x = self.drop(self.pool(x).flatten(1))
        return self.heads["cls"](x) / self.extra["temp"], self.heads["reg"](x)


net = Net().to(device)
print(net)
print([n for n, _ in net.named_children()])
print([n for n, _ in net.named_modules()][:8], len(list(net.modules())))
print([(n, tuple(p.shape)) for n, p in net.named_parameters() if "blocks.1" in n or "scales" in n or "extra" in n])
print(sum(p.numel() for p in net.parameters()), sum(b.numel() for b in net.buffers()))
print(net.get_submodule("blocks.1.bn"), net.get_parameter("heads.reg.bias").shape)
print([type(m).__name__ for m in net.blocks[0].children()])
print("cls" in net.heads, list(net.heads.keys()), len(net.scales))
cls, reg = net(torch.randn(2, 3, 5, 5).to(device))
print(tuple(cls.shape), tuple(reg.shape))
net.eval()
print(net.training, net.blocks[0].bn.training, net.drop.training)
net.blocks.train()
print(net.training, net.blocks[1].bn.training, net.drop.training)
print(repr(nn.Sequential(nn.Linear(2, 3), nn.GELU(approximate="tanh"), nn.Dropout1d(0.1))))
