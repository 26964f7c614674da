"""nn.AdaptiveLogSoftmaxWithLoss (Grave et al., "Efficient softmax approximation for GPUs"): the
frequent classes [0, cutoffs[0]) scored by a head that also holds one logit per tail cluster; a
target in cluster i costs head log p(cluster i) plus the cluster's own log-softmax over a
low-rank projection of width in_features // div_value**(i+1)."""
from collections import namedtuple

import torch
from torch.nn import Module, Linear, ModuleList, Sequential
from torch.nn import functional as F

__all__ = ["AdaptiveLogSoftmaxWithLoss"]

_ASMoutput = namedtuple("_ASMoutput", ["output", "loss"])


class AdaptiveLogSoftmaxWithLoss(Module):
    __module__ = "torch.nn.modules.adaptive"

    def __init__(self, in_features, n_classes, cutoffs, div_value=4.0, head_bias=False,
                 device=None, dtype=None):
        super().__init__()
        cutoffs = list(cutoffs)
        if len(cutoffs) == 0:
            raise ValueError("cutoffs should be a sequence of length larger than 0")
        if (cutoffs != sorted(cutoffs) or min(cutoffs) <= 0 or max(cutoffs) > n_classes - 1
                or len(set(cutoffs)) != len(cutoffs) or any(int(c) != c for c in cutoffs)):
            raise ValueError("cutoffs should be a sequence of unique, positive integers sorted in "
                             "an increasing order, where each value is between 1 and n_classes-1")
        kw = {"device": device, "dtype": dtype}
        self.in_features = in_features
        self.n_classes = n_classes
        self.cutoffs = cutoffs + [n_classes]
        self.div_value = div_value
        self.head_bias = head_bias
        self.shortlist_size = self.cutoffs[0]
        self.n_clusters = len(self.cutoffs) - 1
        self.head_size = self.shortlist_size + self.n_clusters
        self.head = Linear(in_features, self.head_size, bias=head_bias, **kw)
        self.tail = ModuleList()
        for i in range(self.n_clusters):
            width = int(in_features // (div_value ** (i + 1)))
            size = self.cutoffs[i + 1] - self.cutoffs[i]
            self.tail.append(Sequential(Linear(in_features, width, bias=False, **kw),
                                        Linear(width, size, bias=False, **kw)))

    def reset_parameters(self):
        self.head.reset_parameters()
        for proj, out in self.tail:
            proj.reset_parameters()
            out.reset_parameters()

    def forward(self, input_, target_):
        tdim = target_.dim()
        if tdim == 1:
            if input_.size(0) != target_.size(0):
                raise RuntimeError("Input and target should have the same size in the batch dimension.")
            if input_.dim() != 2:
                raise RuntimeError("1D target tensor expects 2D input tensors, but found inputs with size",
                                   input_.size())
        elif tdim == 0:
            if input_.dim() != 1:
                raise RuntimeError("0D target tensor expects 1D input tensors, but found inputs with size",
                                   input_.size())
        else:
            raise RuntimeError("0D or 1D target tensor expected, multi-target not supported")
        batched = tdim > 0
        x = input_ if batched else input_.unsqueeze(0)
        target = target_ if batched else target_.unsqueeze(0)
        n = target.size(0)
        output = x.new_zeros(n)
        head_index = target.new_empty(n)  # the head column each row reads
        bounds = [0] + self.cutoffs
        covered = 0
        for i in range(len(bounds) - 1):
            lo, hi = bounds[i], bounds[i + 1]
            in_cluster = (target >= lo) & (target < hi)
            rows = in_cluster.nonzero().squeeze()
            if rows.numel() == 0:
                continue
            if i == 0:
                head_index.index_copy_(0, rows, target[in_cluster])
            else:
                local = target[in_cluster] - lo
                logp = F.log_softmax(self.tail[i - 1](x.index_select(0, rows)), dim=1)
                head_index.index_fill_(0, rows, self.shortlist_size + i - 1)
                # (out of place: the zeros do not require grad; the values are PyTorch's)
                output = output.index_copy(0, rows, logp.gather(1, local.unsqueeze(1)).squeeze(1))
            covered += rows.numel()
        if covered != n:
            raise RuntimeError(f"Target values should be in [0, {self.n_classes - 1}], but values in "
                               f"range [{target.min().item()}, {target.max().item()}] were found. ")
        head_logp = F.log_softmax(self.head(x), dim=1)
        output = output + head_logp.gather(1, head_index.unsqueeze(1)).squeeze()
        loss = (-output).mean()
        if not batched:
            output = output.squeeze(0)
        return _ASMoutput(output, loss)

    def _get_full_log_prob(self, input, head_output):
        out = input.new_empty((head_output.size(0), self.n_classes))
        head_logp = F.log_softmax(head_output, dim=1)
        out[:, :self.shortlist_size] = head_logp[:, :self.shortlist_size]
        for i, (start, stop) in enumerate(zip(self.cutoffs, self.cutoffs[1:])):
            logp = F.log_softmax(self.tail[i](input), dim=1)
            out[:, start:stop] = logp + head_logp[:, self.shortlist_size + i].unsqueeze(1)
        return out

    def log_prob(self, input):
        batched = input.dim() > 1
        x = input if batched else input.unsqueeze(0)
        out = self._get_full_log_prob(x, self.head(x))
        return out if batched else out.squeeze(0)

    def predict(self, input):
        batched = input.dim() > 1
        x = input if batched else input.unsqueeze(0)
        head_output = self.head(x)
        output = torch.argmax(head_output, dim=1)
        outside = output >= self.shortlist_size
        if not outside.any():
            pass
        elif outside.all():
            output = torch.argmax(self._get_full_log_prob(x, head_output), dim=1)
        else:
            logp = self._get_full_log_prob(x[outside], head_output[outside])
            output[outside] = torch.argmax(logp, dim=1)
        return output if batched else output.squeeze(0)
