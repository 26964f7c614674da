from .container import Sequential, ModuleList, ModuleDict
from .flatten import Flatten, Unflatten
