# Vector and matrix norms and vecdot written in Python over native ops
# (torch/_ops/linalg.py, torch.linalg).
import torch

device = "cpu"
a = torch.tensor([1.0, -2.0, 3.0], device=device)
b = torch.tensor([0.5, 4.0, -1.0], device=device)
M = torch.tensor([[2.0, 1.0, 0.5], [1.0, 3.0, -1.0], [0.0, 1.0, 4.0]], device=device)
N = torch.tensor([[1.0, 2.0], [0.0, -1.0], [3.0, 1.0]], device=device)

B1 = torch.arange(12.0, device=device).reshape(2, 3, 2) / 4
T = torch.arange(24.0, device=device).reshape(2, 3, 4)

print(torch.linalg.vector_norm(M), torch.linalg.vector_norm(M, 1, dim=1), torch.linalg.vector_norm(M, float("inf"), dim=(0, 1), keepdim=True))
print(torch.linalg.vector_norm(M, 0), torch.linalg.vector_norm(M, -float("inf"), 0), torch.linalg.vector_norm(M, 3.5, dim=-1))
for o in ["fro", 1, -1, float("inf"), -float("inf")]:
    print(o, torch.linalg.matrix_norm(M, o), torch.linalg.matrix_norm(B1, o, keepdim=True).shape, torch.linalg.matrix_norm(B1, o, dim=(0, 2)))
print(torch.linalg.norm(M), torch.linalg.norm(a, 1), torch.linalg.norm(M, "fro"), torch.linalg.norm(M, float("inf")), torch.linalg.norm(T, dim=(0, 2)))
print(torch.linalg.norm(T, 3, dim=1), torch.linalg.vecdot(M, b), torch.linalg.vecdot(M, N.t()[:1].t().expand(3, 3), dim=0))
