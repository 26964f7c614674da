# Lazy modules that infer in_features on the first call (LazyLinear, LazyConv2d, LazyBatchNorm1d),
# then BatchNorm details: momentum=None's cumulative average, num_batches_tracked,
# track_running_stats=False in eval mode, and the running stats after a few training batches.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)

model = nn.Sequential(
    nn.LazyConv2d(4, kernel_size=3, padding=1),
    nn.ReLU(),
    nn.AdaptiveAvgPool2d(2),
    nn.Flatten(),
    nn.LazyLinear(5),
).to(device)
print(model)
x = torch.randn(2, 3, 8, 8, device=device)
out = model(x)
print(out.shape)
print(model)
print(model[0].weight.shape, model[4].weight.shape, model[4].in_features)
print(sum(p.numel() for p in model.parameters()))

lazy_bn = nn.LazyBatchNorm1d().to(device)
print(lazy_bn(torch.randn(6, 3, device=device)).shape, lazy_bn.running_mean.shape, lazy_bn)

bn_cum = nn.BatchNorm1d(3, momentum=None).to(device)
bn_exp = nn.BatchNorm1d(3, momentum=0.1).to(device)
batches = [torch.randn(8, 3, device=device) * (i + 1) + i for i in range(4)]
for b in batches:
    bn_cum(b)
    bn_exp(b)
print("batches tracked", bn_cum.num_batches_tracked.item(), bn_exp.num_batches_tracked.item())
print("cumulative mean", bn_cum.running_mean.round(decimals=4))
print("average of batch means", torch.stack([b.mean(0) for b in batches]).mean(0).round(decimals=4))
print("exp mean", bn_exp.running_mean.round(decimals=4))
print("cumulative var", bn_cum.running_var.round(decimals=4))
print("exp var", bn_exp.running_var.round(decimals=4))

bn_cum.eval()
test = torch.tensor([[0.0, 1.0, 2.0]], device=device)
print("eval", bn_cum(test).round(decimals=4))

no_stats = nn.BatchNorm1d(3, track_running_stats=False).to(device)
print(no_stats.running_mean, no_stats.num_batches_tracked)
no_stats.eval()
print("no stats eval", no_stats(batches[0][:4]).mean(0).abs().max().item() < 1e-5)
try:
    no_stats.train()
    no_stats(test)
except ValueError as e:
    print("ValueError:", e)

bn2d = nn.BatchNorm2d(2).to(device)
imgs = torch.randn(4, 2, 3, 3, device=device)
y = bn2d(imgs)
print(y.mean(dim=(0, 2, 3)).abs().max().item() < 1e-5, y.var(dim=(0, 2, 3), unbiased=False).round(decimals=3))
print(bn2d.running_var.round(decimals=4), bn2d.state_dict().keys())
bn2d.reset_running_stats()
print(bn2d.running_mean, bn2d.running_var, bn2d.num_batches_tracked)
