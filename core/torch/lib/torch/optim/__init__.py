# torch.optim's Python part. The native module (SGD, Adam, AdamW) is made first; this file then
# runs in its namespace. torch.optim.lr_scheduler (optim/lr_scheduler.py) and the optimizers
# written in Python (optim/rmsprop.py) load on first use through __getattr__ (PEP 562), so
# `import torch` compiles none of them. (The native schedulers the module held are dropped, so
# that __getattr__ is asked.)
try:
    del lr_scheduler
except NameError:
    pass


def __getattr__(name):
    import torch

    if name == "lr_scheduler":
        import torch.optim.lr_scheduler as lr_scheduler

        return lr_scheduler
    if name == "RMSprop":
        from torch.optim.rmsprop import RMSprop

        torch.optim.RMSprop = RMSprop
        return RMSprop
    torch._missing_attribute("torch.optim", name)
