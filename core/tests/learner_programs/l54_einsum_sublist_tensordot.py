# einsum in its less common forms: ellipsis broadcasting, repeated indices (diagonals and traces),
# the sublist format, implicit output ordering, scalar outputs; torch.tensordot with int and list
# dims, kron, outer, inner, bilinear forms, and chain_matmul/multi_dot.
import torch

device = "cpu"
torch.manual_seed(173)

A = torch.arange(9.0, device=device).reshape(3, 3)
B = torch.arange(6.0, device=device).reshape(3, 2)
print(torch.einsum("ii", A), torch.einsum("ii->i", A), torch.einsum("ij->", A), torch.einsum("ij->ji", B))
print(torch.einsum("ij,jk", A, B), torch.einsum("ba,ac", A, B).shape, torch.einsum("ik,ij->kj", B, A).shape)
x = torch.randn(2, 4, 3, device=device)
y = torch.randn(2, 3, 5, device=device)
print(torch.allclose(torch.einsum("...ij,...jk->...ik", x, y), x @ y, atol=1e-6))
print(torch.einsum("b...d,d->b...", x, torch.ones(3, device=device)).shape)
print(torch.einsum(A, [0, 1], B, [1, 2], [0, 2]))
print(torch.einsum(A, [0, 0]), torch.einsum(B, [Ellipsis, 1], [Ellipsis]))
v = torch.tensor([1.0, 2.0, 3.0], device=device)
print(torch.einsum("i,i", v, v), torch.einsum("i,j", v, v[:2]), torch.einsum("i,j->ij", v[:2], v))
W = torch.randn(3, 3, device=device)
print(round(torch.einsum("i,ij,j", v, W, v).item(), 4), round((v @ W @ v).item(), 4))
print(torch.einsum("bii->b", torch.stack([A, A.T]) ), torch.einsum("ijk->kji", torch.arange(8, device=device).reshape(2, 2, 2))[1])
print(torch.tensordot(A, B, dims=1), torch.tensordot(A, A, dims=2), torch.tensordot(x, y, dims=([0, 2], [0, 1])).shape)
print(torch.tensordot(B, B, dims=([0], [0])), torch.tensordot(v, v, dims=0).shape)
print(torch.kron(torch.eye(2, device=device), torch.tensor([[1.0, 2.0], [3.0, 4.0]], device=device)))
print(torch.outer(v, v[:2]), torch.inner(A, B.T), torch.inner(v, v))
print(torch.linalg.multi_dot([A, B, B.T]), torch.chain_matmul(A, A, B))
print(torch.einsum("i j , j -> i", A, v))
try:
    torch.einsum("ij,jk->ik", A, torch.ones(4, 2, device=device))
except RuntimeError as e:
    print("RuntimeError:", e)
