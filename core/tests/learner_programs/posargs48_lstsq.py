# Least squares with the arguments that pick the answer: rcond (positional or keyword) and the
# driver. gelsd/gelss cut singular values at rcond * the largest (the minimum-norm solution of
# what is left) and report the singular values; gels reports residuals; gelsy (the CPU default)
# the rank. torch.pinverse(A, rcond) cuts the same way; matrix_rank(A, tol) counts above tol.
import torch

device = "cpu"
torch.manual_seed(0)


def show(name, r):
    parts = []
    for t in r:
        parts.append("%s %s %s" % (tuple(t.shape), str(t.dtype).replace("torch.", ""),
                                    [round(v, 4) for v in t.double().flatten().tolist()]))
    print(name, "|", " | ".join(parts))


A = torch.randn(5, 3, dtype=torch.float64, device=device)
B = torch.randn(5, 2, dtype=torch.float64, device=device)
b = torch.randn(5, dtype=torch.float64, device=device)
print("singular values:", [round(v, 4) for v in torch.linalg.svdvals(A).tolist()])
show("default", torch.linalg.lstsq(A, B))
for driver in ["gels", "gelsy", "gelsd", "gelss"]:
    show(driver, torch.linalg.lstsq(A, B, driver=driver))
    show(driver + " vector", torch.linalg.lstsq(A, b, driver=driver))
show("gelsd rcond 0.5 positional", torch.linalg.lstsq(A, B, 0.5, driver="gelsd"))
show("gelss rcond 0.4 keyword", torch.linalg.lstsq(A, B, rcond=0.4, driver="gelss"))
show("gelsd rcond -1", torch.linalg.lstsq(A, B, -1.0, driver="gelsd"))

# A batch with an exactly rank-deficient matrix (a repeated column): the minimum-norm solution.
Ab = torch.randn(2, 5, 3, dtype=torch.float64, device=device)
Ab[1, :, 2] = Ab[1, :, 1]
Bb = torch.randn(2, 5, 2, dtype=torch.float64, device=device)
show("batch gelsd", torch.linalg.lstsq(Ab, Bb, driver="gelsd"))
r = torch.linalg.lstsq(Ab, Bb)
print("batch gelsy rank", r.rank.tolist(), "residuals", tuple(r.residuals.shape))
try:
    torch.linalg.lstsq(Ab, Bb, driver="gels")
except Exception as e:
    print(type(e).__name__, e)
try:
    torch.linalg.lstsq(A, B, driver="svd")
except Exception as e:
    print(type(e).__name__, e)

# A wide system: the minimum-norm solution.
W = torch.randn(2, 4, dtype=torch.float64, device=device)
show("wide gelsd", torch.linalg.lstsq(W, torch.randn(2, 1, dtype=torch.float64, device=device), driver="gelsd"))

# pinverse's rcond and matrix_rank's positional tol.
P = torch.pinverse(A, 0.5)
print("pinverse rcond 0.5", [round(v, 4) for v in P.flatten().tolist()])
print("pinverse default", round(torch.pinverse(A).sum().item(), 4))
print("pinv rtol 0.5", round(torch.linalg.pinv(A, rtol=0.5).sum().item(), 4))
print("matrix_rank tol", torch.linalg.matrix_rank(A, 1.5).item(), torch.linalg.matrix_rank(A, 1.5, False).item(),
      torch.linalg.matrix_rank(A).item())
