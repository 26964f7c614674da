# Random fills of non-contiguous tensors draw in memory order, as PyTorch's iterator visits
# them: rand_like/randn_like of a transposed tensor, dropout of a transposed activation,
# in-place uniform_/normal_/bernoulli_ on transposed and permuted views.
import torch
import torch.nn.functional as F

device = "cpu"


def show(name, t):
    print(name, [round(v, 4) for v in t.flatten().tolist()])


torch.manual_seed(0)
show("rand_like(t)", torch.rand_like(torch.empty(3, 4, device=device).t()))
torch.manual_seed(0)
show("randn_like(t) small", torch.randn_like(torch.empty(2, 3, device=device).t()))
torch.manual_seed(0)
show("randn_like(t) large", torch.randn_like(torch.empty(5, 4, device=device).t()))
torch.manual_seed(0)
show("randn_like(permuted)", torch.randn_like(torch.empty(2, 3, 4, device=device).permute(2, 0, 1))[0])
torch.manual_seed(0)
x = torch.ones(4, 3, device=device).t()
show("dropout(t)", F.dropout(x, 0.5, training=True))
torch.manual_seed(0)
show("dropout(contiguous)", F.dropout(torch.ones(3, 4, device=device), 0.5, training=True))
torch.manual_seed(0)
w = torch.zeros(3, 5, device=device)
w.t().uniform_(-1, 1)
show("t().uniform_", w)
torch.manual_seed(0)
w = torch.zeros(4, 6, device=device)
w.t().normal_()
show("t().normal_", w)
torch.manual_seed(0)
b = torch.zeros(3, 4, device=device)
b.t().bernoulli_(0.5)
show("t().bernoulli_", b)
torch.manual_seed(0)
s = torch.zeros(4, 6, device=device)
s[:, ::2].uniform_()
show("slice uniform_", s)
torch.manual_seed(0)
lin = torch.nn.Linear(3, 4).to(device)
torch.nn.init.xavier_uniform_(lin.weight.t())
show("xavier on a transposed weight", lin.weight.detach())

torch.manual_seed(0)
layer = torch.nn.TransformerEncoderLayer(d_model=8, nhead=2, dim_feedforward=16, dropout=0.1,
                                         batch_first=True).to(device)
src = torch.randn(2, 5, 8, device=device)
layer.train()
out = layer(src)
show("encoder layer, training", out[0, :2, :4].detach())
print("mean |out|", round(out.abs().mean().item(), 4))
