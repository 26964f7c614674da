# Printing distributions, and what validate_args, a bad value or an unknown KL pair raises.
import torch
import torch.distributions as D
from torch.distributions import Categorical, Normal, constraints

device = "cpu"
t = lambda *v: torch.tensor(v, device=device)
print(Normal(0.0, 1.0))
print(Normal(t(0.0, 1.0), t(1.0, 2.0)))
print(Normal(t(0.5), 2.0))
print(Normal(torch.zeros(2, 3, device=device), 1.0).batch_shape)
print(Categorical(probs=t(0.5, 0.5)))
print(Categorical(logits=t(1.0, 2.0)))
print(Categorical(logits=torch.zeros(4, 3, device=device)).batch_shape)
print(D.Bernoulli(0.3), D.Bernoulli(logits=t(0.0, 1.0)))
print(D.Uniform(0.0, t(2.0)), D.Exponential(t(1.0, 2.0)), D.Laplace(1.0, 2.0))
print(D.OneHotCategorical(t(0.2, 0.8)))
print(D.Independent(Normal(torch.zeros(3, 2, device=device), 1.0), 1))
print(Normal(0.0, 1.0).expand([2]))
for c in (constraints.real, constraints.positive, constraints.simplex, constraints.real_vector,
          constraints.unit_interval, constraints.boolean, constraints.nonnegative, constraints.one_hot,
          constraints.integer_interval(0, 3), constraints.interval(-1.0, 1.0)):
    print(c)
print(Categorical(probs=t(0.2, 0.8)).support, D.Uniform(t(0.0), t(1.0)).support)
print(D.Independent(Normal(torch.zeros(3, 2, device=device), 1.0), 1).support)
print(Normal(0.0, 1.0).arg_constraints)
print(isinstance(Normal(0.0, 1.0), D.Distribution), isinstance(Normal(0.0, 1.0), D.ExponentialFamily))

cases = [
    lambda: Normal(t(0.0, 1.0), t(1.0, -1.0)),
    lambda: Normal(0.0, 0.0),
    lambda: Categorical(probs=t(0.5, 0.6)),
    lambda: Categorical(probs=t(0.5, 0.5), logits=t(0.0, 0.0)),
    lambda: Categorical(),
    lambda: D.Bernoulli(t(1.5)),
    lambda: D.Uniform(t(1.0), t(0.0)),
    lambda: D.Exponential(t(-1.0)),
    lambda: Normal(t(0.0, 1.0), t(1.0, 1.0)).log_prob(torch.zeros(3, device=device)),
    lambda: D.Bernoulli(t(0.5, 0.5)).log_prob(t(0.5, 1.0)),
    lambda: Categorical(probs=t(0.5, 0.5)).log_prob(t(2)),
    lambda: D.Exponential(t(1.0)).log_prob(t(-1.0)),
    lambda: Normal(0.0, 1.0).log_prob(0.5),
    lambda: D.OneHotCategorical(t(0.5, 0.5)).log_prob(t(1.0, 1.0)),
    lambda: D.Independent(Normal(t(0.0), t(1.0)), 2),
    lambda: D.kl_divergence(Normal(0.0, 1.0), D.Bernoulli(0.5)),
    lambda: D.kl_divergence(Categorical(probs=t(0.5, 0.5)), D.Bernoulli(0.5)),
    lambda: D.kl_divergence(D.Laplace(0.0, 1.0), Categorical(probs=t(0.5, 0.5))),
    lambda: Categorical(probs=t(0.5, 0.5)).rsample(),
]
for i, f in enumerate(cases):
    try:
        f()
        print(i, "no error")
    except (ValueError, NotImplementedError) as e:
        print(i, type(e).__name__, e)

# validate_args=False skips the checks
print(Normal(0.0, -1.0, validate_args=False).scale)
print(Normal(0.0, 1.0, validate_args=False).log_prob(t(0.0)))
