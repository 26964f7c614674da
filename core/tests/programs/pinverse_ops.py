# torch.pinverse of full-rank square, tall, wide and batched matrices (float64 inside), with gradients.
import torch

device = "cpu"
A = torch.tensor([[2.0, -1.0, 0.5], [1.0, 3.0, -2.0], [0.0, 1.5, 1.0], [-1.0, 0.25, 2.0]], device=device, requires_grad=True)


def r(t):
    return [round(v, 4) for v in t.reshape(-1).tolist()]


for name, f in [("tall", lambda: torch.pinverse(A)), ("wide", lambda: torch.pinverse(A.t())),
                ("square", lambda: A[:3].pinverse()), ("batch", lambda: torch.pinverse(torch.stack([A[:3], A[1:]])))]:
    A.grad = None
    P = f()
    (P * torch.arange(float(P.numel()), device=device).reshape(P.shape) / 10).sum().backward()
    print(name, list(P.shape), r(P), "grad", r(A.grad))
print("identity", r(torch.pinverse(A.detach()) @ A.detach()))
print("empty", list(torch.pinverse(torch.zeros(2, 0, 3, device=device)).shape))
for bad in [lambda: torch.pinverse(torch.ones(3, device=device))]:
    try:
        bad()
    except RuntimeError as e:
        print("RuntimeError", e)
