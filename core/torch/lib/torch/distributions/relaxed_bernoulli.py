# torch.distributions.relaxed_bernoulli: where PyTorch defines these (torch/distributions/relaxed.py here).
from torch.distributions.relaxed import LogitRelaxedBernoulli, RelaxedBernoulli  # noqa: F401
