# Matrix and vector products, cross products, distances and tensordot written in Python over
# native ops (torch/_ops/linalg.py).
import torch

device = "cpu"
a = torch.tensor([1.0, -2.0, 3.0], device=device)
b = torch.tensor([0.5, 4.0, -1.0], device=device)
M = torch.tensor([[2.0, 1.0, 0.5], [1.0, 3.0, -1.0], [0.0, 1.0, 4.0]], device=device)
N = torch.tensor([[1.0, 2.0], [0.0, -1.0], [3.0, 1.0]], device=device)


print(torch.dot(a, b), a.dot(b), torch.vdot(a, b), torch.mv(M, a), M.mv(b))
print(torch.inner(a, b), torch.inner(M, N.t()), torch.inner(M, torch.tensor(2.0, device=device)), torch.inner(M, M).shape)
print(torch.addmm(M, M, M), torch.addmm(N, M, N, beta=0.5, alpha=2.0), M.addmm(N, N.t(), beta=0))
print(torch.addmv(a, M, b, alpha=-1), torch.addr(M, a, b, beta=2), M.addr(a, b))
B1 = torch.arange(12.0, device=device).reshape(2, 3, 2) / 4
B2 = torch.arange(8.0, device=device).reshape(2, 2, 2) - 3
print(torch.addbmm(N, B1, B2), torch.baddbmm(B1, B1, B2, alpha=0.5), N.addbmm(B1, B2, beta=-1))
print(torch.cross(a, b), torch.cross(M, M.t(), dim=1))
print(torch.cross(M, M.flip(0), dim=0), a.cross(b), torch.linalg.cross(M, b.unsqueeze(0)))
X = torch.tensor([[0.0, 1.0], [2.0, -1.0], [1.5, 0.5]], device=device)
Y = torch.tensor([[1.0, 1.0], [-2.0, 0.0]], device=device)
print(torch.cdist(X, Y), torch.cdist(X, Y, p=1), torch.cdist(X, Y, p=float("inf")), torch.cdist(X, Y, p=3))
print(torch.cdist(X.unsqueeze(0).expand(2, 3, 2), Y.unsqueeze(0)).shape, torch.dist(a, b), a.dist(b, 1), torch.dist(M, M.t(), float("inf")))
T = torch.arange(24.0, device=device).reshape(2, 3, 4)
print(torch.tensordot(T, torch.ones(3, 4, device=device)), torch.tensordot(T, N, dims=([1], [0])).shape)
print(torch.tensordot(M, N, dims=1), torch.tensordot(T, T, dims=([0, 2], [0, 2])), torch.tensordot(a, b, dims=0).shape)
print(torch.chain_matmul(M, N, N.t()), torch.linalg.multi_dot([a, M, N]), torch.linalg.multi_dot([M, b]))
print(torch.matrix_power(M, 3), M.matrix_power(0), torch.linalg.matrix_power(M, -2))
print(torch.matrix_power(B2, 2))

g = X.clone().requires_grad_()
(torch.cdist(g, Y).sum() + torch.cdist(g, g).sum() + torch.cdist(g, Y, p=1).sum() + torch.linalg.matrix_norm(g, 1) + torch.linalg.vector_norm(g, 3)).backward()
print(g.grad)
g = M.clone().requires_grad_()
(torch.addmm(N, g, N).sum() + torch.matrix_power(g, 3).trace() + torch.cross(g, g.t(), dim=0).sum() + torch.tensordot(g, N, 1).pow(2).sum()).backward()
print(g.grad)
