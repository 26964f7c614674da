import torch
from torch import distributions as D
device = "cpu"
torch.manual_seed(0)
torch.set_printoptions(precision=4)
probs = torch.tensor([0.2, 0.5, 0.3], device=device)
rb = D.RelaxedBernoulli(torch.tensor(0.5, device=device), probs=probs)
print(rb, rb.temperature, rb.sample((2,)))
print(rb.log_prob(torch.tensor([0.3, 0.6, 0.9], device=device)))
ro = D.RelaxedOneHotCategorical(torch.tensor(0.7, device=device), probs=probs)
s = ro.rsample((3,))
print(ro, s, s.sum(-1))
print(ro.log_prob(torch.tensor([0.1, 0.7, 0.2], device=device)))
logits = torch.zeros(3, device=device, requires_grad=True)
y = D.RelaxedOneHotCategorical(torch.tensor(0.5, device=device), logits=logits).rsample()
(y * torch.tensor([1.0, 2.0, 3.0], device=device)).sum().backward()
print(logits.grad.shape)
from torch.distributions.relaxed_bernoulli import LogitRelaxedBernoulli
from torch.distributions.relaxed_categorical import ExpRelaxedCategorical
lrb = LogitRelaxedBernoulli(torch.tensor(1.0, device=device), logits=torch.tensor([0.0, 2.0], device=device))
print(lrb.sample((2,)), lrb.log_prob(torch.tensor([0.5, -1.0], device=device)), lrb.probs)
erc = ExpRelaxedCategorical(torch.tensor(1.0, device=device), logits=torch.zeros(2, 3, device=device))
print(erc.batch_shape, erc.event_shape, erc.rsample().exp().sum(-1).round(decimals=3))
