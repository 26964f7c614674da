# TransformedDistribution over event dims: an affine flow with event_dim=1 on an Independent
# Normal, a Normal pushed onto the simplex by stick-breaking, composed transforms' Jacobians,
# and fitting the affine flow's parameters by maximum likelihood.
import torch
from torch import distributions as D
from torch.distributions import transforms as T

device = "cpu"
torch.manual_seed(0)
base = D.Independent(D.Normal(torch.zeros(3, device=device), torch.ones(3, device=device)), 1)
scale = torch.tensor([2.0, 0.5, 1.5], device=device)
flow = D.TransformedDistribution(base, [T.AffineTransform(torch.ones(3, device=device), scale, event_dim=1)])
print(flow.batch_shape, flow.event_shape)
pts = torch.tensor([[1.0, 1.0, 1.0], [0.0, 2.0, -1.0]], device=device)
print(flow.log_prob(pts))
simple = D.Normal(torch.ones(3, device=device), scale)
print(simple.log_prob(pts).sum(-1))

nb = D.Normal(torch.zeros(2, device=device), torch.ones(2, device=device))
onto = D.TransformedDistribution(nb, [T.StickBreakingTransform()])
print(onto.batch_shape, onto.event_shape, type(onto.base_dist).__name__)
s = onto.sample((4,))
print(s.shape, s.sum(-1))
print(onto.log_prob(torch.tensor([0.2, 0.3, 0.5], device=device)))
multi = D.TransformedDistribution(D.Normal(torch.zeros(2, 2, device=device), 1.0), [T.StickBreakingTransform()])
print(multi.batch_shape, multi.event_shape, multi.log_prob(torch.full((2, 3), 1 / 3, device=device)))

chain = T.ComposeTransform([T.AffineTransform(0.0, 2.0, event_dim=1), T.StickBreakingTransform()])
print(chain.domain.event_dim, chain.codomain.event_dim, chain.forward_shape(torch.Size([5, 2])))
v = torch.tensor([[0.1, -0.4], [1.0, 0.0]], device=device)
y = chain(v)
print(y, chain.log_abs_det_jacobian(v, y))
ec = T.ComposeTransform([T.ExpTransform(), T.AffineTransform(1.0, 3.0)])
print(ec.domain, ec.codomain, ec.log_abs_det_jacobian(v, ec(v)))

loc = torch.zeros(3, device=device, requires_grad=True)
log_s = torch.zeros(3, device=device, requires_grad=True)
data = torch.randn(200, 3, device=device) * torch.tensor([2.0, 0.5, 1.0], device=device) + torch.tensor([1.0, -1.0, 0.0], device=device)
opt = torch.optim.Adam([loc, log_s], lr=0.1)
for step in range(60):
    fl = D.TransformedDistribution(base, [T.AffineTransform(loc, log_s.exp(), event_dim=1)])
    nll = -fl.log_prob(data).mean()
    opt.zero_grad()
    nll.backward()
    opt.step()
print(round(nll.item(), 4), [round(v, 2) for v in loc.tolist()], [round(v, 2) for v in log_s.exp().tolist()])
