# Normalization through torch.nn.functional with your own buffers: F.batch_norm updating running
# stats in place (momentum, and momentum=None as a cumulative average), eval-mode use, F.layer_norm /
# F.group_norm / F.instance_norm / F.normalize / F.local_response_norm checked by hand.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(52)
x = torch.randn(8, 3, device=device) * 2 + 1
rm = torch.zeros(3, device=device)
rv = torch.ones(3, device=device)
y = F.batch_norm(x, rm, rv, training=True, momentum=0.1)
print([round(v, 4) for v in rm.tolist()], [round(v, 4) for v in rv.tolist()])
print("batch mean ~0:", [round(abs(v), 3) for v in y.mean(0).tolist()])
unbiased = x.var(0, unbiased=True)
print("running var uses unbiased:", torch.allclose(rv, 0.9 + 0.1 * unbiased, atol=1e-5))
ye = F.batch_norm(x, rm, rv, training=False)
print("eval:", torch.allclose(ye, (x - rm) / torch.sqrt(rv + 1e-5), atol=1e-5))

bn = nn.BatchNorm1d(3, momentum=None).to(device)
for i in range(3):
    bn(torch.randn(4, 3, device=device) + i)
print("cumulative:", [round(v, 4) for v in bn.running_mean.tolist()], bn.num_batches_tracked.item())
bn_noaffine = nn.BatchNorm1d(3, affine=False, track_running_stats=False).to(device)
print(bn_noaffine.running_mean, list(bn_noaffine.state_dict().keys()))
bn_noaffine.eval()
print("no running stats in eval:", round(bn_noaffine(x).mean().abs().max().item(), 4))

t = torch.randn(2, 4, 3, 3, device=device)
ln = F.layer_norm(t, t.shape[1:])
mu = t.mean((1, 2, 3), keepdim=True)
var = t.var((1, 2, 3), unbiased=False, keepdim=True)
print("layer_norm:", torch.allclose(ln, (t - mu) / torch.sqrt(var + 1e-5), atol=1e-5))
gn = F.group_norm(t, 2)
tg = t.view(2, 2, -1)
ref = ((tg - tg.mean(-1, keepdim=True)) / torch.sqrt(tg.var(-1, unbiased=False, keepdim=True) + 1e-5)).view_as(t)
print("group_norm:", torch.allclose(gn, ref, atol=1e-5))
inorm = F.instance_norm(t)
print("instance_norm == group_norm(C groups):", torch.allclose(inorm, F.group_norm(t, 4), atol=1e-5))
w = torch.tensor([1.0, 2.0, 0.5, 1.0], device=device)
b = torch.tensor([0.0, 1.0, 0.0, -1.0], device=device)
print("affine group_norm:", torch.allclose(F.group_norm(t, 2, w, b), gn * w.view(1, 4, 1, 1) + b.view(1, 4, 1, 1), atol=1e-5))
n1 = F.normalize(x, p=1, dim=1)
print([round(v, 4) for v in n1.abs().sum(1).tolist()[:3]])
print([round(v, 4) for v in F.normalize(torch.tensor([[3.0, 4.0], [0.0, 0.0]], device=device)).flatten().tolist()])
lrn = F.local_response_norm(t, size=3)
print(tuple(lrn.shape), round(lrn.abs().sum().item(), 3))
rms = t * torch.rsqrt(t.pow(2).mean(-1, keepdim=True) + 1e-6)
print("rms_norm:", torch.allclose(F.rms_norm(t, (3,), eps=1e-6), rms, atol=1e-5))
