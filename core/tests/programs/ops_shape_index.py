# Indexing ops written in Python over advanced indexing, gather and masked_fill: take,
# take_along_dim, masked_select, nonzero/argwhere, tril/triu_indices, index_fill(_), masked_fill_:
# values, gradients, edge cases and errors against PyTorch.
import torch

device = "cpu"


def show(label, f):
    try:
        r = f()
        if isinstance(r, tuple):
            print(label, [(tuple(t.shape), t.dtype, t.tolist()) for t in r])
        elif isinstance(r, torch.Tensor):
            print(label, tuple(r.shape), r.dtype, r.tolist())
        else:
            print(label, r)
    except Exception as e:
        print(label, type(e).__name__, e)


def grad(label, f, x):
    x = x.detach().clone().requires_grad_()
    y = f(x)
    w = torch.arange(1.0, y.numel() + 1.0, device=device).reshape(y.shape)
    (y * w).sum().backward()
    print(label, "grad", x.grad.tolist())


def long(data):
    return torch.tensor(data, device=device)


x = torch.arange(12.0, device=device).reshape(3, 4)
s = torch.tensor(2.5, device=device)
n = torch.tensor([[0, 3, 0], [-1, 0, 2]], device=device)

show("take", lambda: torch.take(x, long([[0, -1], [5, 11]])))
show("take m", lambda: x.take(long([3, 3, 0])))
show("take 0d", lambda: s.take(long(0)))
show("take empty", lambda: x.take(torch.zeros(0, 2, dtype=torch.long, device=device)))
show("take int", lambda: n.take(long([1, 5])))
show("take oob", lambda: x.take(long([1, 12, 13])))
show("take oob neg", lambda: x.take(long([-13])))
show("take float", lambda: x.take(torch.tensor([1.0], device=device)))
grad("take", lambda t: t.take(long([[1, 1], [-1, 0]])), x)
show("take_along_dim", lambda: torch.take_along_dim(x, long([[0], [1], [3]]), 1))
show("take_along_dim argsort", lambda: x.take_along_dim(x.argsort(dim=0, descending=True), 0))
show("take_along_dim flat", lambda: x.take_along_dim(long([0, 5])))
show("take_along_dim bcast", lambda: x.take_along_dim(long([[2, 0]]), 0))
show("take_along_dim neg dim", lambda: x.take_along_dim(long([[1], [0], [2]]), -1))
show("take_along_dim ndim", lambda: x.take_along_dim(long([0, 1]), 1))
show("take_along_dim size", lambda: x.take_along_dim(long([[0, 1]]), 1))
show("take_along_dim mismatch", lambda: x.take_along_dim(long([[0, 1], [1, 0]]), 0))
show("take_along_dim float", lambda: x.take_along_dim(torch.zeros(1, 1, device=device), 0))
grad("take_along_dim", lambda t: t.take_along_dim(long([[0, 0], [3, 1], [2, 2]]), 1), x)
show("masked_select", lambda: torch.masked_select(x, x > 6))
show("masked_select bcast", lambda: x.masked_select(long([1, 0, 1, 0]) > 0))
show("masked_select grow", lambda: x[0].masked_select(long([[1], [0]]) > 0))
show("masked_select 0d", lambda: s.masked_select(s > 0))
show("masked_select none", lambda: x.masked_select(x > 100))
show("masked_select int", lambda: n.masked_select(n != 0))
show("masked_select mask", lambda: x.masked_select(x))
grad("masked_select", lambda t: t.masked_select(long([True, False, True, True]) > 0), x)
show("nonzero", lambda: torch.nonzero(n))
show("nonzero tuple", lambda: torch.nonzero(n, as_tuple=True))
show("nonzero m", lambda: (x > 8).nonzero())
show("nonzero m tuple", lambda: x.nonzero(as_tuple=True))
show("nonzero 0d", lambda: torch.nonzero(s))
show("nonzero 0d zero", lambda: torch.nonzero(s * 0))
show("nonzero 0d tuple", lambda: torch.nonzero(s, as_tuple=True))
show("nonzero 0d zero tuple", lambda: (s * 0).nonzero(as_tuple=True))
show("nonzero empty", lambda: torch.nonzero(torch.zeros(0, 3, device=device)))
show("nonzero 3d", lambda: torch.nonzero(torch.arange(8, device=device).reshape(2, 2, 2) % 3 == 0))
show("nonzero index", lambda: x[torch.nonzero(x > 9, as_tuple=True)])
show("argwhere", lambda: torch.argwhere(long([True, False, True])))
show("argwhere m", lambda: n.argwhere())
show("tril_indices", lambda: torch.tril_indices(3, 4, device=device))
show("tril_indices neg", lambda: torch.tril_indices(3, 4, -1, device=device))
show("tril_indices big", lambda: torch.tril_indices(2, 3, 5, device=device))
show("tril_indices int32", lambda: torch.tril_indices(2, 2, dtype=torch.int32, device=device))
show("triu_indices", lambda: torch.triu_indices(3, 3, 1, device=device))
show("triu_indices wide", lambda: torch.triu_indices(2, 4, -1, device=device))
show("triu_indices empty", lambda: torch.triu_indices(0, 3, device=device))
show("tril_indices neg row", lambda: torch.tril_indices(-1, 3))
show("triu_indices neg col", lambda: torch.triu_indices(2, -2))
show("tril_indices float", lambda: torch.tril_indices(3, 3, dtype=torch.float32))
show("tril_indices index", lambda: x[:3, :3][tuple(torch.tril_indices(3, 3, device=device))])

