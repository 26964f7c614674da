# torch.distributions.relaxed_categorical: where PyTorch defines these (torch/distributions/relaxed.py here).
from torch.distributions.relaxed import ExpRelaxedCategorical, RelaxedOneHotCategorical  # noqa: F401
