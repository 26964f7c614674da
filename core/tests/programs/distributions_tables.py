# log_prob, entropy, mean, variance, stddev, mode and cdf tables for several distributions.
import torch
import torch.distributions as D

device = "cpu"


def row(name, t):
    print(f"{name:>10}", [round(v, 4) for v in t.flatten().tolist()])


def table(title, d, values, attrs=("mean", "variance", "stddev", "mode")):
    print(f"== {title}: batch {tuple(d.batch_shape)} event {tuple(d.event_shape)}")
    row("log_prob", d.log_prob(values))
    row("entropy", d.entropy())
    for attr in attrs:
        try:
            row(attr, getattr(d, attr))
        except NotImplementedError as e:
            print(f"{attr:>10}", "NotImplementedError", e)


t = lambda *v: torch.tensor(v, device=device)
table("Normal", D.Normal(t(0.0, 1.0, -1.0), t(1.0, 2.0, 0.5)), t(0.3, -1.0, -1.2))
table("Categorical", D.Categorical(logits=t([1.0, 0.0, -1.0], [2.0, 2.0, 2.0])), t(0, 2), ("mode",))  # mean and variance are NaN
table("Bernoulli", D.Bernoulli(probs=t(0.2, 0.4, 0.75)), t(1.0, 0.0, 1.0))
table("Bernoulli logits", D.Bernoulli(logits=t(-1.0, 0.5, 3.0)), t(0.0, 1.0, 1.0))
table("Uniform", D.Uniform(t(0.0, -2.0), t(4.0, 2.0)), t(1.0, 1.5), ("mean", "variance", "stddev"))
table("Exponential", D.Exponential(t(0.5, 1.0, 3.0)), t(0.1, 1.0, 2.0))
table("Laplace", D.Laplace(t(0.0, 2.0), t(1.0, 0.5)), t(0.5, 1.0))
table("OneHot", D.OneHotCategorical(probs=t(0.25, 0.25, 0.5)), t(0.0, 0.0, 1.0))
table("Independent", D.Independent(D.Normal(t([0.0, 1.0], [2.0, 3.0]), t([1.0, 1.0], [2.0, 2.0])), 1),
      t([0.0, 0.0], [1.0, 1.0]))

print("== cdf / icdf")
n = D.Normal(t(0.0, 1.0), t(1.0, 2.0))
row("normal cdf", n.cdf(t(0.5, 0.0)))
row("normal icdf", n.icdf(t(0.25, 0.9)))
row("unif cdf", D.Uniform(0.0, 2.0).cdf(t(0.5)))
row("exp cdf", D.Exponential(t(2.0)).cdf(t(0.3)))
row("exp icdf", D.Exponential(t(2.0)).icdf(t(0.3)))
row("lap cdf", D.Laplace(t(0.0), t(1.0)).cdf(t(-0.5, 0.5)))
print("== kl_divergence")
row("N||N", D.kl_divergence(D.Normal(t(0.0, 1.0), t(1.0, 2.0)), D.Normal(t(1.0, 1.0), t(1.0, 0.5))))
row("C||C", D.kl.kl_divergence(D.Categorical(probs=t(0.2, 0.3, 0.5)), D.Categorical(probs=t(0.5, 0.25, 0.25))))
row("C||C zero", D.kl_divergence(D.Categorical(probs=t(0.0, 0.5, 0.5)), D.Categorical(probs=t(0.5, 0.0, 0.5))))
row("B||B", D.kl_divergence(D.Bernoulli(t(0.1, 0.5, 0.0)), D.Bernoulli(t(0.2, 0.5, 0.3))))
row("B||B inf", D.kl_divergence(D.Bernoulli(t(0.5)), D.Bernoulli(t(1.0))))
row("U||U", D.kl_divergence(D.Uniform(t(0.0, 0.0), t(1.0, 2.0)), D.Uniform(t(-1.0, 0.5), t(2.0, 2.0))))
row("E||E", D.kl_divergence(D.Exponential(t(1.0)), D.Exponential(t(2.0))))
row("L||L", D.kl_divergence(D.Laplace(t(0.0), t(1.0)), D.Laplace(t(1.0), t(2.0))))
row("OH||OH", D.kl_divergence(D.OneHotCategorical(t(0.5, 0.5)), D.OneHotCategorical(t(0.9, 0.1))))
row("I||I", D.kl_divergence(D.Independent(D.Normal(t(0.0, 1.0), t(1.0, 1.0)), 1),
                            D.Independent(D.Normal(t(0.0, 0.0), t(2.0, 2.0)), 1)))
print("== enumerate_support")
print(D.Categorical(probs=t([0.5, 0.5, 0.0], [0.1, 0.1, 0.8])).enumerate_support().tolist())
print(D.Bernoulli(t(0.3, 0.6)).enumerate_support(expand=False).tolist())
print(D.OneHotCategorical(t(0.3, 0.7)).enumerate_support().tolist())
