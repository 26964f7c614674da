import torch
from torch import nn
device = "cpu"
torch.manual_seed(0)
for m in [nn.BatchNorm1d(3), nn.BatchNorm2d(2, affine=False), nn.GroupNorm(1, 2), nn.RMSNorm(3), nn.InstanceNorm1d(2, affine=True)]:
    m = m.to(device)
    for p in m.parameters():
        with torch.no_grad():
            p.add_(torch.randn_like(p))
    if hasattr(m, "running_mean") and m.running_mean is not None:
        m(torch.randn(4, *((3,) if isinstance(m, nn.BatchNorm1d) else (2, 2, 2)), device=device))
    if hasattr(m, "reset_parameters"):
        m.reset_parameters()
    print(type(m).__name__, [p.tolist() for p in m.parameters()], [b.tolist() for b in m.buffers()])
