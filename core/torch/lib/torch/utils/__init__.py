# torch.utils's Python part. `torch.utils.data` loads on first use (PEP 562's module __getattr__),
# so `import torch` alone never compiles the data-loading files; `import torch.utils.data` and
# `from torch.utils.data import DataLoader` load it directly.


def __getattr__(name):
    if name == "data":
        import torch.utils.data as data

        return data
    if name == "hooks":
        import torch.utils.hooks as hooks

        return hooks
    if name == "checkpoint":
        import torch.utils.checkpoint as checkpoint

        return checkpoint
    import torch

    torch._missing_attribute("torch.utils", name)
