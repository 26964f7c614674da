# torch.distributions.constraint_registry: biject_to(c) (a bijection from unconstrained reals onto
# the support c) and transform_to(c) (any map onto c), looked up by the constraint's class.
import numbers

from torch.distributions import constraints, transforms

__all__ = ["ConstraintRegistry", "biject_to", "transform_to"]


class ConstraintRegistry:
    def __init__(self):
        self._registry = {}

    def register(self, constraint, factory=None):
        if factory is None:
            return lambda f: self.register(constraint, f)
        if isinstance(constraint, constraints.Constraint):
            constraint = type(constraint)
        if not isinstance(constraint, type) or not issubclass(constraint, constraints.Constraint):
            raise TypeError("Expected constraint to be either a Constraint subclass or instance, "
                            f"but got {constraint}")
        self._registry[constraint] = factory
        return factory

    def __call__(self, constraint):
        try:
            factory = self._registry[type(constraint)]
        except KeyError:
            raise NotImplementedError(f"Cannot transform {type(constraint).__name__} constraints") from None
        return factory(constraint)


biject_to = ConstraintRegistry()
transform_to = ConstraintRegistry()


def _real(constraint):
    return transforms.identity_transform


def _greater_than(constraint):
    return transforms.ComposeTransform([transforms.ExpTransform(),
                                        transforms.AffineTransform(constraint.lower_bound, 1)])


def _less_than(constraint):
    return transforms.ComposeTransform([transforms.ExpTransform(),
                                        transforms.AffineTransform(constraint.upper_bound, -1)])


def _interval(constraint):
    lo, hi = constraint.lower_bound, constraint.upper_bound
    if isinstance(lo, numbers.Number) and lo == 0 and isinstance(hi, numbers.Number) and hi == 1:
        return transforms.SigmoidTransform()
    return transforms.ComposeTransform([transforms.SigmoidTransform(),
                                        transforms.AffineTransform(lo, hi - lo)])


for _reg in (biject_to, transform_to):
    _reg.register(constraints.real, _real)
    _reg.register(constraints.greater_than, _greater_than)
    _reg.register(constraints.greater_than_eq, _greater_than)
    _reg.register(constraints.less_than, _less_than)
    _reg.register(constraints.interval, _interval)
    _reg.register(constraints.half_open_interval, _interval)
biject_to.register(constraints.simplex, lambda c: transforms.StickBreakingTransform())
transform_to.register(constraints.simplex, lambda c: transforms.SoftmaxTransform())
