# Indexing and masking recipes: boolean masks, masked_fill, where, nonzero, gather along
# dims, scatter_add_, index_select, fancy indexing with lists, and assignment via masks.
import torch

device = "cpu"
torch.manual_seed(0)

x = torch.randint(-5, 6, (4, 5), device=device)
print(x)
mask = x > 0
print(mask.sum(), x[mask])
print(x.masked_fill(~mask, 0))
print(torch.where(x > 0, x, -x).sum(dim=1))
print(torch.nonzero(x == 0))
print(torch.nonzero(x == 0, as_tuple=True))
idx = torch.tensor([[0, 4], [1, 1], [2, 3], [4, 0]], device=device)
print(torch.gather(x, 1, idx))
print(x.index_select(0, torch.tensor([3, 0], device=device)))
print(x[[0, 2], [1, 3]])
print(x[1:3, ::2])
print(x[..., -1], x[:, None].shape, x[None, ..., None].shape)
y = x.clone().float()
y[y < 0] = 0.5
print(y)
y[:, 0] += 100
print(y[:, 0])
buckets = torch.zeros(3, device=device).scatter_add_(0, torch.tensor([0, 1, 0, 2, 1], device=device), torch.tensor([1.0, 2.0, 3.0, 4.0, 5.0], device=device))
print(buckets)
onehot = torch.zeros(4, 6, device=device).scatter_(1, torch.tensor([[1], [5], [0], [3]], device=device), 1.0)
print(onehot)
print(torch.nn.functional.one_hot(torch.tensor([1, 5, 0, 3]), num_classes=6).to(device).equal(onehot.long()))
vals, pos = (x.float() + 0.1 * torch.arange(5.0, device=device)).topk(2, dim=1)
print(vals, pos)
print(x.argmax(), x.argmax(dim=0), x.max(dim=1))
print(x.flatten()[x.flatten().argsort(descending=True)[:3]])
print(torch.masked_select(x, mask).shape, x[x.sum(1) > 0].shape)
print(x.index_put((torch.tensor([0, 1]), torch.tensor([0, 0])), torch.tensor([9, 9], device=device)))
