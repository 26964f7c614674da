# Joining, splitting, grids and rotations written in Python over cat and views: atleast_*d,
# hstack/vstack/dstack/column_stack/row_stack, tensor_split/hsplit/vsplit/dsplit, meshgrid,
# cartesian_prod, rot90: values, gradients, edge cases and errors against PyTorch.
import torch

device = "cpu"


def show(label, f):
    try:
        r = f()
        if isinstance(r, (tuple, list)):
            print(label, [(tuple(t.shape), t.dtype, t.tolist()) for t in r])
        elif isinstance(r, torch.Tensor):
            print(label, tuple(r.shape), r.dtype, r.tolist())
        else:
            print(label, r)
    except Exception as e:
        print(label, type(e).__name__, e)


def grad(label, f, *xs):
    xs = [x.detach().clone().requires_grad_() for x in xs]
    y = f(*xs)
    if isinstance(y, tuple):
        y = torch.cat([t.reshape(-1) for t in y])
    w = torch.arange(float(y.numel()), device=device).reshape(y.shape)
    (y * w).sum().backward()
    print(label, "grad", [x.grad.tolist() for x in xs])


s = torch.tensor(7.0, device=device)
a = torch.arange(3.0, device=device)
b = torch.arange(3.0, 6.0, device=device)
m = torch.arange(6.0, device=device).reshape(2, 3)
c = torch.arange(24, device=device).reshape(2, 3, 4)

show("atleast_1d", lambda: torch.atleast_1d(s))
show("atleast_1d many", lambda: torch.atleast_1d(s, a, m))
show("atleast_1d list", lambda: torch.atleast_1d([s, a]))
show("atleast_2d", lambda: torch.atleast_2d(s, a, m))
show("atleast_3d", lambda: torch.atleast_3d(s, a, m))
show("atleast_3d 3d", lambda: torch.atleast_3d(c).shape == c.shape)
show("atleast none", lambda: torch.atleast_2d())
show("hstack 1d", lambda: torch.hstack([a, b, s]))
show("hstack 2d", lambda: torch.hstack((m, m[:, :1])))
show("hstack err", lambda: torch.hstack([]))
show("vstack", lambda: torch.vstack([a, b, m]))
show("row_stack", lambda: torch.row_stack((a, b)))
show("vstack 0d", lambda: torch.vstack([s, s]))
show("vstack err", lambda: torch.vstack([]))
show("dstack", lambda: torch.dstack([a, b]))
show("dstack 2d", lambda: list(torch.dstack((m, m)).shape))
show("dstack err", lambda: torch.dstack([]))
show("column_stack", lambda: torch.column_stack([a, b, m.t(), s.expand(3)]))
show("column_stack 0d", lambda: torch.column_stack([s, s]))
show("column_stack err", lambda: torch.column_stack([]))
show("concatenate", lambda: torch.concatenate([m, m], axis=1))
show("hstack int", lambda: torch.hstack([torch.tensor([1, 2], device=device), torch.tensor([3], device=device)]))
grad("hstack", lambda x, y: torch.hstack([x, y]), a, b)
grad("vstack", lambda x, y: torch.vstack([x, y]), a, m)
grad("dstack", lambda x, y: torch.dstack([x, y]), m, m)
grad("column_stack", lambda x, y: torch.column_stack([x, y]), a, m.t())

