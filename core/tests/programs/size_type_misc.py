# Gaps tutorial programs hit: torch.Size as the tuple it is in PyTorch (slices are Sizes, len,
# unpacking, comparison with tuples, concatenation, numel/index/count, the constructor),
# Tensor.type() and Tensor.type(dtype), torch.as_tensor, Tensor.unflatten, and format specs on
# 0-dim tensors.
import torch

device = "cpu"
x = torch.zeros(2, 3, 4, device=device)
print(x.shape[1:], x.shape[::-1], x.shape[:0], x.shape[-1], x.shape[1:][0])
print(len(x.shape), x.shape == (2, 3, 4), (2, 3, 4) == x.shape, x.shape != (2, 3), x.shape == torch.Size([2, 3, 4]))
print(x.shape < (2, 4), x.shape[1:] == (3, 4), x.shape == [2, 3, 4])
a, b, c = x.shape
print(a, b, c, [d for d in x.shape], tuple(x.shape), list(x.shape), max(x.shape), sum(x.shape), 3 in x.shape)
print(torch.Size([2, 3]), torch.Size(), torch.Size((4,)), torch.Size(x.shape), isinstance(x.shape, torch.Size))
print(x.shape + (5,), (1,) + x.shape, x.shape[:1] + x.shape[2:], x.shape * 2)
print(x.shape.numel(), x.shape.index(3), x.shape.count(2), x.shape[1:].numel())
print(f"{x.shape}", torch.zeros(x.shape[1:]).shape, torch.ones(x.shape[:2]).shape, x.view(x.shape[0], -1).shape)
print(f"{torch.tensor(0.5):.2f}", f"{torch.tensor(3):5d}", "{:.3e}".format(torch.tensor(1234.5)))
for f in [lambda: torch.Size([2.5]), lambda: f"{torch.ones(2):.2f}", lambda: x.shape[1.0], lambda: x.shape.index(7)]:
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)

x = torch.arange(6.0, device=device).reshape(2, 3)
for f in [lambda: x.type(), lambda: x.type(torch.float64), lambda: x.type("torch.LongTensor"),
          lambda: x.type(torch.float32) is x, lambda: x.type("torch.FloatTensor") is x,
          lambda: x.long().type(), lambda: x.type(torch.int32).type(), lambda: x.type(torch.bool).type(),
          lambda: x.half().type(), lambda: x.bfloat16().type(), lambda: x.type("foo"), lambda: x.type(3),
          lambda: x.type(dtype=torch.int64), lambda: x.unflatten(1, (3, 1)).shape,
          lambda: x.unflatten(-1, (-1, 1)).shape, lambda: x.unflatten(0, torch.Size([1, 2])).shape,
          lambda: x.unflatten(1, (2, 2)), lambda: x.unflatten(1, ()), lambda: x.unflatten(1, (3, 1)).grad_fn,
          lambda: x.unflatten(1, [3]), lambda: torch.as_tensor([1, 2]),
          lambda: torch.as_tensor([1.0, 2], dtype=torch.float64), lambda: torch.as_tensor(x) is x,
          lambda: torch.as_tensor(x, dtype=torch.float32) is x, lambda: torch.as_tensor(x, dtype=torch.int64),
          lambda: torch.as_tensor(3.5), lambda: torch.as_tensor((1, 2), dtype=torch.int32),
          lambda: torch.as_tensor([[1, 2], [3, 4]], device=device).sum()]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
y = x.clone().requires_grad_()
z = y.unflatten(1, (3, 1))
print(z.grad_fn is not None, z.shape)
(z * torch.arange(3.0, device=device).unflatten(0, (3, 1))).sum().backward()
print(y.grad)
