# Printing models: a full nn.Transformer, LSTM with proj_size, convs with non-default options,
# Upsample/Flatten/Unflatten, ParameterList/ParameterDict, empty containers, a custom extra_repr,
# Sequential from an OrderedDict, and repeated sub-modules collapsed in the repr.
from collections import OrderedDict

import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(67)

print(nn.Transformer(d_model=8, nhead=2, num_encoder_layers=1, num_decoder_layers=1, dim_feedforward=16).to(device))
print(nn.LSTM(4, 6, num_layers=2, proj_size=3, batch_first=True, dropout=0.1, bidirectional=True))
print(nn.GRU(3, 5, bias=False))
print(nn.RNN(3, 5, nonlinearity="relu"))
print(nn.Conv2d(3, 8, (3, 5), stride=(2, 1), padding=(1, 2), dilation=2, groups=1, bias=False, padding_mode="reflect"))
print(nn.ConvTranspose2d(4, 2, 3, stride=2, output_padding=1))
print(nn.Conv1d(4, 4, 3, padding="same", groups=4))
print(nn.MaxPool2d(3, stride=2, padding=1, ceil_mode=True), nn.AvgPool1d(2, count_include_pad=False))
print(nn.AdaptiveAvgPool2d((None, 4)), nn.Upsample(scale_factor=2, mode="bilinear", align_corners=False))
print(nn.Flatten(0, -1), nn.Unflatten(1, (2, 4)), nn.Identity(54, key="x"))
print(nn.Dropout(p=0.25, inplace=True), nn.LeakyReLU(0.2, inplace=True), nn.Softmax(dim=-1), nn.ELU(alpha=0.5))
print(nn.Embedding(10, 4, max_norm=1.0, norm_type=1.0))
print(nn.Bilinear(3, 4, 5), nn.PReLU(num_parameters=3), nn.Hardtanh(-2, 2), nn.Threshold(0.1, 20))
pl = nn.ParameterList([nn.Parameter(torch.zeros(2, 3)), nn.Parameter(torch.ones(4))])
print(pl)
pd = nn.ParameterDict({"alpha": nn.Parameter(torch.tensor(1.0)), "beta": nn.Parameter(torch.zeros(2, 2))})
print(pd)
print(nn.ModuleList(), nn.Sequential(), nn.ModuleDict())


class Scale(nn.Module):
    def __init__(self, s, learnable=False):
        super().__init__()
        self.s = s
        self.learnable = learnable

    def extra_repr(self):
        return f"s={self.s}, learnable={self.learnable}"


class Block(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Sequential(OrderedDict([("fc", nn.Linear(4, 4)), ("act", nn.GELU(approximate="tanh")), ("scale", Scale(0.5))]))

    def forward(self, x):
        return x + self.body(x)


net = nn.Sequential(OrderedDict([
    ("stem", nn.Linear(2, 4)),
    ("blocks", nn.ModuleList([Block() for _ in range(3)])),
    ("heads", nn.ModuleDict({"cls": nn.Linear(4, 3), "reg": nn.Sequential(nn.Linear(4, 1), nn.Sigmoid())})),
]))
print(net)
print(net.blocks[1].body.scale, net.heads["reg"][1])
print(repr(net.stem), str(net.heads.cls))
lin = nn.Linear(2, 2)
print(lin.weight.shape, repr(nn.Parameter(torch.tensor([1.5, -2.0]))))
print(nn.Parameter(torch.zeros(2), requires_grad=False))
