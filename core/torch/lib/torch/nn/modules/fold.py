"""nn.Fold and nn.Unfold, as PyTorch's torch/nn/modules/fold.py, over F.fold/F.unfold."""
from torch.nn import Module
from torch.nn import functional as F


class Fold(Module):
    def __init__(self, output_size, kernel_size, dilation=1, padding=0, stride=1):
        super().__init__()
        self.output_size = output_size
        self.kernel_size = kernel_size
        self.dilation = dilation
        self.padding = padding
        self.stride = stride

    def forward(self, input):
        return F.fold(input, self.output_size, self.kernel_size, self.dilation, self.padding,
                      self.stride)

    def extra_repr(self):
        return (
            "output_size=" + str(self.output_size) + ", kernel_size=" + str(self.kernel_size)
            + ", dilation=" + str(self.dilation) + ", padding=" + str(self.padding)
            + ", stride=" + str(self.stride)
        )


class Unfold(Module):
    def __init__(self, kernel_size, dilation=1, padding=0, stride=1):
        super().__init__()
        self.kernel_size = kernel_size
        self.dilation = dilation
        self.padding = padding
        self.stride = stride

    def forward(self, input):
        return F.unfold(input, self.kernel_size, self.dilation, self.padding, self.stride)

    def extra_repr(self):
        return (
            "kernel_size=" + str(self.kernel_size) + ", dilation=" + str(self.dilation)
            + ", padding=" + str(self.padding) + ", stride=" + str(self.stride)
        )
