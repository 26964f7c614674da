# torch.distributions.Weibull and Pareto: transformed Exponential distributions, sampled as
# PyTorch samples them (one exponential_ draw per value, then the transforms), with their
# closed-form moments and entropies.
import torch
from torch.distributions import constraints
from torch.distributions.exponential import Exponential
from torch.distributions.transformed_distribution import TransformedDistribution
from torch.distributions.transforms import AffineTransform, ExpTransform, PowerTransform
from torch.distributions.utils import broadcast_all

_EULER = 0.57721566490153286060


class Weibull(TransformedDistribution):
    """Weibull(scale, concentration): scale * E ** (1 / concentration) for E ~ Exponential(1)."""
    arg_constraints = {"scale": constraints.positive, "concentration": constraints.positive}
    support = constraints.positive

    def __init__(self, scale, concentration, validate_args=None):
        self.scale, self.concentration = broadcast_all(scale, concentration)
        self.concentration_reciprocal = self.concentration.reciprocal()
        base = Exponential(torch.ones_like(self.scale), validate_args=validate_args)
        transforms = [PowerTransform(exponent=self.concentration_reciprocal),
                      AffineTransform(loc=0, scale=self.scale)]
        super().__init__(base, transforms, validate_args=validate_args)

    @property
    def mean(self):
        return self.scale * torch.exp(torch.lgamma(1 + self.concentration_reciprocal))

    @property
    def mode(self):
        return self.scale * ((self.concentration - 1) / self.concentration) ** self.concentration_reciprocal

    @property
    def variance(self):
        return self.scale.pow(2) * (torch.exp(torch.lgamma(1 + 2 * self.concentration_reciprocal))
                                    - torch.exp(2 * torch.lgamma(1 + self.concentration_reciprocal)))

    def entropy(self):
        return (_EULER * (1 - self.concentration_reciprocal)
                + torch.log(self.scale * self.concentration_reciprocal) + 1)


class Pareto(TransformedDistribution):
    """Pareto(scale, alpha): scale * exp(E) for E ~ Exponential(alpha)."""
    arg_constraints = {"alpha": constraints.positive, "scale": constraints.positive}

    def __init__(self, scale, alpha, validate_args=None):
        self.scale, self.alpha = broadcast_all(scale, alpha)
        base = Exponential(self.alpha, validate_args=validate_args)
        transforms = [ExpTransform(), AffineTransform(loc=0, scale=self.scale)]
        super().__init__(base, transforms, validate_args=validate_args)

    @property
    def support(self):
        return constraints.greater_than_eq(self.scale)

    @property
    def mean(self):
        a = self.alpha.clamp(min=1)
        return a * self.scale / (a - 1)

    @property
    def mode(self):
        return self.scale

    @property
    def variance(self):
        a = self.alpha.clamp(min=2)
        return self.scale.pow(2) * a / ((a - 1).pow(2) * (a - 2))

    def entropy(self):
        return (self.scale / self.alpha).log() + (1 + self.alpha.reciprocal())
