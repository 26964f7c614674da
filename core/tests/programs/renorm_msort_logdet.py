# renorm (function, method, in place), msort and logdet, with gradients.
import torch

device = "cpu"
x = (torch.arange(24.0, device=device).reshape(2, 3, 4) / 7 - 1.5).requires_grad_(True)


def run(name, out):
    x.grad = None
    (out * torch.arange(float(out.numel()), device=device).reshape(out.shape) / 10).sum().backward()
    print(name, [round(v, 5) for v in out.reshape(-1).tolist()])
    print("  grad", [round(v, 5) for v in x.grad.reshape(-1).tolist()])


run("renorm p2 dim0", torch.renorm(x, 2, 0, 3.0))
run("renorm p1 dim-1", torch.renorm(x, 1, -1, 2))
run("renorm method", x.renorm(2, 1, 1.5))
run("renorm inf", torch.renorm(x, float("inf"), 2, 1.0))
run("renorm big max", torch.renorm(x, 2, 1, 100.0))
y = torch.tensor([[3.0, 4.0], [0.3, 0.4]], device=device)
print("renorm_", y.renorm_(2, 0, 1.0) is y, [round(v, 5) for v in y.reshape(-1).tolist()])

run("msort", torch.msort(x))
run("msort method", x[0].t().msort())
print("msort int", torch.msort(torch.tensor([[3, 1], [1, 2], [2, 0]], device=device)).tolist())

a = torch.tensor([[2.0, 1.0, 0.5], [1.0, 3.0, 0.25], [0.5, 0.25, 4.0]], device=device, requires_grad=True)
ld = torch.logdet(a)
ld.backward()
print("logdet", round(ld.item(), 5), [[round(v, 5) for v in r] for r in a.grad.tolist()])
b = torch.stack([a.detach(), a.detach() * 2, torch.eye(3, device=device)]).requires_grad_(True)
ld = b.logdet()
(ld * torch.tensor([1.0, 2.0, 3.0], device=device)).sum().backward()
print("logdet batch", [round(v, 5) for v in ld.tolist()], [round(v, 5) for v in b.grad.reshape(-1).tolist()])
e = torch.zeros(2, 0, 0, device=device, requires_grad=True)
ld = torch.logdet(e)
ld.sum().backward()
print("logdet empty", ld.tolist(), list(e.grad.shape))
print("logdet 1x1", round(torch.logdet(torch.tensor([[1.5]], device=device)).item(), 5))

for bad in [
    lambda: torch.renorm(x, 0, 0, 1.0),
    lambda: torch.renorm(x, 2, 0, -1),
    lambda: torch.renorm(x, 2, 3, 1.0),
    lambda: torch.renorm(x[0, 0], 2, 0, 1.0),
    lambda: torch.logdet(torch.ones(2, 3, device=device)),
    lambda: torch.logdet(torch.ones(3, device=device)),
    lambda: torch.logdet(torch.ones(2, 2, dtype=torch.int64, device=device)),
]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
