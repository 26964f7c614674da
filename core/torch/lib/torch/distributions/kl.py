# torch.distributions.kl: KL(p || q) for the registered pairs, found along both types' MROs.
import torch
import torch.nn.functional as F
from torch.distributions.bernoulli import Bernoulli
from torch.distributions.categorical import Categorical
from torch.distributions.distribution import ExponentialFamily
from torch.distributions.exponential import Exponential
from torch.distributions.extra import _EULER, Gumbel
from torch.distributions.gamma import Beta, Dirichlet, Gamma
from torch.distributions.independent import Independent
from torch.distributions.laplace import Laplace
from torch.distributions.multivariate_normal import MultivariateNormal, _batch_mahalanobis
from torch.distributions.normal import Normal
from torch.distributions.one_hot_categorical import OneHotCategorical
from torch.distributions.uniform import Uniform
from torch.distributions.utils import _sum_rightmost

_KL_REGISTRY = {}
# Pairs PyTorch has that the playground does not (yet): refused by name, not as "no KL exists".
_UPSTREAM = {"Exponential": "Uniform Normal", "Laplace": "Exponential Uniform Normal",
             "Normal": "Exponential Uniform Laplace", "Uniform": "Exponential Normal"}


def register_kl(type_p, type_q):
    def decorator(fun):
        _KL_REGISTRY[type_p, type_q] = fun
        return fun

    return decorator


def kl_divergence(p, q):
    for tp in type(p).__mro__:
        for tq in type(q).__mro__:
            fun = _KL_REGISTRY.get((tp, tq))
            if fun is not None:
                return fun(p, q)
    P, Q = type(p).__name__, type(q).__name__
    if Q in _UPSTREAM.get(P, "").split():
        raise NotImplementedError(f"kl_divergence({P}, {Q}) is not provided in the playground yet")
    raise NotImplementedError(f"No KL(p || q) is implemented for p type {P} and q type {Q}")


@register_kl(Bernoulli, Bernoulli)
def _kl_bernoulli_bernoulli(p, q):
    t1 = p.probs * (F.softplus(-q.logits) - F.softplus(-p.logits))
    t1[q.probs == 0] = torch.inf
    t1[p.probs == 0] = 0
    t2 = (1 - p.probs) * (F.softplus(q.logits) - F.softplus(p.logits))
    t2[q.probs == 1] = torch.inf
    t2[p.probs == 1] = 0
    return t1 + t2


@register_kl(Categorical, Categorical)
def _kl_categorical_categorical(p, q):
    t = p.probs * (p.logits - q.logits)
    t[(q.probs == 0).expand_as(t)] = torch.inf
    t[(p.probs == 0).expand_as(t)] = 0
    return t.sum(-1)


@register_kl(OneHotCategorical, OneHotCategorical)
def _kl_onehotcategorical_onehotcategorical(p, q):
    return _kl_categorical_categorical(p._categorical, q._categorical)


@register_kl(Normal, Normal)
def _kl_normal_normal(p, q):
    var_ratio = (p.scale / q.scale).pow(2)
    t1 = ((p.loc - q.loc) / q.scale).pow(2)
    return 0.5 * (var_ratio + t1 - 1 - var_ratio.log())


@register_kl(Uniform, Uniform)
def _kl_uniform_uniform(p, q):
    result = ((q.high - q.low) / (p.high - p.low)).log()
    result[(q.low > p.low) | (q.high < p.high)] = torch.inf
    return result


@register_kl(Exponential, Exponential)
def _kl_exponential_exponential(p, q):
    rate_ratio = q.rate / p.rate
    return -rate_ratio.log() + rate_ratio - 1


@register_kl(Laplace, Laplace)
def _kl_laplace_laplace(p, q):
    scale_ratio = p.scale / q.scale
    loc_abs_diff = (p.loc - q.loc).abs()
    t1 = -scale_ratio.log()
    t2 = loc_abs_diff / q.scale
    t3 = scale_ratio * torch.exp(-loc_abs_diff / p.scale)
    return t1 + t2 + t3 - 1


