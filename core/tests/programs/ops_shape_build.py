# Constructions written in Python over cat, where and cumprod: block_diag, diag_embed, diagflat,
# combinations, vander, and the Tensor.new_* / type_as methods: values, gradients, edge cases and
# errors against PyTorch.
import torch

device = "cpu"


def show(label, f):
    try:
        r = f()
        if isinstance(r, torch.Tensor):
            print(label, tuple(r.shape), r.dtype, r.requires_grad, r.tolist())
        else:
            print(label, r)
    except Exception as e:
        print(label, type(e).__name__, e)


def grad(label, f, *xs):
    xs = [x.detach().clone().requires_grad_() for x in xs]
    y = f(*xs)
    w = torch.arange(1.0, y.numel() + 1.0, device=device).reshape(y.shape)
    (y * w).sum().backward()
    print(label, "grad", [[round(v, 4) for v in x.grad.reshape(-1).tolist()] for x in xs])


s = torch.tensor(2.0, device=device)
v = torch.tensor([1.0, 2.0, 3.0], device=device)
m = torch.arange(4.0, device=device).reshape(2, 2)
k = torch.tensor([1, 2, 3], device=device)

show("block_diag", lambda: torch.block_diag(s, v[:2], m))
show("block_diag int", lambda: torch.block_diag(k, k[:1]))
show("block_diag promote", lambda: torch.block_diag(torch.tensor([True], device=device), k[:1]))
show("block_diag mixed", lambda: torch.block_diag(k[:1], v[:1]))
show("block_diag empty block", lambda: torch.block_diag(torch.zeros(2, 0, device=device), m[:1, :1]))
show("block_diag none", lambda: torch.block_diag())
show("block_diag 3d", lambda: torch.block_diag(m, m.reshape(1, 2, 2)))
grad("block_diag", lambda a, b: torch.block_diag(a, b), v, m)

show("diag_embed", lambda: torch.diag_embed(v))
show("diag_embed up", lambda: torch.diag_embed(v[:2], 1))
show("diag_embed down", lambda: v[:2].diag_embed(-1))
show("diag_embed batch", lambda: m.diag_embed())
show("diag_embed dims", lambda: torch.diag_embed(torch.arange(4, device=device).reshape(2, 2), 1, 2, 0))
show("diag_embed dims2", lambda: torch.diag_embed(torch.arange(6, device=device).reshape(2, 3), 0, 0, 2).shape)
show("diag_embed swap", lambda: m.diag_embed(-1, -1, -2))
show("diag_embed bool", lambda: (v > 1).diag_embed())
show("diag_embed empty", lambda: torch.zeros(0, device=device).diag_embed())
show("diag_embed 0d", lambda: torch.diag_embed(s))
show("diag_embed same", lambda: torch.diag_embed(v, 0, 0, 0))
show("diag_embed range", lambda: torch.diag_embed(v, 0, 0, 2))
grad("diag_embed", lambda a: a.diag_embed(1, 0, 2), m)
show("diagflat", lambda: torch.diagflat(m))
show("diagflat off", lambda: m.diagflat(2))
show("diagflat 0d", lambda: torch.diagflat(s, -1))
show("diagflat int", lambda: k.diagflat())
show("diagflat empty", lambda: torch.diagflat(torch.zeros(0, device=device)))
grad("diagflat", lambda a: a.diagflat(-1), m)

show("combinations", lambda: torch.combinations(k))
show("combinations 3", lambda: torch.combinations(v, 3))
show("combinations repl", lambda: torch.combinations(k, with_replacement=True))
show("combinations r1", lambda: torch.combinations(k, 1))
show("combinations r0", lambda: torch.combinations(k, 0))
show("combinations big", lambda: torch.combinations(k, 4))
show("combinations neg", lambda: torch.combinations(k, -1))
show("combinations 2d", lambda: torch.combinations(m))
show("combinations empty", lambda: torch.combinations(v[:0]))
grad("combinations", lambda a: torch.combinations(a, 2, True), v)

show("vander", lambda: torch.vander(k))
show("vander inc", lambda: torch.vander(v, 4, increasing=True))
show("vander 0", lambda: torch.vander(v, 0))
show("vander 1", lambda: torch.vander(v, N=1))
show("vander bool", lambda: torch.vander(torch.tensor([True, False], device=device)))
show("vander empty", lambda: torch.vander(v[:0]))
show("vander 2d", lambda: torch.vander(m))
show("vander neg", lambda: torch.vander(v, -1))
show("vander 0d", lambda: torch.vander(s))

show("new_zeros", lambda: m.new_zeros(2, 3))
show("new_zeros tuple", lambda: m.new_zeros((2,), dtype=torch.long))
show("new_zeros 0d", lambda: m.new_zeros(()))
show("new_zeros size", lambda: m.new_zeros(m.shape))
show("new_zeros none", lambda: m.new_zeros())
show("new_zeros neg", lambda: m.new_zeros(-1))
show("new_zeros kw", lambda: m.new_zeros(size=(1, 2), dtype=torch.int32))
show("new_empty kw", lambda: m.new_empty(size=[0]))
show("new_ones", lambda: k.new_ones([2]))
show("new_ones grad", lambda: m.new_ones(2, requires_grad=True))
show("new_full", lambda: m.new_full((2,), 3))
show("new_full int", lambda: k.new_full((2, 1), 3.7))
show("new_full dtype", lambda: k.new_full([1], 1.5, dtype=torch.float32))
show("new_full bad", lambda: m.new_full(2, 3))
show("new_empty", lambda: m.new_empty(0, 2))
show("new_empty dtype", lambda: m.new_empty((1, 0), dtype=torch.int64))
show("new_tensor", lambda: k.new_tensor([1.5, 2.5]))
show("new_tensor float", lambda: m.new_tensor([1, 2]))
show("new_tensor scalar", lambda: m.new_tensor(3))
show("new_tensor tensor", lambda: m.new_tensor(k))
show("new_tensor dtype", lambda: m.new_tensor([[1, 0]], dtype=torch.bool))
show("new_tensor grad", lambda: m.new_tensor([1.0], requires_grad=True))
show("new device", lambda: m.new_zeros(1).device == m.device)
show("type_as", lambda: k.type_as(m))
show("type_as bool", lambda: m.type_as(k > 1))
show("type_as same", lambda: m.type_as(v))
grad("type_as", lambda a: a.type_as(v) * 2, m)