show("index_fill", lambda: torch.index_fill(x, 1, long([0, 2]), -1.0))
show("index_fill neg", lambda: x.index_fill(-1, long([-1]), -1.0))
show("index_fill 0d index", lambda: x.index_fill(0, long(1), s))
show("index_fill int", lambda: n.index_fill(1, long([1]), 2.7))
show("index_fill repeat", lambda: x.index_fill(0, long([2, 2, -1]), 0.0))
show("index_fill empty", lambda: x.index_fill(0, torch.zeros(0, dtype=torch.long, device=device), 0.0))
show("index_fill 0d", lambda: s.index_fill(0, long([0]), 5.0))
show("index_fill oob", lambda: x.index_fill(1, long([1, 4]), -1.0))
show("index_fill oob neg", lambda: x.index_fill(-1, long([-5]), -1.0))
show("index_fill value", lambda: x.index_fill(0, long([1]), torch.tensor([5.0], device=device)))
show("index_fill dtype", lambda: x.index_fill(0, torch.tensor([1.0], device=device), 5))
show("index_fill 2d", lambda: x.index_fill(0, long([[1]]), 5))
show("index_fill dim", lambda: x.index_fill(2, long([1]), 5))
grad("index_fill", lambda t: t.index_fill(1, long([3, 0]), 7.0), x)
v = torch.tensor(2.0, device=device, requires_grad=True)
y = x.index_fill(1, long([0, 2]), v)
(y * x).sum().backward()
print("index_fill value grad", v.grad.item(), y.requires_grad)
y = x.clone()
show("index_fill_", lambda: y.index_fill_(0, long([0, 2]), 0.5))
show("index_fill_ self", lambda: y)
y = x.clone()
show("masked_fill_", lambda: y.masked_fill_(y > 5, 0.0))
show("masked_fill_ self", lambda: y)
y = x.clone()
show("masked_fill_ bcast", lambda: y.masked_fill_(long([True, False, True, False]) > 0, s))
y = x.clone()
show("masked_fill_ row", lambda: y[1].masked_fill_(y[1] > 5, -2.0))
show("masked_fill_ view", lambda: y)
show("masked_fill_ grow", lambda: x.clone()[0].masked_fill_(torch.ones(2, 4, dtype=torch.bool, device=device), 1.0))
show("masked_fill_ long mask", lambda: x.clone().masked_fill_(long([1, 0, 1, 0]), 1.0))
show("masked_fill_ value", lambda: x.clone().masked_fill_(x > 1, torch.ones(2, device=device)))
leaf = torch.ones(2, device=device, requires_grad=True)
show("masked_fill_ leaf", lambda: leaf.masked_fill_(leaf > 0, 1.0))
show("index_fill_ leaf", lambda: leaf.index_fill_(0, long([0]), 1.0))
