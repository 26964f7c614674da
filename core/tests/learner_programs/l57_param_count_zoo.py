# Counting parameters layer by layer, as learners check their arithmetic: conv groups, LSTM
# with proj_size, bidirectional GRU, MultiheadAttention with kdim/vdim and bias_kv,
# a TransformerEncoderLayer, BatchNorm with affine=False, LayerNorm without bias.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)


def report(name, m):
    shapes = [(n, tuple(p.shape)) for n, p in m.named_parameters()]
    total = sum(p.numel() for p in m.parameters())
    print(f"{name}: {total:,}")
    for n, s in shapes:
        print(f"    {n:24s} {s}")


report("conv groups", nn.Conv2d(6, 12, (3, 5), groups=3))
report("conv depthwise", nn.Conv1d(4, 8, 3, groups=4, bias=False))
report("conv transpose", nn.ConvTranspose2d(4, 2, 3, groups=2))
report("lstm proj", nn.LSTM(2, 3, proj_size=2))
report("gru bi 2 layers", nn.GRU(4, 5, num_layers=2, bidirectional=True))
report("rnn", nn.RNN(3, 4, nonlinearity="relu", bias=False))
report("mha kdim vdim", nn.MultiheadAttention(4, 2, kdim=3, vdim=5))
report("mha bias_kv", nn.MultiheadAttention(4, 2, bias=False, add_bias_kv=True))
report("encoder layer", nn.TransformerEncoderLayer(8, 2, 16))
report("bn affine False", nn.BatchNorm1d(3, affine=False))
print(list(nn.BatchNorm1d(3, affine=False).state_dict()))
report("ln no bias", nn.LayerNorm(3, bias=False))
report("embedding", nn.Embedding(10, 4, padding_idx=0))
report("bilinear", nn.Bilinear(2, 3, 4))
report("prelu", nn.PReLU(3))
report("groupnorm", nn.GroupNorm(2, 4))
print(nn.Embedding(3, 2, padding_idx=1).weight[1].tolist())
print(nn.Linear(2, 2, bias=False).bias, list(nn.Linear(2, 2, bias=False).state_dict()))
cell = nn.LSTMCell(3, 4).to(device)
h, c = cell(torch.randn(2, 3, device=device))
print(tuple(h.shape), tuple(c.shape))
model = nn.Sequential(nn.Embedding(20, 8), nn.LSTM(8, 16, batch_first=True))
total = sum(p.numel() for p in model.parameters())
print(f"{total:,} params, {total * 4 / 1024:.2f} KiB as float32")
