"""nn.Conv1d/2d/3d and nn.ConvTranspose1d/2d/3d, as PyTorch's torch/nn/modules/conv.py: the parameters, their
reset_parameters draws (kaiming_uniform_ with a=sqrt(5), then a uniform bias; the native
torch.nn.init, so the values equal PyTorch's under torch.manual_seed), extra_repr, and a forward
over F.conv*d/F.conv_transpose*d (torch/nn/_conv.py, _conv3d.py).
A transposed convolution's weight is (in_channels, out_channels // groups, *kernel_size).
"""
import math

import torch
from torch.nn import Module, Parameter, init
from torch.nn import functional as F


def _ntuple(v, n):
    if isinstance(v, (tuple, list)):
        return tuple(v)
    return (v,) * n


class _ConvNd(Module):
    def __init__(self, in_channels, out_channels, kernel_size, stride, padding, dilation,
                 groups, bias, padding_mode, device, dtype, nd, transposed=False,
                 output_padding=0):
        super().__init__()
        if groups <= 0:
            raise ValueError("groups must be a positive integer")
        if in_channels % groups != 0:
            raise ValueError("in_channels must be divisible by groups")
        if out_channels % groups != 0:
            raise ValueError("out_channels must be divisible by groups")
        valid_padding_strings = {"same", "valid"}
        if isinstance(padding, str):
            if padding not in valid_padding_strings:
                raise ValueError(
                    "Invalid padding string " + repr(padding)
                    + ", should be one of {'same', 'valid'}"
                )
            if padding == "same" and any(s != 1 for s in _ntuple(stride, nd)):
                raise ValueError("padding='same' is not supported for strided convolutions")
        valid_padding_modes = ("zeros", "reflect", "replicate", "circular")
        if padding_mode not in valid_padding_modes:
            raise ValueError(
                "padding_mode must be one of ['zeros', 'reflect', 'replicate', 'circular'], "
                "but got padding_mode='" + str(padding_mode) + "'"
            )
        self.in_channels = in_channels
        self.out_channels = out_channels
        self.kernel_size = _ntuple(kernel_size, nd)
        self.stride = _ntuple(stride, nd)
        self.padding = padding if isinstance(padding, str) else _ntuple(padding, nd)
        self.dilation = _ntuple(dilation, nd)
        self.transposed = transposed
        self.output_padding = _ntuple(output_padding, nd)
        self.groups = groups
        self.padding_mode = padding_mode
        # F.pad's (last dim first) amounts for the non-zeros padding modes: 'same' splits each
        # dim's dilation * (kernel - 1) with the smaller half first, as PyTorch.
        if isinstance(self.padding, str):
            pads = [0, 0] * nd
            if self.padding == "same":
                for d, k, i in zip(self.dilation, self.kernel_size, range(nd - 1, -1, -1)):
                    total = d * (k - 1)
                    pads[2 * i] = total // 2
                    pads[2 * i + 1] = total - total // 2
            self._reversed_padding_repeated_twice = pads
        else:
            self._reversed_padding_repeated_twice = [p for p in reversed(self.padding) for _ in (0, 1)]
        if transposed:
            shape = (in_channels, out_channels // groups) + self.kernel_size
        else:
            shape = (out_channels, in_channels // groups) + self.kernel_size
        self.weight = Parameter(torch.empty(shape, device=device, dtype=dtype))
        if bias:
            self.bias = Parameter(torch.empty(out_channels, device=device, dtype=dtype))
        else:
            self.bias = None
        self.reset_parameters()

    def reset_parameters(self):
        init.kaiming_uniform_(self.weight, a=math.sqrt(5))
        if self.bias is not None:
            fan_in = self.weight.shape[1]
            for k in self.weight.shape[2:]:
                fan_in *= k
            if fan_in != 0:
                bound = 1 / math.sqrt(fan_in)
                init.uniform_(self.bias, -bound, bound)

    def extra_repr(self):
        s = (
            str(self.in_channels) + ", " + str(self.out_channels) + ", kernel_size="
            + str(self.kernel_size) + ", stride=" + str(self.stride)
        )
        if self.padding != (0,) * len(self.padding):
            s += ", padding=" + str(self.padding)
        if self.dilation != (1,) * len(self.dilation):
            s += ", dilation=" + str(self.dilation)
        if self.output_padding != (0,) * len(self.output_padding):
            s += ", output_padding=" + str(self.output_padding)
        if self.groups != 1:
            s += ", groups=" + str(self.groups)
        if self.bias is None:
            s += ", bias=False"
        if self.padding_mode != "zeros":
            s += ", padding_mode=" + str(self.padding_mode)
        return s


class _Conv(_ConvNd):
    """Conv1d/2d/3d's constructor (PyTorch's signature); `_nd` is the class's dimension count."""

    def __init__(self, in_channels, out_channels, kernel_size, stride=1, padding=0, dilation=1,
                 groups=1, bias=True, padding_mode="zeros", device=None, dtype=None):
        super().__init__(in_channels, out_channels, kernel_size, stride, padding, dilation,
                         groups, bias, padding_mode, device, dtype, self._nd)

    def _forward_args(self):
        return (self.weight, self.bias, self.stride, self.padding, self.dilation, self.groups)

    def _conv(self, f, input):
        # padding_mode 'reflect'/'replicate'/'circular': F.pad first, then an unpadded conv
        if self.padding_mode != "zeros":
            input = F.pad(input, self._reversed_padding_repeated_twice, mode=self.padding_mode)
            return f(input, self.weight, self.bias, self.stride, (0,) * self._nd, self.dilation,
                     self.groups)
        return f(input, *self._forward_args())


class Conv1d(_Conv):
    _nd = 1

    def forward(self, input):
        return self._conv(F.conv1d, input)


class Conv2d(_Conv):
    _nd = 2

    def forward(self, input):
        return self._conv(F.conv2d, input)


class Conv3d(_Conv):
    _nd = 3

    def forward(self, input):
        return self._conv(F.conv3d, input)


class _ConvTransposeNd(_ConvNd):
    """ConvTranspose1d/2d/3d's constructor (PyTorch's signature), over `_nd` dimensions."""

    def __init__(self, in_channels, out_channels, kernel_size, stride=1, padding=0,
                 output_padding=0, groups=1, bias=True, dilation=1, padding_mode="zeros",
                 device=None, dtype=None):
        if padding_mode != "zeros":
            raise ValueError(
                'Only "zeros" padding mode is supported for ' + type(self).__name__
            )
        super().__init__(in_channels, out_channels, kernel_size, stride, padding, dilation,
                         groups, bias, padding_mode, device, dtype, self._nd, True,
                         output_padding)

    def _forward_args(self, input, output_size):
        output_padding = self.output_padding
        if output_size is not None:
            output_padding = self._output_padding(input, output_size)
        return (self.weight, self.bias, self.stride, self.padding, output_padding,
                self.groups, self.dilation)

    def _output_padding(self, input, output_size):
        # forward(output_size=...): the output_padding that gives that size, which must lie
        # within the stride's range above the smallest output, as PyTorch checks it
        nd = self._nd
        output_size = list(output_size)
        if len(output_size) == nd + 2:
            output_size = output_size[2:]
        if len(output_size) != nd:
            raise ValueError("ConvTranspose" + str(nd) + "D: for " + str(input.dim()) + "D input, "
                             "output_size must have " + str(nd) + " or " + str(nd + 2)
                             + " elements (got " + str(len(output_size)) + ")")
        spatial = list(input.shape[input.dim() - nd:])
        min_sizes, max_sizes = [], []
        for d in range(nd):
            low = ((spatial[d] - 1) * self.stride[d] - 2 * self.padding[d]
                   + self.dilation[d] * (self.kernel_size[d] - 1) + 1)
            min_sizes.append(low)
            max_sizes.append(low + self.stride[d] - 1)
        for d in range(nd):
            if not min_sizes[d] <= output_size[d] <= max_sizes[d]:
                raise ValueError("requested an output size of " + str(output_size) + ", but valid "
                                 "sizes range from " + str(min_sizes) + " to " + str(max_sizes)
                                 + " (for an input of " + str(input.size()[input.dim() - nd:])
                                 + ")")
        return tuple(output_size[d] - min_sizes[d] for d in range(nd))


class ConvTranspose1d(_ConvTransposeNd):
    _nd = 1

    def forward(self, input, output_size=None):
        return F.conv_transpose1d(input, *self._forward_args(input, output_size))


class ConvTranspose2d(_ConvTransposeNd):
    _nd = 2

    def forward(self, input, output_size=None):
        return F.conv_transpose2d(input, *self._forward_args(input, output_size))


class ConvTranspose3d(_ConvTransposeNd):
    _nd = 3

    def forward(self, input, output_size=None):
        return F.conv_transpose3d(input, *self._forward_args(input, output_size))


class _LazyConvMixin:
    """PyTorch's _LazyConvXdMixin: in_channels is 0 until the first call, which takes it from the
    input, makes the parameters and draws them (reset_parameters) then, as PyTorch does. PyTorch
    then turns the module into its non-lazy class; here only its repr does (no __class__ change)."""

    def __init__(self, out_channels, *args, **kwargs):
        super().__init__(0, out_channels, *args, **kwargs)

    def reset_parameters(self):
        if self.in_channels != 0:
            super().reset_parameters()

    def _materialize(self, input):
        n = len(self.kernel_size)
        if input.dim() not in (n + 1, n + 2):
            raise RuntimeError(
                "Expected " + str(n + 1) + "D (unbatched) or " + str(n + 2) + "D (batched) input "
                "to " + type(self).__name__ + ", but got input of size: " + str(input.shape))
        c = input.shape[1] if input.dim() == n + 2 else input.shape[0]
        if c % self.groups != 0:
            raise ValueError("in_channels must be divisible by groups")
        self.in_channels = c
        o, g = self.out_channels, self.groups
        shape = ((c, o // g) if self.transposed else (o, c // g)) + self.kernel_size
        w = self.weight
        self.weight = Parameter(torch.empty(shape, device=w.device, dtype=w.dtype))
        if self.bias is not None:
            self.bias = Parameter(torch.empty(o, device=w.device, dtype=w.dtype))
        self.reset_parameters()

    def forward(self, input, *args, **kwargs):
        if self.in_channels == 0:
            self._materialize(input)
        return super().forward(input, *args, **kwargs)

    def __repr__(self):
        s = Module.__repr__(self)
        name = type(self).__name__
        return s if self.in_channels == 0 else name[4:] + s[len(name):]


class LazyConv1d(_LazyConvMixin, Conv1d):
    pass


class LazyConv2d(_LazyConvMixin, Conv2d):
    pass


class LazyConv3d(_LazyConvMixin, Conv3d):
    pass


class LazyConvTranspose1d(_LazyConvMixin, ConvTranspose1d):
    pass


class LazyConvTranspose2d(_LazyConvMixin, ConvTranspose2d):
    pass


class LazyConvTranspose3d(_LazyConvMixin, ConvTranspose3d):
    pass
