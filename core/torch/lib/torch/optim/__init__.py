# torch.optim's Python part. The native module (SGD, Adam, AdamW) is made first; this file then
# runs in its namespace. Optimizer and the optimizers (optim/optimizer.py; SGD/Adam/AdamW are the
# native classes for their default options) and torch.optim.lr_scheduler load on first use
# through __getattr__ (PEP 562), so `import torch` compiles none of them. (The native names and
# schedulers the module held are dropped, so that __getattr__ is asked.)
_native = SGD, Adam, AdamW
del SGD, Adam, AdamW
try:
    del lr_scheduler
except NameError:
    pass

_PY = ("Optimizer", "SGD", "Adam", "AdamW", "RMSprop", "Adagrad", "Adamax", "NAdam", "RAdam",
       "Adadelta", "ASGD", "Rprop", "LBFGS")


def __getattr__(name):
    import torch

    if name == "lr_scheduler":
        import torch.optim.lr_scheduler as lr_scheduler

        return lr_scheduler
    if name == "swa_utils":
        import torch.optim.swa_utils as swa_utils

        return swa_utils
    if name in _PY:
        import torch.optim.optimizer as m

        value = getattr(m, name)
        setattr(torch.optim, name, value)
        return value
    torch._missing_attribute("torch.optim", name)
