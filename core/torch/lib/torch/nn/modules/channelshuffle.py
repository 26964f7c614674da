"""nn.ChannelShuffle, as PyTorch's torch/nn/modules/channelshuffle.py, over F.channel_shuffle."""
from torch.nn import Module
from torch.nn import functional as F


class ChannelShuffle(Module):
    __constants__ = ["groups"]

    def __init__(self, groups):
        super().__init__()
        self.groups = groups

    def forward(self, input):
        return F.channel_shuffle(input, self.groups)

    def extra_repr(self):
        return "groups=" + str(self.groups)
