"""torch.version: the release the playground follows; no CUDA or ROCm build."""
import torch

__version__ = torch.__version__
cuda = None
hip = None
debug = False
