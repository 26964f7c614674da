# nn.ReflectionPad3d/ReplicationPad3d/CircularPad3d, nn.BatchNorm3d and nn.InstanceNorm3d:
# reprs, values, running statistics and the gradients of the inputs.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)


def r(t):
    return [round(v, 4) for v in t.detach().flatten().tolist()]


x = torch.randn(2, 3, 2, 3, 4, device=device, requires_grad=True)
w = torch.randn(2, 3, 4, 5, 7, device=device)
for m in (nn.ReflectionPad3d(1), nn.ReplicationPad3d((1, 0, 0, 1, 1, 0)),
          nn.CircularPad3d((1, 2, 0, 1, 1, 0)), nn.ReflectionPad3d((0, 1, 1, 1, 0, 1))):
    out = m(x)
    print(m, tuple(out.shape), r(out[1, 2, 0]))
    (out * w[:, :, : out.shape[2], : out.shape[3], : out.shape[4]]).sum().backward()
    print(r(x.grad[1, 2]))
    x.grad = None
print(nn.ReplicationPad3d(1)(x[0]).shape)

for m in (nn.BatchNorm3d(3), nn.BatchNorm3d(3, affine=False, momentum=None),
          nn.InstanceNorm3d(3), nn.InstanceNorm3d(3, affine=True, track_running_stats=True)):
    m.to(device)
    print(m)
    out = m(x)
    (out * w[:, :, :2, :3, :4]).sum().backward()
    print(r(out[1, 1, 1]), r(x.grad[0, 2, 0]))
    x.grad = None
    if m.running_mean is not None:
        print(r(m.running_mean), r(m.running_var))
        m.eval()
        print(r(m(x)[0, 0, 0]))
    if m.weight is not None:
        print([round(v, 2) for v in (m.weight.grad.tolist() + m.bias.grad.tolist())])
print(nn.InstanceNorm3d(3)(x[1]).shape)
bn = nn.BatchNorm3d(3).to(device)  # an empty batch: a copy, the running statistics untouched
e = torch.randn(0, 3, 2, 2, 2, device=device, requires_grad=True)
bn(e).sum().backward()
print(bn(e).shape, e.grad.shape, bn.running_mean.tolist(), bn.num_batches_tracked.item(), bn.weight.grad.tolist())
try:
    nn.BatchNorm3d(3)(x[0])
except ValueError as e:
    print("ValueError:", e)
