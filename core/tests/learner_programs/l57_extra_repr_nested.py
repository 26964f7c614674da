# Module repr of nested custom modules with extra_repr, ModuleList/ModuleDict/Sequential
# nesting, repeated-layer folding, and empty containers.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)


class Scale(nn.Module):
    def __init__(self, factor, learnable=False):
        super().__init__()
        self.factor = factor
        self.learnable = learnable

    def extra_repr(self):
        return f"factor={self.factor}, learnable={self.learnable}"

    def forward(self, x):
        return x * self.factor


class MultiLine(nn.Module):
    def __init__(self):
        super().__init__()
        self.inner = nn.Linear(2, 2)

    def extra_repr(self):
        return "line one\nline two"


class Residual(nn.Module):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def forward(self, x):
        return x + self.fn(x)


model = nn.Sequential(
    nn.Linear(4, 8),
    Residual(nn.Sequential(nn.Linear(8, 8), Scale(0.5))),
    nn.ModuleList([Scale(1.0) for _ in range(3)]),
    nn.ModuleDict({"a": nn.Identity(), "b": nn.Dropout(p=0.1)}),
    MultiLine(),
    nn.Sequential(),
    nn.ModuleList(),
    Scale(2, learnable=True),
).to(device)
print(model)
print(repr(MultiLine()))
print(Scale(3))
print(nn.Sequential(*[nn.Linear(3, 3) for _ in range(4)], nn.ReLU(), nn.ReLU()))
print(nn.ModuleList([nn.Linear(2, 2), nn.Linear(2, 2), nn.Linear(2, 3), nn.Linear(2, 2)]))
print(nn.Conv2d(1, 2, (3, 5), stride=(2, 1), padding=(1, 2), dilation=2, groups=1, bias=False, padding_mode="reflect"))
print(nn.LSTM(3, 4, num_layers=2, batch_first=True, dropout=0.2, bidirectional=True))
print(nn.Embedding(10, 3, padding_idx=0, max_norm=1.0))
print(nn.LayerNorm((4, 5), eps=1e-6, elementwise_affine=False))
print(nn.MaxPool2d(2, ceil_mode=True), nn.AvgPool1d(3, count_include_pad=False))
print(nn.Upsample(scale_factor=2.0, mode="bilinear", align_corners=False))
print(nn.Flatten(0, -1), nn.Unflatten(1, (2, 3)))
print(nn.TransformerEncoderLayer(8, 2, dim_feedforward=16, batch_first=True).self_attn)
