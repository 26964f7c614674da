# Tensor indexing puzzles a learner works through: advanced indexing with index tensors and
# broadcasting, boolean masks, masked_fill, index_add_, index_copy_, index_fill_, scatter_reduce
# with include_self, gather along rows, topk/kthvalue/sort, cummax, and take/take_along_dim.
import torch

device = "cpu"
torch.manual_seed(0)

a = torch.arange(20, device=device).reshape(4, 5)
print(a)
print("a[[0, 2], [1, 3]] ->", a[[0, 2], [1, 3]])
print("a[[0, 2]][:, [1, 3]] ->\n", a[[0, 2]][:, [1, 3]])
rows = torch.tensor([[0], [3]], device=device)
cols = torch.tensor([[0, 4]], device=device)
print("broadcast corners:\n", a[rows, cols])
print("a[1:, [0, -1]]:\n", a[1:, [0, -1]])
print("a[..., 2]:", a[..., 2], "a[None, 0].shape:", a[None, 0].shape)
print("a[a % 3 == 0]:", a[a % 3 == 0])
print("rows with sum > 30:\n", a[a.sum(1) > 30])
b = a.clone()
b[b > 15] = -1
print("assign by mask:\n", b)
print("masked_fill:\n", a.masked_fill(a % 2 == 1, 0))
b = a.clone()
b[[0, 0, 1], [0, 0, 1]] = torch.tensor([7, 8, 9], device=device)
print("b[1, 1] after assignment:", b[1, 1].item())

acc = torch.zeros(3, 5, device=device)
acc.index_add_(0, torch.tensor([0, 2, 0], device=device), torch.ones(3, 5, device=device) * torch.tensor([[1.0], [2.0], [3.0]], device=device))
print("index_add_:\n", acc)
c = torch.zeros(4, 3, device=device)
c.index_copy_(0, torch.tensor([3, 1], device=device), torch.tensor([[1.0, 2, 3], [4, 5, 6]], device=device))
print("index_copy_:\n", c)
print("index_fill_:\n", torch.zeros(2, 4, device=device).index_fill_(1, torch.tensor([0, 2], device=device), 5.0))

src = torch.tensor([5.0, 1.0, 7.0, 2.0, 9.0, 3.0], device=device)
idx = torch.tensor([0, 1, 0, 1, 2, 2], device=device)
for reduce in ("sum", "prod", "mean", "amax", "amin"):
    out = torch.full((3,), 10.0, device=device)
    with_self = out.scatter_reduce(0, idx, src, reduce=reduce)
    without = out.scatter_reduce(0, idx, src, reduce=reduce, include_self=False)
    print(f"scatter_reduce {reduce:4s} include_self: {with_self.tolist()} excluded: {without.tolist()}")

scores = torch.tensor([[0.1, 0.7, 0.2], [0.5, 0.3, 0.2]], device=device)
print("gather picks:", scores.gather(1, torch.tensor([[1], [0]], device=device)).squeeze(1))
print("take flat:", torch.take(a, torch.tensor([0, 7, 19], device=device)))
order = scores.argsort(dim=1, descending=True)
print("take_along_dim sorted:\n", torch.take_along_dim(scores, order, dim=1))

x = torch.tensor([3.0, 1.0, 4.0, 1.0, 5.0, 9.0, 2.0, 6.0], device=device)
v, i = x.topk(3)
print("topk:", v, i)
v, i = x.topk(2, largest=False)
print("bottom-2:", v, i)
print("kthvalue(3):", x.kthvalue(3))
s = x.sort(stable=True)
print("sort values:", s.values, "indices:", s.indices)
print("cummax:", x.cummax(0))
print("cummin values:", x.cummin(0).values)
print("argmax of ties picks the first:", torch.tensor([1, 3, 3, 2], device=device).argmax().item())
print("nonzero:", (x > 4).nonzero().squeeze(1), "as_tuple:", (x > 4).nonzero(as_tuple=True))
print("where 1-arg:", torch.where(x > 4))
print("diagonal of a[:, :4]:", a[:, :4].diagonal(), "offset 1:", a.diagonal(offset=1))
print("flip/roll:", a[0].flip(0), a[0].roll(2))
i, j = torch.triu_indices(3, 3, offset=1, device=device)
print("triu_indices:", i.tolist(), j.tolist())
