# torch.nn's Python part, run in the namespace of the native torch.nn (Module, Linear, the
# activations, the losses stay native: their forward is a kernel call and their repr is exact).
from .modules.container import Sequential, ModuleList, ModuleDict
