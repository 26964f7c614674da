# torch's operations written in Python over the native ones, by family, as PyTorch writes some
# of its own in torch/functional.py and torch/_tensor.py. Each family module lists
#   FUNCTIONS: the names bound as torch.<name> (where no native has the name), and
#   METHODS:   the names bound as Tensor methods (t.<name>(...) calls the function with t first).
# torch/__init__.py binds both when torch is imported. Kernels stay native: a function here
# composes native ops (so autograd, both backends and every mode come with them), and is the
# place for an op whose speed a composition serves.
from torch._ops import index, linalg, reduce, shape

MODULES = (shape, index, reduce, linalg)
