"""torch.nn.utils.convert_parameters: PyTorch's module of parameters_to_vector and
vector_to_parameters; they live in torch.nn.utils."""
from torch.nn.utils import parameters_to_vector, vector_to_parameters

__all__ = ["parameters_to_vector", "vector_to_parameters"]
