# nn.LazyLinear, nn.LazyBatchNorm1d/2d and nn.LazyInstanceNorm1d/2d: 0 features until the first
# call, which takes them from the input and makes (and, for LazyLinear, draws) the parameters as
# PyTorch does, in PyTorch's order, so seeded values match; after it each prints as the class it
# became. Training steps a lazily built network.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)
lin = nn.LazyLinear(3).to(device)
print(lin)
x = torch.randn(2, 4, device=device)
y = lin(x)
print(lin)
print(lin.in_features, lin.weight.shape, lin.bias.detach())
print(y.detach())
y.sum().backward()
print(lin.weight.grad)

net = nn.Sequential(
    nn.LazyConv1d(4, 3), nn.LazyBatchNorm1d(), nn.ReLU(), nn.Flatten(), nn.LazyLinear(2, bias=False)
).to(device)
print(net)
out = net(torch.randn(3, 2, 5, device=device))
print(net)
print(out.detach())
print([n for n, _ in net.named_parameters()])
print(list(net.state_dict().keys()))
print(net[1].running_mean, net[1].num_batches_tracked)
opt = torch.optim.SGD(net.parameters(), lr=0.1)
data = torch.randn(3, 2, 5, device=device)
for step in range(3):
    opt.zero_grad()
    loss = net(data).pow(2).mean()
    loss.backward()
    opt.step()
    print(step, round(loss.item(), 5))
print(net[4].weight.detach())

bn = nn.LazyBatchNorm2d(affine=False, device=device)
print(bn)
print(bn(torch.arange(8.0, device=device).reshape(2, 2, 1, 2)))
print(bn, bn.running_var)
inorm = nn.LazyInstanceNorm1d(device=device)
print(inorm)
print(inorm(torch.randn(2, 3, 4, device=device)).detach())
print(inorm, inorm.weight)
print(nn.LazyInstanceNorm2d(affine=False, track_running_stats=False))
lin2 = nn.LazyLinear(2, device=device)
lin2.register_forward_pre_hook(lambda mod, args: print("pre-hook sees", mod.in_features))
print(lin2(torch.randn(5, 7, 3, device=device)).shape, lin2.in_features)
try:
    nn.LazyInstanceNorm1d(device=device)(torch.randn(3, 5, device=device))
except ValueError as e:
    print("ValueError:", e)
