# A model built under torch.set_default_dtype(torch.float64): MultiLabelMarginLoss keeps its masks
# in the input's dtype (a float32 mask scattered into float64 zeros was an error), and a LayerNorm
# without elementwise_affine prints bias=False as PyTorch's does (it has no bias at all).
import torch
import torch.nn as nn

device = "cpu"
torch.set_default_dtype(torch.float64)
torch.manual_seed(0)

x = torch.randn(3, 5, device=device)
target = torch.tensor([[3, 0, -1, 1, 2], [1, -1, 0, 0, 0], [4, 2, 1, -1, 3]], device=device)
for reduction in ["mean", "sum", "none"]:
    loss = nn.MultiLabelMarginLoss(None, None, reduction)(x, target)
    print(reduction, loss.dtype, [round(v, 5) for v in loss.reshape(-1).tolist()])
x.requires_grad_(True)
nn.MultiLabelMarginLoss()(x, target).backward()
print("grad", [round(v, 5) for v in x.grad.flatten().tolist()])
print("1-d", round(nn.functional.multilabel_margin_loss(x[0].detach(), target[0]).item(), 5))

for ln in [nn.LayerNorm(5, 1e-3, False), nn.LayerNorm(5, 1e-3, True, False), nn.LayerNorm((5,), 0.5)]:
    ln = ln.to(device)
    print(ln, ln.weight is None, ln.bias is None)
    print([round(v, 4) for v in ln(x.detach()).sum(0).tolist()])
