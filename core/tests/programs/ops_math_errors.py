# Error messages of the reductions, search and linear algebra written in Python
# (torch/_ops/reduce.py, torch/_ops/linalg.py): PyTorch's exception types and texts.
import torch

device = "cpu"
x = torch.tensor([[3.0, 1.0, 2.0], [0.0, 5.0, 4.0]], device=device)
i = torch.tensor([1, 2], device=device)


def attempt(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)


attempt(lambda: torch.kthvalue(x, 4, 1))
attempt(lambda: x.kthvalue(0))
attempt(lambda: torch.kthvalue(x, 1, 2))
attempt(lambda: torch.quantile(x, 1.5))
attempt(lambda: torch.quantile(x, torch.tensor([0.1, 1.5], device=device)))
attempt(lambda: torch.quantile(x.long(), 0.5))
attempt(lambda: torch.quantile(x, 0.5, interpolation="cubic"))
attempt(lambda: torch.nanmean(i))
attempt(lambda: torch.diff(torch.tensor(1.0, device=device)))
attempt(lambda: torch.diff(x, n=-1))
attempt(lambda: torch.histc(i, bins=3))
attempt(lambda: torch.histc(x, bins=4, min=3, max=1))
attempt(lambda: torch.bincount(torch.tensor([-1, 2], device=device)))
attempt(lambda: torch.bincount(x[0]))
attempt(lambda: torch.bincount(i, weights=torch.ones(3, device=device)))
attempt(lambda: torch.bincount(i.reshape(2, 1)))
attempt(lambda: torch.searchsorted(x[0], x[1], right=True, side="left"))
attempt(lambda: torch.heaviside(x, torch.tensor(1, device=device)))
attempt(lambda: torch.gcd(x, x))

attempt(lambda: torch.dot(x, x))
attempt(lambda: torch.dot(torch.ones(3, device=device), torch.ones(4, device=device)))
attempt(lambda: torch.dot(torch.ones(2, device=device), i))
attempt(lambda: torch.mv(x, torch.ones(4, device=device)))
attempt(lambda: torch.mv(x, torch.ones(3, 1, device=device)))
attempt(lambda: torch.cross(torch.ones(2, 2, device=device), torch.ones(2, 2, device=device), dim=1))
attempt(lambda: torch.linalg.cross(x, x[0]))
attempt(lambda: torch.tensordot(x, x, dims=1))
attempt(lambda: torch.matrix_power(x, 2))
attempt(lambda: torch.linalg.multi_dot([x]))
attempt(lambda: torch.linalg.matrix_norm(x, "cubic"))
attempt(lambda: torch.linalg.inv(torch.zeros(3, 3, device=device)))
attempt(lambda: torch.linalg.inv(torch.tensor([[1.0, 2.0], [2.0, 4.0]], device=device)))
attempt(lambda: torch.linalg.inv(x))
attempt(lambda: torch.linalg.det(x))
attempt(lambda: torch.linalg.solve(torch.zeros(3, 3, device=device), torch.ones(3, device=device)))
try:
    torch.linalg.inv(torch.zeros(2, 2, device=device))
except torch.linalg.LinAlgError as e:
    print("LinAlgError caught", isinstance(e, RuntimeError))
