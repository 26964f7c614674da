# topk's sorted= keyword (positional too): True is the default; the order sorted=False leaves
# unspecified is a sorted one here.
import torch

device = "cpu"
x = torch.tensor([[3.0, 1.0, 4.0, 1.5], [2.0, 7.0, 1.0, 8.0]], device=device)
print(x.topk(2, 1, sorted=True))
print(torch.topk(x, 3, dim=1, largest=False, sorted=True).values)
print(x.topk(2, 1, True, True).indices)
v, i = x.topk(2, dim=0, sorted=False)
print(sorted(v.flatten().tolist()), i.shape)
