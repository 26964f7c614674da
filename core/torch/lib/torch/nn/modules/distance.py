"""torch.nn.modules.distance: CosineSimilarity and PairwiseDistance, defined in linear.py here."""
from torch.nn.modules.linear import CosineSimilarity, PairwiseDistance  # noqa: F401
