# einsum recipes a learner collects: transpose, sum, matvec, matmul, batched matmul, dot, outer,
# trace, diagonal, bilinear forms, multi-head attention scores, and checks against the explicit
# ops; plus gradients through an einsum.
import torch

device = "cpu"
torch.manual_seed(42)

a = torch.arange(6.0).reshape(2, 3).to(device)
b = torch.arange(12.0).reshape(3, 4).to(device)
v = torch.tensor([1.0, 2.0, 3.0], device=device)
print(torch.einsum("ij->ji", a))
print(torch.einsum("ij->", a), torch.einsum("ij->j", a), torch.einsum("ij->i", a))
print(torch.einsum("ij,j->i", a, v))
print(torch.einsum("ij,jk->ik", a, b))
print(torch.einsum("i,i->", v, v), torch.einsum("i,j->ij", v, v).shape)
sq = torch.arange(9.0, device=device).reshape(3, 3)
print(torch.einsum("ii->", sq), torch.einsum("ii->i", sq))
print(torch.einsum("ij,ij->ij", a, a))

A = torch.randn(5, 2, 3, device=device)
B = torch.randn(5, 3, 4, device=device)
print("bmm:", torch.allclose(torch.einsum("bij,bjk->bik", A, B), torch.bmm(A, B), atol=1e-6))
x = torch.randn(7, 3, device=device)
y = torch.randn(7, 4, device=device)
W = torch.randn(3, 4, device=device)
print("bilinear:", torch.allclose(torch.einsum("ni,ij,nj->n", x, W, y), ((x @ W) * y).sum(1), atol=1e-5))

B_, H, T, D = 2, 4, 5, 8
q = torch.randn(B_, T, H, D, device=device)
k = torch.randn(B_, T, H, D, device=device)
scores = torch.einsum("bqhd,bkhd->bhqk", q, k) / D ** 0.5
ref = q.permute(0, 2, 1, 3) @ k.permute(0, 2, 3, 1) / D ** 0.5
print("attention scores:", scores.shape, torch.allclose(scores, ref, atol=1e-5))
print("ellipsis:", torch.einsum("...ij->...ji", A).shape)
print("outer batch:", torch.einsum("bi,bj->bij", x, y).shape)

w = torch.randn(3, 3, device=device, requires_grad=True)
z = torch.einsum("ij,jk,ki->", w, w, w)
z.backward()
print("trace(W^3) grad == 3 (W^2)^T:", torch.allclose(w.grad, 3 * (w @ w).T, atol=1e-5))
print("sublist form:", torch.einsum(a, [0, 1], b, [1, 2], [0, 2]).sum().item())
try:
    torch.einsum("ij,jk->ik", a, a)
except RuntimeError as e:
    print("RuntimeError:", e)