show("tensor_split n", lambda: torch.tensor_split(torch.arange(7, device=device), 3))
show("tensor_split more", lambda: torch.tensor_split(a, 5))
show("tensor_split idx", lambda: torch.tensor_split(torch.arange(8, device=device), [1, 5, 3, 20]))
show("tensor_split neg", lambda: torch.arange(8, device=device).tensor_split((-2, 6)))
show("tensor_split dim", lambda: c.tensor_split(3, dim=-1))
show("tensor_split t", lambda: m.tensor_split(torch.tensor([1], device=device), 1))
show("tensor_split t0", lambda: m.tensor_split(torch.tensor(2, device=device), 1))
show("tensor_split empty", lambda: torch.zeros(0, 2, device=device).tensor_split(2))
show("tensor_split 0d", lambda: torch.tensor_split(s, 2))
show("tensor_split 0", lambda: m.tensor_split(0))
show("tensor_split float", lambda: m.tensor_split(torch.tensor([1.0], device=device)))
show("tensor_split 2d", lambda: m.tensor_split(torch.tensor([[1]], device=device)))
show("tensor_split dim err", lambda: m.tensor_split(2, 2))
show("tensor_split kw", lambda: torch.tensor_split(m, sections=2, dim=1))
show("tensor_split kw idx", lambda: m.tensor_split(indices=[1], dim=-1))
grad("tensor_split", lambda x: x.tensor_split([1, 3], 1), m)
show("hsplit", lambda: torch.hsplit(c, 3))
show("hsplit 1d", lambda: torch.arange(6, device=device).hsplit([2, 3]))
show("hsplit err", lambda: m.hsplit(2))
show("hsplit 0", lambda: m.hsplit(0))
show("hsplit 0d", lambda: s.hsplit(1))
show("vsplit", lambda: torch.vsplit(c, [1]))
show("vsplit m", lambda: m.vsplit(2))
show("vsplit err", lambda: a.vsplit(1))
show("vsplit div", lambda: torch.zeros(3, 2, device=device).vsplit(2))
show("dsplit", lambda: c.dsplit(2))
show("dsplit idx", lambda: torch.dsplit(c, [1, 3]))
show("dsplit err", lambda: m.dsplit(1))
show("dsplit div", lambda: c.dsplit(3))
show("hsplit kw", lambda: torch.hsplit(m, sections=3))
show("vsplit kw", lambda: c.vsplit(indices=[1]))

show("meshgrid ij", lambda: torch.meshgrid(a, b[:2], indexing="ij"))
show("meshgrid xy", lambda: torch.meshgrid(a, b[:2], indexing="xy"))
show("meshgrid xy3", lambda: str([list(g.shape) for g in torch.meshgrid(a, b[:2], s, indexing="xy")]))
show("meshgrid list", lambda: torch.meshgrid([a[:2], b[:2]], indexing="ij"))
show("meshgrid one", lambda: torch.meshgrid(a, indexing="xy"))
show("meshgrid 0d", lambda: torch.meshgrid(s, a, indexing="ij"))
show("meshgrid empty", lambda: str([list(g.shape) for g in torch.meshgrid(a[:0], b, indexing="ij")]))
show("meshgrid bad", lambda: torch.meshgrid(a, a, indexing="foo"))
show("meshgrid none", lambda: torch.meshgrid(indexing="ij"))
show("meshgrid dtype", lambda: torch.meshgrid(a, torch.arange(2, device=device), indexing="ij"))
try:
    torch.meshgrid(m, a, indexing="ij")
except RuntimeError as e:
    print("meshgrid 2d", str(e).startswith("torch.meshgrid: Expected 0D or 1D tensor in the tensor list"))
grad("meshgrid", lambda x, y: torch.meshgrid(x, y, indexing="xy"), a, b)
show("cartesian_prod", lambda: torch.cartesian_prod(a[:2], b, torch.tensor([1.0, -1.0], device=device)))
show("cartesian_prod one", lambda: torch.cartesian_prod(a))
show("cartesian_prod int", lambda: torch.cartesian_prod(torch.arange(2, device=device), torch.arange(2, device=device)))
show("cartesian_prod empty", lambda: torch.cartesian_prod(a, a[:0]))
show("cartesian_prod 2d", lambda: torch.cartesian_prod(m))
show("cartesian_prod 0d", lambda: torch.cartesian_prod(s, a))
show("cartesian_prod none", lambda: torch.cartesian_prod())
grad("cartesian_prod", lambda x, y: torch.cartesian_prod(x, y), a, b[:2])

show("rot90", lambda: torch.rot90(m))
show("rot90 k2", lambda: m.rot90(2))
show("rot90 k3", lambda: m.rot90(3, [0, 1]))
show("rot90 k-1", lambda: m.rot90(-1))
show("rot90 k0", lambda: m.rot90(4))
show("rot90 dims", lambda: c.rot90(1, (2, 0)))
show("rot90 neg dims", lambda: c.rot90(1, [-1, -2])[0])
show("rot90 dims err", lambda: m.rot90(1, [0]))
show("rot90 1d", lambda: a.rot90())
show("rot90 same", lambda: m.rot90(1, [0, 0]))
show("rot90 same neg", lambda: m.rot90(1, [0, -2]))
show("rot90 range", lambda: m.rot90(1, [0, 2]))
grad("rot90", lambda x: x.rot90(1), m)
