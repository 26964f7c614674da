# The *_copy forms of views, split_with_sizes/unsafe_* splits and the *_scatter ops, with gradients.
import torch

device = "cpu"
x = (torch.arange(24.0, device=device).reshape(2, 3, 4) / 5 - 2).requires_grad_(True)
w = torch.linspace(-1, 1, 24, device=device).reshape(2, 3, 4)


def show(name, out):
    if isinstance(out, (tuple, list)):
        print(name, [list(t.shape) for t in out], [[round(v, 4) for v in t.reshape(-1).tolist()] for t in out])
    else:
        print(name, list(out.shape), [round(v, 4) for v in out.reshape(-1).tolist()])


def grad_of(name, f):
    x.grad = None
    out = f()
    outs = out if isinstance(out, (tuple, list)) else [out]
    total = sum((o * torch.arange(o.numel(), device=device).reshape(o.shape)).sum() for o in outs)
    total.backward()
    show(name, out)
    print("  grad", [round(v, 4) for v in x.grad.reshape(-1).tolist()])


grad_of("alias_copy", lambda: torch.alias_copy(x))
grad_of("diagonal_copy", lambda: torch.diagonal_copy(x, 1, 1, 2))
grad_of("expand_copy", lambda: torch.expand_copy(x[:, :1], (2, 2, 3, 4)))
grad_of("narrow_copy", lambda: torch.narrow_copy(x, -1, 1, 2))
grad_of("permute_copy", lambda: torch.permute_copy(x, (2, 0, 1)))
grad_of("select_copy", lambda: torch.select_copy(x, 1, -1))
grad_of("slice_copy", lambda: torch.slice_copy(x, 2, 1, None, 2))
grad_of("split_copy", lambda: torch.split_copy(x, 2, 1))
grad_of("split_with_sizes", lambda: torch.split_with_sizes(x, [1, 3], -1))
grad_of("split_with_sizes_copy", lambda: torch.split_with_sizes_copy(x, torch.Size([2, 1]), 1))
grad_of("squeeze_copy", lambda: torch.squeeze_copy(x[:1, :, :1], (0, 2)))
grad_of("t_copy", lambda: torch.t_copy(x[0]))
grad_of("transpose_copy", lambda: torch.transpose_copy(x, 0, -1))
grad_of("unbind_copy", lambda: torch.unbind_copy(x, 1))
grad_of("unfold_copy", lambda: torch.unfold_copy(x, 2, 2, 1))
grad_of("unsqueeze_copy", lambda: torch.unsqueeze_copy(x, -2))
grad_of("view_copy", lambda: torch.view_copy(x, (4, -1)))
grad_of("unsafe_chunk", lambda: torch.unsafe_chunk(x, 3, 2))
grad_of("unsafe_split", lambda: torch.unsafe_split(x, 3, 2))
grad_of("method narrow_copy", lambda: x.narrow_copy(0, 1, 1))
grad_of("method split_with_sizes", lambda: x.split_with_sizes([2, 2], 2))
grad_of("method unsafe_chunk", lambda: x.unsafe_chunk(2, 1))
grad_of("squeeze tuple", lambda: torch.squeeze(x.reshape(1, 2, 1, 12), (0, -2)))

src = w[:, 0].clone().requires_grad_(True)
grad_of("select_scatter", lambda: torch.select_scatter(x, src * 2, 1, 0))
print("  src grad", src.grad.tolist())
src2 = torch.ones(2, 3, 2, device=device, requires_grad=True)
grad_of("slice_scatter step", lambda: torch.slice_scatter(x, src2 * 3, 2, 0, None, 2))
print("  src grad", src2.grad.reshape(-1).tolist())
grad_of("slice_scatter", lambda: x.slice_scatter(w[:1] * 2, 0, 1))
d = torch.tensor([[5.0, 6.0], [7.0, 8.0]], device=device, requires_grad=True)
grad_of("diagonal_scatter", lambda: torch.diagonal_scatter(x, d, -1, 1, 2))
print("  src grad", d.grad.reshape(-1).tolist())
grad_of("method select_scatter", lambda: x.select_scatter(torch.zeros(2, 3, device=device), 2, 3))
grad_of("method diagonal_scatter", lambda: x[0].diagonal_scatter(torch.zeros(3, device=device)))

for bad in [
    lambda: torch.split_with_sizes(x, [1, 2], 0),
    lambda: torch.split_with_sizes(x, [3, -1], 0),
    lambda: torch.select_scatter(x, torch.zeros(3, device=device), 0, 0),
    lambda: torch.slice_scatter(x, torch.zeros(2, 3, 3, device=device), 2, 0, 4, 2),
    lambda: torch.diagonal_scatter(x[0], torch.zeros(4, device=device)),
    lambda: torch.slice_scatter(x, x, 0, 0, 2, 0),
    lambda: torch.squeeze(x, (1, -2)),
]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
