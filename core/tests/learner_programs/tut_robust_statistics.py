# Order statistics in data cleaning: quantile with each interpolation mode, mode, median's
# lower-middle rule and indices, IQR outlier removal, a winsorized mean and the MAD.
import torch

device = "cpu"
torch.manual_seed(39)
x = torch.tensor([1.0, 2.0, 3.0, 4.0, 10.0, 2.0], device=device)
for interp in ["linear", "lower", "higher", "midpoint", "nearest"]:
    print(interp, [round(v, 4) for v in torch.quantile(x, torch.tensor([0.1, 0.5, 0.9], device=device), interpolation=interp).tolist()])
print(x.median().item(), torch.median(x, 0).indices.item(), x.sort().values.tolist())
print(torch.mode(torch.tensor([3, 1, 3, 2, 1, 3], device=device)).values.item())
m = torch.tensor([[1, 2, 2], [5, 5, 4], [7, 8, 9]], device=device)
print(m.mode(1).values.tolist(), m.median(1).values.tolist(), m.median(dim=0).indices.tolist())

data = torch.cat([torch.randn(50, device=device), torch.tensor([8.0, -7.0, 9.5], device=device)])
q1, q3 = torch.quantile(data, torch.tensor([0.25, 0.75], device=device))
iqr = q3 - q1
keep = (data >= q1 - 1.5 * iqr) & (data <= q3 + 1.5 * iqr)
print("removed:", int((~keep).sum().item()), sorted([round(v, 2) for v in data[~keep].tolist()]))
print(round(data.mean().item(), 3), round(data[keep].mean().item(), 3), round(data.median().item(), 3))
lo, hi = torch.quantile(data, torch.tensor([0.05, 0.95], device=device))
print("winsorized mean:", round(data.clamp(lo, hi).mean().item(), 3))
mad = (data - data.median()).abs().median()
print("MAD:", round(mad.item(), 3))
cols = torch.randn(6, 3, device=device)
print([round(v, 3) for v in torch.quantile(cols, 0.5, dim=0).tolist()], tuple(torch.quantile(cols, torch.tensor([0.2, 0.8], device=device), dim=1, keepdim=True).shape))
try:
    torch.quantile(x, 1.5)
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    torch.quantile(torch.tensor([1, 2], device=device), 0.5)
except RuntimeError as e:
    print("RuntimeError:", e)
