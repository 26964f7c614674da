# torch.distributions: loaded on first use through torch's __getattr__; what it lacks is refused by name.
from torch.distributions import constraints
from torch.distributions.bernoulli import Bernoulli
from torch.distributions.categorical import Categorical
from torch.distributions.distribution import Distribution, ExponentialFamily
from torch.distributions.exponential import Exponential
from torch.distributions.extra import Cauchy, Gumbel, HalfNormal
from torch.distributions.gamma import Beta, Chi2, Dirichlet, Gamma, StudentT
from torch.distributions.geometric import Geometric
from torch.distributions.independent import Independent
from torch.distributions.kl import kl_divergence, register_kl
from torch.distributions.laplace import Laplace
from torch.distributions.lowrank_multivariate_normal import LowRankMultivariateNormal
from torch.distributions.mixture_same_family import MixtureSameFamily
from torch.distributions.multinomial import Binomial, Multinomial
from torch.distributions.multivariate_normal import MultivariateNormal
from torch.distributions.normal import Normal
from torch.distributions.poisson import Poisson
from torch.distributions.relaxed import RelaxedBernoulli, RelaxedOneHotCategorical
from torch.distributions.one_hot_categorical import OneHotCategorical, OneHotCategoricalStraightThrough
from torch.distributions.transformed_distribution import LogNormal, TransformedDistribution
from torch.distributions.uniform import Uniform
from torch.distributions.weibull_pareto import Pareto, Weibull
from torch.distributions import transforms
from torch.distributions.transforms import *  # noqa: F401,F403  (PyTorch re-exports them)
from torch.distributions.constraint_registry import biject_to, transform_to



def __getattr__(name):
    import torch

    torch._missing_attribute("torch.distributions", name)
