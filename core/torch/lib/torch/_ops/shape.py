# Shape and view operations: the torch.<name> function forms of native Tensor methods.
import torch

FUNCTIONS = ["clone", "reshape", "transpose", "swapaxes", "swapdims", "unsqueeze", "squeeze", "permute", "t"]
METHODS = ["swapdims"]


def clone(input, *, memory_format=None):
    return input.clone()


def reshape(input, shape):
    return input.reshape(shape)


def transpose(input, dim0, dim1):
    return input.transpose(dim0, dim1)


def swapaxes(input, axis0, axis1):
    return input.transpose(axis0, axis1)


def swapdims(input, dim0, dim1):
    return input.transpose(dim0, dim1)


def unsqueeze(input, dim):
    return input.unsqueeze(dim)


def squeeze(input, dim=None):
    if dim is None:
        return input.squeeze()
    return input.squeeze(dim)


def permute(input, dims):
    return input.permute(*dims)


def t(input):
    return input.t()
