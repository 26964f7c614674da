from .container import Sequential, ModuleList, ModuleDict
