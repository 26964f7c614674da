# TransformedDistribution, Independent, MixtureSameFamily, LogNormal, constraints and
# transforms (affine, exp, sigmoid, tanh, compose, stick-breaking).
import torch
from torch import distributions as D
from torch.distributions import transforms as T

device = "cpu"
torch.manual_seed(0)
base = D.Normal(torch.zeros(3, device=device), torch.ones(3, device=device))
flow = D.TransformedDistribution(base, [T.AffineTransform(loc=1.0, scale=2.0), T.ExpTransform()])
x = flow.sample((4,))
print(x.shape, flow.log_prob(x).shape)
print(flow.log_prob(torch.tensor([[1.0, 2.0, 3.0]], device=device)))
ln = D.LogNormal(torch.tensor(1.0, device=device), torch.tensor(2.0, device=device))
print(ln.log_prob(torch.tensor([1.0, 2.0, 3.0], device=device)))
print(round(ln.mean.item(), 4), round(ln.variance.item(), 2), round(ln.entropy().item(), 4))

ind = D.Independent(D.Normal(torch.zeros(2, 3, device=device), torch.ones(2, 3, device=device)), 1)
print(ind.batch_shape, ind.event_shape, ind.log_prob(torch.ones(2, 3, device=device)))

mix = D.Categorical(torch.tensor([0.3, 0.7], device=device))
comp = D.Normal(torch.tensor([-1.0, 2.0], device=device), torch.tensor([0.5, 1.0], device=device))
gmm = D.MixtureSameFamily(mix, comp)
pts = torch.linspace(-2, 3, 6, device=device)
print(gmm.log_prob(pts))
print(round(gmm.mean.item(), 4), round(gmm.variance.item(), 4))
s = gmm.sample((1000,))
print(s.shape, round(s.mean().item(), 1))

v = torch.tensor([-1.5, 0.0, 2.0], device=device)
for t in [T.SigmoidTransform(), T.TanhTransform(), T.ExpTransform(), T.AffineTransform(0.5, -3.0), T.SoftmaxTransform()]:
    y = t(v)
    back = t.inv(y)
    print(type(t).__name__, [round(a, 4) for a in y.tolist()], [round(a, 4) for a in back.tolist()])
for t in [T.SigmoidTransform(), T.TanhTransform(), T.ExpTransform(), T.AffineTransform(0.5, -3.0)]:
    print(type(t).__name__, t.log_abs_det_jacobian(v, t(v)))
sb = T.StickBreakingTransform()
y = sb(v)
print(y, round(y.sum().item(), 4), sb.inv(y).round(decimals=3))
print(sb.log_abs_det_jacobian(v, y))
comp = T.ComposeTransform([T.AffineTransform(0.0, 2.0), T.SigmoidTransform()])
print(comp(v), comp.inv(comp(v)))

c = D.constraints
print(c.positive.check(torch.tensor([1.0, -1.0, 0.0])))
print(c.unit_interval.check(torch.tensor([0.0, 0.5, 1.5])))
print(c.simplex.check(torch.tensor([[0.2, 0.8], [0.5, 0.6]])))
print(c.interval(0, 2).check(torch.tensor([0.0, 2.0, 2.1])))
u = D.transform_to(c.positive)(torch.tensor([0.0, 1.0]))
print(u, type(D.transform_to(c.positive)).__name__, type(D.biject_to(c.simplex)).__name__)
