"""torch.nn.modules.instancenorm: the InstanceNorm modules, defined in normalization.py here."""
from torch.nn.modules.normalization import (  # noqa: F401
    InstanceNorm1d,
    InstanceNorm2d,
    InstanceNorm3d,
)
