# Shape ops written in Python over views: narrow, select, unbind, movedim, ravel, repeat, tile,
# broadcast_*: values, views, gradients, edge cases and errors against PyTorch.
import torch

device = "cpu"


def show(label, f):
    try:
        r = f()
        if isinstance(r, torch.Size):
            print(label, "Size", list(r))
        elif isinstance(r, tuple):
            print(label, [(tuple(t.shape), t.tolist()) for t in r])
        elif isinstance(r, torch.Tensor):
            print(label, tuple(r.shape), r.dtype, r.tolist())
        else:
            print(label, r)
    except Exception as e:
        print(label, type(e).__name__, e)


def grad(label, f, x):
    x = x.detach().clone().requires_grad_()
    y = f(x)
    if isinstance(y, tuple):
        y = torch.stack(y)
    w = torch.arange(float(y.numel()), device=device).reshape(y.shape)
    (y * w).sum().backward()
    print(label, "grad", x.grad.tolist())


x = torch.arange(12.0, device=device).reshape(3, 4)
s = torch.tensor(2.5, device=device)
e = torch.zeros(0, 3, device=device)
i = torch.arange(6, device=device).reshape(2, 3)

show("narrow", lambda: torch.narrow(x, 1, 1, 2))
show("narrow neg", lambda: torch.narrow(x, -1, -3, 2))
show("narrow err", lambda: torch.narrow(x, 0, 2, 5))
show("select", lambda: torch.select(x, 1, -1))
show("select m", lambda: x.select(0, 2))
show("select int", lambda: i.select(1, 0))
show("select oob", lambda: x.select(0, 5))
show("select oob2", lambda: x.select(-1, -5))
show("select 0d", lambda: s.select(0, 0))
show("select dim", lambda: x.select(2, 0))
v = x.clone()
v.select(1, 2).fill_(-1.0)
show("select view", lambda: v)
grad("select", lambda t: t.select(1, 1), x)
show("unbind", lambda: torch.unbind(x))
show("unbind 1", lambda: x.unbind(-1))
show("unbind empty", lambda: torch.unbind(e))
show("unbind empty 1", lambda: e.unbind(1))
show("unbind 0d", lambda: s.unbind())
grad("unbind", lambda t: t.unbind(1), x)
y = torch.arange(24.0, device=device).reshape(2, 3, 4)
show("movedim", lambda: torch.movedim(y, 0, -1).shape)
show("movedim tuple", lambda: y.movedim((0, 1), (2, 0)).shape)
show("movedim vals", lambda: torch.moveaxis(y, 2, 0)[1])
show("moveaxis m", lambda: y.moveaxis([-1, 0], [0, -1]).shape)
show("movedim 0d", lambda: s.movedim(0, -1))
show("movedim count", lambda: y.movedim((0, 1), (0,)))
show("movedim rep", lambda: y.movedim((0, 0), (0, 1)))
show("movedim rep dst", lambda: y.movedim((0, 1), (1, 1)))
show("movedim dim", lambda: y.movedim(3, 0))
grad("movedim", lambda t: t.movedim(0, 1), x)
show("ravel", lambda: torch.ravel(x.t()))
show("ravel 0d", lambda: s.ravel())
show("ravel empty", lambda: e.ravel())
show("repeat", lambda: x[:2, :2].repeat(2, 3))
show("repeat new dims", lambda: torch.tensor([1, 2], device=device).repeat(2, 1, 2))
show("repeat tuple", lambda: x[0].repeat((2,)))
show("repeat ones", lambda: x[0].repeat(1).tolist())
show("repeat zero", lambda: x.repeat(0, 2))
show("repeat 0d", lambda: s.repeat(2, 3))
show("repeat 0d none", lambda: s.repeat(()))
show("repeat short", lambda: x.repeat(2))
show("repeat neg", lambda: x.repeat(-1, 2))
show("repeat kw", lambda: x[0].repeat(repeats=(2, 1)))
show("repeat none", lambda: x.repeat())
r = x[0].repeat(1)
r[0] = 99.0
show("repeat copies", lambda: x[0])
grad("repeat", lambda t: t.repeat(2, 1, 2), x)
show("tile", lambda: torch.tile(x[:2, :2], (2,)))
show("tile m", lambda: i.tile(1, 2, 1))
show("tile 0d", lambda: s.tile((2,)))
show("tile 0d empty", lambda: s.tile(()))
show("tile neg", lambda: x.tile(-1))
show("tile kw", lambda: torch.tile(x[0], dims=(2,)))
grad("tile", lambda t: t.tile(2), x)
show("shapes", lambda: torch.broadcast_shapes((2, 1), (3,), 1))
show("shapes none", lambda: torch.broadcast_shapes())
show("shapes err", lambda: torch.broadcast_shapes((2, 1), (3,), 4))
show("shapes err2", lambda: torch.broadcast_shapes((2,), [3]))
show("broadcast_to", lambda: torch.broadcast_to(x[0], (2, 4)))
show("broadcast_to m", lambda: s.broadcast_to((2,)))
show("broadcast_to err", lambda: x.broadcast_to((3, 3)))
show("broadcast_tensors", lambda: torch.broadcast_tensors(x[:, :1], x[0], s))
show("broadcast_tensors list", lambda: [t.shape for t in torch.broadcast_tensors(x[:, :1], e[:, :1].t())])
show("broadcast_tensors err", lambda: torch.broadcast_tensors(x, torch.zeros(3, device=device)))
grad("broadcast_to", lambda t: t[:1].broadcast_to((3, 3, 4)), x)
