# torch.optim's Python part. The native module (SGD, Adam, AdamW) is made first; this file then
# runs in its namespace. torch.optim.lr_scheduler is Python (optim/lr_scheduler.py), loaded on
# first use through __getattr__ so `import torch` compiles none of it. (The native schedulers
# the module held are dropped, so that __getattr__ is asked.)
try:
    del lr_scheduler
except NameError:
    pass


def __getattr__(name):
    if name == "lr_scheduler":
        import torch.optim.lr_scheduler as lr_scheduler

        return lr_scheduler
    import torch

    torch._missing_attribute("torch.optim", name)