@register_kl(Gamma, Gamma)
def _kl_gamma_gamma(p, q):
    return (q.concentration * torch.log(p.rate / q.rate)
            + torch.lgamma(q.concentration) - torch.lgamma(p.concentration)
            + (p.concentration - q.concentration) * torch.digamma(p.concentration)
            + (q.rate - p.rate) * (p.concentration / p.rate))


@register_kl(Dirichlet, Dirichlet)
def _kl_dirichlet_dirichlet(p, q):
    p_sum = p.concentration.sum(-1)
    q_sum = q.concentration.sum(-1)
    diff = p.concentration - q.concentration
    t1 = p_sum.lgamma() - q_sum.lgamma()
    t2 = (p.concentration.lgamma() - q.concentration.lgamma()).sum(-1)
    t3 = diff * (p.concentration.digamma() - p_sum.digamma().unsqueeze(-1))
    return t1 - t2 + t3.sum(-1)


@register_kl(Beta, Beta)
def _kl_beta_beta(p, q):
    p_sum = p.concentration1 + p.concentration0
    q_sum = q.concentration1 + q.concentration0
    t1 = q.concentration1.lgamma() + q.concentration0.lgamma() + p_sum.lgamma()
    t2 = p.concentration1.lgamma() + p.concentration0.lgamma() + q_sum.lgamma()
    t3 = (p.concentration1 - q.concentration1) * torch.digamma(p.concentration1)
    t4 = (p.concentration0 - q.concentration0) * torch.digamma(p.concentration0)
    t5 = (q_sum - p_sum) * torch.digamma(p_sum)
    return t1 - t2 + t3 + t4 + t5


@register_kl(ExponentialFamily, ExponentialFamily)
def _kl_expfamily_expfamily(p, q):
    # PyTorch's Bregman route handles only same-type pairs, all registered above.
    raise NotImplementedError("The cross KL-divergence between different exponential families cannot"
                              + " " * 29 + "be computed using Bregman divergences")


@register_kl(Independent, Independent)
def _kl_independent_independent(p, q):
    if p.reinterpreted_batch_ndims != q.reinterpreted_batch_ndims:
        raise NotImplementedError
    return _sum_rightmost(kl_divergence(p.base_dist, q.base_dist), p.reinterpreted_batch_ndims)


@register_kl(MultivariateNormal, MultivariateNormal)
def _kl_mvn_mvn(p, q):
    # 0.5 (tr(Sq^-1 Sp) + (mq - mp)^T Sq^-1 (mq - mp) - k + log det Sq - log det Sp)
    if p.event_shape != q.event_shape:
        raise ValueError("KL-divergence between two Multivariate Normals with different event "
                         "shapes cannot be computed")
    Lp, Lq = p._unbroadcasted_scale_tril, q._unbroadcasted_scale_tril
    half_term1 = Lq.diagonal(dim1=-2, dim2=-1).log().sum(-1) - Lp.diagonal(dim1=-2, dim2=-1).log().sum(-1)
    shape = torch.broadcast_shapes(Lq.shape[:-2], Lp.shape[:-2])
    n = p.event_shape[0]
    term2 = torch.linalg.solve_triangular(Lq.expand(shape + (n, n)), Lp.expand(shape + (n, n)),
                                          upper=False).pow(2).sum((-2, -1))
    term3 = _batch_mahalanobis(Lq, q.loc - p.loc)
    return half_term1 + 0.5 * (term2 + term3 - n)


@register_kl(Gumbel, Gumbel)
def _kl_gumbel_gumbel(p, q):
    ct1 = p.scale / q.scale
    ct2 = q.loc / q.scale
    ct3 = p.loc / q.scale
    t1 = -ct1.log() - ct2 + ct3
    t2 = ct1 * _EULER
    t3 = torch.exp(ct2 + (1 + ct1).lgamma() - ct3)
    return t1 + t2 + t3 - (1 + _EULER)
