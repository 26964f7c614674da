"""torch.nn.grad (also F.grad): the gradients of conv1d/2d/3d with respect to their input and
weight, as PyTorch's convolution_backward gives them. Here: the convolution's own backward,
taken at a zero tensor of the asked-for shape (a convolution is linear in each argument)."""
import torch
import torch.nn.functional as F


def _backward(conv, input, weight, grad_output, stride, padding, dilation, groups, which):
    other = weight if which == 0 else input
    create = torch.is_grad_enabled() and (grad_output.requires_grad or other.requires_grad)
    with torch.enable_grad():
        z = torch.zeros((input, weight)[which], dtype=grad_output.dtype,
                        device=grad_output.device, requires_grad=True)
        args = (z, weight) if which == 0 else (input, z)
        out = conv(*args, None, stride, padding, dilation, groups)
        g = torch.autograd.grad(out, z, grad_output, create_graph=create)[0]
    return torch._rename_grad_fn(g, "ConvolutionBackwardBackward0") if create else g


def _pair_of(conv):
    def input_fn(input_size, weight, grad_output, stride=1, padding=0, dilation=1, groups=1):
        return _backward(conv, input_size, weight, grad_output, stride, padding, dilation,
                         groups, 0)

    def weight_fn(input, weight_size, grad_output, stride=1, padding=0, dilation=1, groups=1):
        return _backward(conv, input, weight_size, grad_output, stride, padding, dilation,
                         groups, 1)

    return input_fn, weight_fn


conv1d_input, conv1d_weight = _pair_of(F.conv1d)
conv2d_input, conv2d_weight = _pair_of(F.conv2d)
conv3d_input, conv3d_weight = _pair_of(F.conv3d)
for _f, _n in ((conv1d_input, "conv1d_input"), (conv1d_weight, "conv1d_weight"),
               (conv2d_input, "conv2d_input"), (conv2d_weight, "conv2d_weight"),
               (conv3d_input, "conv3d_input"), (conv3d_weight, "conv3d_weight")):
    _f.__name__ = _f.__qualname__ = _n
