# Linear algebra with autograd, printed as a learner prints results: the repr of each result
# (its grad_fn name), gradients of det/inv/solve/slogdet/eigh/svd-based losses checked against
# closed forms, distance functions (cdist, dist, pdist, pairwise_distance) and a few ops whose
# node names come from PyTorch's own kernels.
import torch
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)

A = (torch.randn(3, 3, device=device) + 3 * torch.eye(3, device=device)).requires_grad_()
b = torch.randn(3, device=device, requires_grad=True)

d = torch.linalg.det(A)
print(d)
d.backward()
print("d det / dA == det * inv(A).T:", torch.allclose(A.grad, (d * torch.linalg.inv(A).T).detach(), atol=1e-5))
A.grad = None

Ainv = torch.linalg.inv(A)
print(Ainv.grad_fn.name(), torch.inverse(A).grad_fn.name())
x = torch.linalg.solve(A, b)
print(x)
print("solve matches inv @ b:", torch.allclose(x, Ainv @ b, atol=1e-5))
x.sum().backward()
print(b.grad.round(decimals=4))
sign, logabsdet = torch.linalg.slogdet(A)
print(sign, logabsdet)

S = A @ A.T
evals, evecs = torch.linalg.eigh(S)
print(evals.grad_fn.name(), evecs.shape)
print(torch.linalg.cholesky(S).grad_fn.name())
print(torch.linalg.svdvals(A))
U, sv, Vh = torch.linalg.svd(A)
print(sv.grad_fn.name(), torch.allclose(U @ torch.diag_embed(sv) @ Vh, A, atol=1e-5))
print(torch.linalg.pinv(A).grad_fn.name())
Q, R = torch.linalg.qr(A)
print(Q.grad_fn.name(), R.grad_fn.name(), torch.allclose(Q @ R, A, atol=1e-5))

pts = torch.randn(4, 2, device=device, requires_grad=True)
print(torch.cdist(pts, pts).round(decimals=3))
print(F.pdist(pts))
print(torch.dist(pts[0], pts[1]), F.pairwise_distance(pts[:2], pts[2:]))
print(torch.linalg.cross(A[0], A[1]))
print(torch.addmv(b, A, b), torch.addr(A, b, b).grad_fn.name())

vals = torch.tensor([3.0, 1.0, 2.0, 2.0, 5.0], device=device, requires_grad=True)
print(vals.median(), vals.nansum(), torch.block_diag(vals[:2].view(1, 2), vals[2:].view(3, 1)).grad_fn.name())
print(vals[:3].kthvalue(2), vals.view(1, 5).mode(dim=1))
print(vals.take(torch.tensor([0, 4], device=device)), vals.masked_select(vals > 2))
print(torch.rot90(A, 1, [0, 1]).grad_fn.name(), A.renorm(2, 0, 1.0).grad_fn.name())
print(vals.lgamma(), torch.aminmax(vals))
print(vals.index_fill(0, torch.tensor([1], device=device), 0.0))
print(torch.zeros(3, device=device).scatter_reduce(0, torch.tensor([0, 0, 1, 2, 2], device=device), vals, reduce="amax"))
