# Seeded sampling: each distribution draws exactly the random numbers PyTorch's draws.
import torch
import torch.distributions as D

device = "cpu"


def show(name, t, digits=None):
    v = t.flatten().tolist()
    print(name, tuple(t.shape), t.dtype, v if digits is None else [round(x, digits) for x in v])


dists = [
    ("normal", D.Normal(torch.tensor([0.0, 1.0, -2.0], device=device), torch.tensor([1.0, 0.5, 3.0], device=device))),
    ("normal_scalar", D.Normal(2.0, 0.5)),
    ("categorical", D.Categorical(probs=torch.tensor([[0.1, 0.2, 0.7], [0.5, 0.25, 0.25]], device=device))),
    ("bernoulli", D.Bernoulli(probs=torch.tensor([0.1, 0.5, 0.9, 0.3], device=device))),
    ("bernoulli_logits", D.Bernoulli(logits=torch.tensor([-2.0, 0.0, 2.0], device=device))),
    ("uniform", D.Uniform(torch.tensor([0.0, -1.0], device=device), torch.tensor([1.0, 3.0], device=device))),
    ("exponential", D.Exponential(torch.tensor([0.5, 2.0], device=device))),
    ("laplace", D.Laplace(torch.tensor([0.0, 1.0], device=device), torch.tensor([1.0, 0.1], device=device))),
    ("onehot", D.OneHotCategorical(logits=torch.tensor([0.0, 1.0, 2.0, 0.5], device=device))),
]
# (Laplace's log1p differs in PyTorch's own CPU kernels by the last bit: printed to 4 places.)
for name, d in dists:
    digits = 4 if name == "laplace" else None
    torch.manual_seed(7)
    show(name, d.sample(), digits)
    show(name + "(4,)", d.sample((4,)), digits)
    show(name + "(2,2)", d.sample((2, 2)), digits)
    if d.has_rsample:
        show(name + " rsample", d.rsample((5,)), digits)

# rsample keeps the graph to the parameters
torch.manual_seed(1)
loc = torch.tensor([0.5, -0.5], device=device, requires_grad=True)
scale = torch.tensor([1.0, 2.0], device=device, requires_grad=True)
s = D.Normal(loc, scale).rsample((3,))
s.pow(2).sum().backward()
print([round(v, 4) for v in loc.grad.tolist() + scale.grad.tolist()])
low = torch.tensor([0.0], device=device, requires_grad=True)
u = D.Uniform(low, torch.tensor([2.0], device=device)).rsample((4,))
u.sum().backward()
print(low.grad.tolist())

# Independent and expand sample as their base does
torch.manual_seed(2)
ind = D.Independent(D.Normal(torch.zeros(2, 3, device=device), torch.ones(2, 3, device=device)), 1)
show("independent", ind.sample((2,)))
ex = D.Normal(torch.tensor(0.0, device=device), torch.tensor(1.0, device=device)).expand([3, 2])
show("expanded", ex.sample())
print(ex.batch_shape, ex)
cat = D.Categorical(logits=torch.zeros(5, device=device)).expand((2, 2))
show("cat expanded", cat.sample((3,)))
# a long categorical draw: class frequencies
torch.manual_seed(0)
draws = D.Categorical(probs=torch.tensor([0.2, 0.3, 0.5], device=device)).sample((1000,))
print(torch.bincount(draws, minlength=3).tolist())
