# alpha, cumsum's dtype and norm's p each change the result.
# reference: pytorch
# exit: 0
import torch

a = torch.tensor([1.0, 2.0, 3.0])
b = torch.tensor([10.0, 20.0, 30.0])
print(torch.add(a, b, alpha=2), a.add(b, alpha=-1), torch.sub(b, a, alpha=3))
print(torch.tensor([1, 2, 3]).cumsum(0, dtype=torch.float32))
print(torch.norm(a, p=1), a.norm(p=float("inf")), a.norm(1), torch.norm(a))
print(a.sum(dim=0, keepdim=True))
