"""nn.Dropout1d/2d/3d, nn.AlphaDropout and nn.FeatureAlphaDropout, as PyTorch's
torch/nn/modules/dropout.py, over torch/nn/_norm.py (identity in eval mode; in training the
masks are PyTorch's under torch.manual_seed)."""
from torch.nn import Module
from torch.nn import functional as F
from torch.nn import Dropout  # native; named here as in PyTorch


class _DropoutNd(Module):
    def __init__(self, p=0.5, inplace=False):
        super().__init__()
        if p < 0 or p > 1:
            raise ValueError("dropout probability has to be between 0 and 1, but got " + str(p))
        self.p = p
        self.inplace = inplace

    def extra_repr(self):
        return "p=" + str(self.p) + ", inplace=" + str(self.inplace)


class Dropout1d(_DropoutNd):
    def forward(self, input):
        return F.dropout1d(input, self.p, self.training, self.inplace)


class Dropout2d(_DropoutNd):
    def forward(self, input):
        return F.dropout2d(input, self.p, self.training, self.inplace)


class Dropout3d(_DropoutNd):
    def forward(self, input):
        return F.dropout3d(input, self.p, self.training, self.inplace)


class AlphaDropout(_DropoutNd):
    def forward(self, input):
        return F.alpha_dropout(input, self.p, self.training)


class FeatureAlphaDropout(_DropoutNd):
    def forward(self, input):
        return F.feature_alpha_dropout(input, self.p, self.training)
