# torch.special and friends as a statistics course uses them: erf/erfc/erfinv, ndtr/ndtri/log_ndtr,
# expit/logit, xlogy/xlog1py, entr, sinc, gammaln/digamma/polygamma/multigammaln, i0/i0e,
# logsumexp, softmax/log_softmax and round with decimals.
import torch
import torch.special as sp

device = "cpu"
torch.manual_seed(0)
x = torch.tensor([-2.0, -0.5, 0.0, 0.3, 1.5], device=device)
p = torch.tensor([0.01, 0.2, 0.5, 0.9, 0.999], device=device)
r = lambda t: [round(v, 4) for v in t.flatten().tolist()]
print(r(sp.erf(x)), r(sp.erfc(x)))
print(r(sp.erfinv(torch.tensor([-0.9, 0.0, 0.5, 0.99], device=device))))
print(r(sp.ndtr(x)), r(sp.ndtri(p)), r(sp.log_ndtr(x)))
print(r(sp.expit(x)), r(sp.logit(p)), r(sp.logit(torch.tensor([0.0, 1.0, 0.5], device=device), eps=1e-6)))
print(r(sp.xlogy(torch.tensor([0.0, 1.0, 2.0], device=device), torch.tensor([0.5, 2.0, 3.0], device=device))), r(sp.xlog1py(torch.tensor([0.0, 2.0], device=device), torch.tensor([-0.5, 1.0], device=device))))
print(r(sp.entr(torch.tensor([0.0, 0.25, 1.0, 2.0], device=device))), r(sp.sinc(x)))
pos = torch.tensor([0.5, 1.0, 2.5, 10.0], device=device)
print(r(sp.gammaln(pos)), r(sp.digamma(pos)), r(sp.psi(pos)), r(sp.polygamma(1, pos)), r(sp.polygamma(2, pos)))
print(r(sp.multigammaln(torch.tensor([2.0, 3.5], device=device), 3)), r(torch.lgamma(pos).exp()))
print(r(sp.i0(x)), r(sp.i0e(x)))
print(r(sp.logsumexp(torch.tensor([[1.0, 2.0, 3.0], [1000.0, 1000.0, -1000.0]], device=device), dim=1)))
print(r(sp.softmax(x, dim=0)), r(sp.log_softmax(x, dim=0)), r(sp.log1p(torch.tensor([1e-8, 1.0], device=device))), r(sp.expm1(torch.tensor([1e-8, 1.0], device=device))))
print(r(sp.exp2(torch.tensor([3.0, -1.0], device=device))), r(sp.round(torch.tensor([1.2345, 2.5, -0.5], device=device))), r(torch.round(torch.tensor([1.23456, 123.456], device=device), decimals=2)))
print(r(torch.round(torch.tensor([1234.5, 1250.0], device=device), decimals=-2)))
xr = x.clone().requires_grad_()
(sp.erf(xr).sum() + sp.expit(xr).sum() + torch.lgamma(xr.abs() + 1).sum()).backward()
print(r(xr.grad))
pr = p.clone().requires_grad_()
sp.logit(pr).sum().backward()
print(r(pr.grad))
print(r(torch.distributions.Normal(0.0, 1.0).cdf(x)), r(torch.distributions.Normal(0.0, 1.0).icdf(p)))
