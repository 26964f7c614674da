# angle on real tensors, constant_pad_nd, nonzero_static, randint_like, empty_strided / empty_permuted.
import torch

device = "cpu"
x = torch.tensor([[-1.5, 0.0, 2.0], [-0.0, -3.0, 0.5]], device=device, requires_grad=True)
a = torch.angle(x)
a.sum().backward()
print("angle", [round(v, 5) for v in a.reshape(-1).tolist()], a.dtype, x.grad.tolist())
print("angle int", [round(v, 5) for v in torch.angle(torch.tensor([-2, 3, 0], device=device)).tolist()])
print("angle method", [round(v, 5) for v in x.detach().angle().reshape(-1).tolist()])

x.grad = None
p = torch.constant_pad_nd(x, (1, 2), 0.5)
(p * torch.arange(12.0, device=device).reshape(2, 6)).sum().backward()
print("pad", p.tolist(), x.grad.tolist())
print("pad negative", torch.constant_pad_nd(x.detach(), (-1, 0, 1, 1)).tolist())

m = torch.tensor([[0, 3, 0], [1, 0, 2]], device=device)
for size, fill in [(0, -1), (2, -1), (3, -1), (5, -1), (4, 7)]:
    print("nonzero_static", size, torch.nonzero_static(m, size=size, fill_value=fill).tolist())
print("nonzero_static method", m.nonzero_static(size=4).tolist())

torch.manual_seed(5)
r = torch.randint_like(x, 10)
print("randint_like", r.tolist(), r.dtype, r.requires_grad)
r = torch.randint_like(m, -3, 3)
print("randint_like low", r.tolist(), r.dtype)
print("randint_like dtype", torch.randint_like(x, 4, dtype=torch.int64).tolist())

e = torch.empty_strided((2, 3), (1, 2), device=device)
print("empty_strided", list(e.shape), e.dtype)
e = torch.empty_permuted((2, 3, 4), (2, 0, 1), dtype=torch.int64, device=device)
print("empty_permuted", list(e.shape), e.dtype)
for bad in [
    lambda: torch.empty_permuted((2, 3), (0, 0)),
    lambda: torch.empty_permuted((2, 3), (0,)),
    lambda: torch.nonzero_static(m, size=-1),
]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
