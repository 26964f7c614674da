# Determinants, inverses and linear solves (Gauss-Jordan elimination with partial pivoting)
# written in Python over native ops (torch/_ops/linalg.py, torch.linalg).
import torch

device = "cpu"
a = torch.tensor([1.0, -2.0, 3.0], device=device)
b = torch.tensor([0.5, 4.0, -1.0], device=device)
M = torch.tensor([[2.0, 1.0, 0.5], [1.0, 3.0, -1.0], [0.0, 1.0, 4.0]], device=device)
N = torch.tensor([[1.0, 2.0], [0.0, -1.0], [3.0, 1.0]], device=device)

B2 = torch.arange(8.0, device=device).reshape(2, 2, 2) - 3

print(torch.linalg.det(M), M.det(), torch.det(B2), torch.linalg.det(torch.tensor([[1.0, 2.0], [2.0, 4.0]], device=device)))
print(torch.linalg.det(torch.tensor([[0.0, 1.0, 0.0], [0.0, 0.0, 1.0], [1.0, 0.0, 0.0]], device=device)))
print(torch.linalg.inv(M), torch.inverse(B2 + 0.5), M.inverse().shape)
print(torch.linalg.solve(M, a), torch.linalg.solve(M, N), torch.linalg.solve(B2, torch.ones(2, device=device)))
print(torch.linalg.solve(M, N.t(), left=False))

g = M.clone().requires_grad_()
h = N.clone().requires_grad_()
(torch.linalg.det(g) + torch.linalg.inv(g).sum() + torch.linalg.solve(g, h).pow(2).sum() + torch.dot(g[0], g[1])).backward()
print(g.grad, h.grad)
