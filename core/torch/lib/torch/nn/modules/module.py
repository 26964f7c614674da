"""torch.nn.modules.module: where PyTorch defines Module (here it is native; this file names it
where programs import it from)."""
from torch.nn import Module  # noqa: F401


def __getattr__(name):
    # PyTorch's global hooks (register_module_forward_hook, ...: every module's calls) are not
    # provided: NotImplementedError naming them, not a silent AttributeError.
    if name.startswith("register_module_"):
        raise NotImplementedError(f"torch.nn.modules.module.{name} is not provided in the "
                                  "playground yet")
    raise AttributeError(f"module 'torch.nn.modules.module' has no attribute '{name}'")
