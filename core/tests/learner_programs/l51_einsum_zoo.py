# einsum patterns people copy from tutorials: matmul, batch matmul, transpose, trace, diag,
# outer, bilinear form, attention scores, ellipsis broadcasting, and sums over axes.
import torch

device = "cpu"
torch.manual_seed(13)

A = torch.randn(3, 4).to(device)
B = torch.randn(4, 5).to(device)
C = torch.randn(2, 3, 4).to(device)
D = torch.randn(2, 4, 5).to(device)
S = torch.randn(4, 4).to(device)
v = torch.randn(4).to(device)
u = torch.randn(3).to(device)


def show(name, t):
    print(name, tuple(t.shape), f"{t.sum().item():.4f}")


show("ij,jk->ik", torch.einsum("ij,jk->ik", A, B))
print("matches matmul", torch.allclose(torch.einsum("ij,jk->ik", A, B), A @ B, atol=1e-5))
show("bij,bjk->bik", torch.einsum("bij,bjk->bik", C, D))
show("ij->ji", torch.einsum("ij->ji", A))
show("ii->", torch.einsum("ii->", S))
show("ii->i", torch.einsum("ii->i", S))
show("i,j->ij", torch.einsum("i,j->ij", u, v))
show("i,ij,j->", torch.einsum("i,ij,j->", u, A, v))
q = torch.randn(2, 2, 3, 8).to(device)
k = torch.randn(2, 2, 5, 8).to(device)
scores = torch.einsum("bhqd,bhkd->bhqk", q, k) / 8 ** 0.5
show("bhqd,bhkd->bhqk", scores)
print("vs matmul", torch.allclose(scores, q @ k.transpose(-1, -2) / 8 ** 0.5, atol=1e-5))
show("...ij,...jk", torch.einsum("...ij,...jk->...ik", C, torch.randn(4, 2).to(device)))
show("bij->b", torch.einsum("bij->b", C))
show("bij->j", torch.einsum("bij->j", C))
show("i,i->", torch.einsum("i,i->", v, v))
show("ij,ij->i", torch.einsum("ij,ij->i", A, A))
show("list operands", torch.einsum("ab,bc", [A, B]))
W = torch.randn(6, 3, 4).to(device).requires_grad_(True)
out = torch.einsum("bi,oij,bj->bo", torch.randn(2, 3).to(device), W, torch.randn(2, 4).to(device))
out.sum().backward()
show("bilinear", out)
print("grad", tuple(W.grad.shape), f"{W.grad.abs().sum().item():.4f}")
