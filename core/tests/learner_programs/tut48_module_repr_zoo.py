# Printing models: the repr of many layer types with non-default options, nested containers,
# ModuleDict/ModuleList/ParameterList/ParameterDict, and a custom extra_repr.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)


class Scale(nn.Module):
    def __init__(self, factor):
        super().__init__()
        self.factor = factor

    def extra_repr(self):
        return f"factor={self.factor}"

    def forward(self, x):
        return x * self.factor


model = nn.Sequential(
    nn.Conv2d(3, 8, 3, stride=2, padding=1, bias=False, padding_mode="reflect"),
    nn.BatchNorm2d(8, eps=1e-3, momentum=0.05),
    nn.LeakyReLU(0.2, inplace=True),
    nn.MaxPool2d(2, stride=2, ceil_mode=True),
    nn.Conv2d(8, 8, (3, 1), dilation=(2, 1), groups=4),
    nn.AvgPool2d(2, count_include_pad=False),
    nn.AdaptiveAvgPool2d((1, 1)),
    nn.Flatten(),
    nn.Dropout(p=0.3),
    nn.Linear(8, 4),
    Scale(0.5),
).to(device)
print(model)
print(nn.Sequential(nn.ConvTranspose2d(4, 2, 4, stride=2, padding=1, output_padding=0), nn.Upsample(scale_factor=2, mode="bilinear", align_corners=False)))
print(nn.Conv1d(2, 4, 5, padding="same"), nn.Conv3d(1, 2, (1, 2, 3)))
print(nn.LayerNorm([4, 5], elementwise_affine=False), nn.GroupNorm(2, 8), nn.InstanceNorm1d(3, affine=True))
print(nn.BatchNorm1d(5, affine=False, track_running_stats=False))
print(nn.Embedding(10, 3, padding_idx=0), nn.EmbeddingBag(10, 3, mode="max"))
print(nn.LSTM(4, 8, num_layers=2, batch_first=True, dropout=0.1, bidirectional=True))
print(nn.GRU(3, 5, bias=False), nn.RNN(3, 5, nonlinearity="relu"))
print(nn.LSTMCell(3, 4), nn.GRUCell(3, 4, bias=False))
print(nn.MultiheadAttention(8, 2, batch_first=True))
print(nn.Softmax(dim=-1), nn.LogSoftmax(dim=1), nn.ELU(alpha=0.5), nn.Hardtanh(-2.0, 2.0), nn.Softplus(beta=2, threshold=10))
print(nn.PReLU(num_parameters=3), nn.GELU(approximate="tanh"), nn.Threshold(0.1, 20.0), nn.CELU(), nn.SiLU(), nn.Mish())
print(nn.CrossEntropyLoss(label_smoothing=0.1), nn.MSELoss(reduction="sum"), nn.SmoothL1Loss(beta=0.5), nn.HuberLoss(delta=2.0))
print(nn.Identity(), nn.Unflatten(1, (2, 4)), nn.ZeroPad2d((1, 1, 2, 0)), nn.ReflectionPad1d(2), nn.ConstantPad2d(1, 3.5))
print(nn.PixelShuffle(2), nn.Upsample(size=(4, 4)), nn.Bilinear(3, 4, 5), nn.CosineSimilarity(dim=0), nn.PairwiseDistance(p=1.0))
print(nn.MaxPool1d(3, stride=1, padding=1, return_indices=True), nn.AdaptiveMaxPool2d(3), nn.LPPool2d(2, 3))
print(nn.Dropout2d(0.2), nn.AlphaDropout(0.1), nn.Hardswish(), nn.Softmin(dim=0), nn.Tanhshrink(), nn.Softshrink(0.3))
heads = nn.ModuleDict({"cls": nn.Linear(4, 3), "reg": nn.Sequential(nn.Linear(4, 1), nn.Sigmoid())})
blocks = nn.ModuleList([nn.Linear(2, 2) for _ in range(2)])
print(heads)
print(blocks)
print(nn.ParameterList([nn.Parameter(torch.zeros(2)), nn.Parameter(torch.ones(3, 1))]))
print(nn.ParameterDict({"alpha": nn.Parameter(torch.ones(1)), "beta": nn.Parameter(torch.zeros(2, 2))}))
print(nn.TransformerEncoderLayer(8, 2, dim_feedforward=16, batch_first=True))
x = torch.randn(2, 3, 32, 32, device=device)
model.eval()
print(model(x).shape, sum(p.numel() for p in model.parameters()))
