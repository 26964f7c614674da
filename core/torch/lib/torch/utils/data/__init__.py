"""torch.utils.data, as PyTorch's: map-style and iterable datasets, samplers, the DataLoader and
default_collate, all in Python over torch's native tensors (torch.stack, torch.tensor,
torch.randperm). Loading runs in the program's own process; `num_workers` is accepted and the
workers' share of the work runs in-process, in PyTorch's order.
"""
from .dataset import (
    Dataset,
    IterableDataset,
    TensorDataset,
    StackDataset,
    ConcatDataset,
    ChainDataset,
    Subset,
    random_split,
)
from .sampler import (
    Sampler,
    SequentialSampler,
    RandomSampler,
    SubsetRandomSampler,
    WeightedRandomSampler,
    BatchSampler,
)
from .dataloader import DataLoader, get_worker_info, default_collate, default_convert
from . import _utils
from .distributed import DistributedSampler
