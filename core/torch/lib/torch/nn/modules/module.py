"""torch.nn.modules.module: where PyTorch defines Module (here it is native; this file names it
where programs import it from)."""
from torch.nn import Module  # noqa: F401
