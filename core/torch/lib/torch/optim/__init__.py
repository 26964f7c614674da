# torch.optim's Python part, run in the namespace of the native torch.optim (SGD, Adam, AdamW and
# the LR schedulers stay native). The optimizers written in Python load on first use (PEP 562's
# module __getattr__), so a program that never asks for one never compiles its file.


def __getattr__(name):
    import torch

    if name != "RMSprop":
        torch._missing_attribute("torch.optim", name)
    from torch.optim.rmsprop import RMSprop

    torch.optim.RMSprop = RMSprop
    return RMSprop
