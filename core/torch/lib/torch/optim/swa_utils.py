# torch.optim.swa_utils: Stochastic Weight Averaging and EMA of a model's weights.
# AveragedModel keeps a deep copy of the model and folds each update_parameters(model) into it
# (the running mean by default, or an EMA / any avg_fn), counting updates in its n_averaged buffer;
# SWALR anneals each group's rate towards its swa_lr (cosine or linear) over anneal_epochs steps;
# update_bn recomputes BatchNorm running statistics with one pass over a loader. The
# multi-tensor helpers (get_ema_multi_avg_fn, get_swa_multi_avg_fn) update a list in place with
# lerp_ tensor by tensor, as PyTorch's foreach kernels do for floating tensors.
import copy
import itertools
import math

import torch
from torch.nn.modules.module import Module
from torch.optim.lr_scheduler import LRScheduler, _format_param

__all__ = ["AveragedModel", "update_bn", "SWALR", "get_ema_multi_avg_fn", "get_swa_multi_avg_fn",
           "get_ema_avg_fn", "get_swa_avg_fn"]


def _floating(t):
    return t.is_floating_point() or t.is_complex()


def get_ema_multi_avg_fn(decay=0.999):
    """An in-place EMA over lists: ema <- decay * ema + (1 - decay) * current."""
    if decay < 0.0 or decay > 1.0:
        raise ValueError(f"Invalid decay value {decay} provided. Please provide a value in [0,1] range.")

    @torch.no_grad()
    def ema_update(ema_param_list, current_param_list, _):
        if ema_param_list and _floating(ema_param_list[0]):
            for e, c in zip(ema_param_list, current_param_list):
                e.lerp_(c, 1 - decay)
        else:
            for e, c in zip(ema_param_list, current_param_list):
                e.copy_(e * decay + c * (1 - decay))

    return ema_update


def get_swa_multi_avg_fn():
    """An in-place running mean over lists: avg <- avg + (current - avg) / (n + 1)."""

    @torch.no_grad()
    def swa_update(averaged_param_list, current_param_list, num_averaged):
        if averaged_param_list and _floating(averaged_param_list[0]):
            weight = 1 / (num_averaged + 1)
            if isinstance(weight, torch.Tensor):
                weight = weight.item()
            for a, c in zip(averaged_param_list, current_param_list):
                a.lerp_(c, weight)
        else:
            for a, c in zip(averaged_param_list, current_param_list):
                diff = c - a
                if isinstance(num_averaged, torch.Tensor):
                    a.add_(diff / (num_averaged + 1))
                else:
                    a.add_(diff, alpha=1.0 / (num_averaged + 1))

    return swa_update


def get_ema_avg_fn(decay=0.999):
    """avg_fn for an EMA: decay * ema + (1 - decay) * current."""
    if decay < 0.0 or decay > 1.0:
        raise ValueError(f"Invalid decay value {decay} provided. Please provide a value in [0,1] range.")

    @torch.no_grad()
    def ema_update(ema_param, current_param, num_averaged):
        return decay * ema_param + (1 - decay) * current_param

    return ema_update


def get_swa_avg_fn():
    """avg_fn for the running mean: avg + (current - avg) / (n + 1)."""

    @torch.no_grad()
    def swa_update(averaged_param, current_param, num_averaged):
        return averaged_param + (current_param - averaged_param) / (num_averaged + 1)

    return swa_update


class AveragedModel(Module):
    """A copy of `model` whose parameters (and buffers with use_buffers=True) average the
    updates passed to update_parameters; calling it runs the copy."""

    def __init__(self, model, device=None, avg_fn=None, multi_avg_fn=None, use_buffers=False):
        super().__init__()
        if avg_fn is not None and multi_avg_fn is not None:
            raise AssertionError("Only one of avg_fn and multi_avg_fn should be provided")
        self.module = copy.deepcopy(model)
        if device is not None:
            self.module = self.module.to(device)
        self.register_buffer("n_averaged", torch.tensor(0, dtype=torch.long, device=device))
        self.avg_fn = avg_fn
        self.multi_avg_fn = multi_avg_fn
        self.use_buffers = use_buffers

    def forward(self, *args, **kwargs):
        return self.module(*args, **kwargs)

    def _averaged(self, model):
        if self.use_buffers:
            return (list(itertools.chain(self.module.parameters(), self.module.buffers())),
                    list(itertools.chain(model.parameters(), model.buffers())))
        return list(self.parameters()), list(model.parameters())

    def update_parameters(self, model):
        mine, theirs = self._averaged(model)
        first = self.n_averaged.item() == 0
        mine = [p.detach() for p in mine]
        theirs = [q.detach().to(p.device) for p, q in zip(mine, theirs)]
        with torch.no_grad():
            if first:
                for p, q in zip(mine, theirs):
                    p.copy_(q)
            elif self.avg_fn is not None:
                for p, q in zip(mine, theirs):
                    p.copy_(self.avg_fn(p, q, self.n_averaged.to(p.device)))
            else:
                # Grouped by (device, dtype), as the multi-tensor functions take one group.
                groups = {}
                for p, q in zip(mine, theirs):
                    groups.setdefault((str(p.device), p.dtype), ([], []))
                    groups[(str(p.device), p.dtype)][0].append(p)
                    groups[(str(p.device), p.dtype)][1].append(q)
                fn = self.multi_avg_fn if self.multi_avg_fn is not None else get_swa_multi_avg_fn()
                for ps, qs in groups.values():
                    fn(ps, qs, self.n_averaged.to(ps[0].device))
            if not self.use_buffers:
                # The buffers follow the model's (BatchNorm statistics, counters).
                for b, mb in zip(self.module.buffers(), model.buffers()):
                    b.detach().copy_(mb.detach().to(b.device))
            self.n_averaged += 1


@torch.no_grad()
def update_bn(loader, model, device=None):
    """Recompute every BatchNorm's running statistics with one pass of `loader` through `model`
    (a cumulative average: momentum None during the pass)."""
    from torch.nn.modules.batchnorm import _BatchNorm

    momenta = {}
    for module in model.modules():
        if isinstance(module, _BatchNorm):
            module.reset_running_stats()
            momenta[module] = module.momentum
    if not momenta:
        return
    was_training = model.training
    model.train()
    for module in momenta:
        module.momentum = None
    for batch in loader:
        if isinstance(batch, (list, tuple)):
            batch = batch[0]
        if device is not None:
            batch = batch.to(device)
        model(batch)
    for module, momentum in momenta.items():
        module.momentum = momentum
    model.train(was_training)


class SWALR(LRScheduler):
    """Anneals each group's rate from its current value to `swa_lr` over `anneal_epochs` steps
    ("cos" or "linear"), then holds it."""

    def __init__(self, optimizer, swa_lr, anneal_epochs=10, anneal_strategy="cos", last_epoch=-1):
        swa_lrs = _format_param("swa_lr", optimizer, swa_lr)
        for lr, group in zip(swa_lrs, optimizer.param_groups):
            group["swa_lr"] = lr
        if anneal_strategy not in ("cos", "linear"):
            raise ValueError(f"anneal_strategy must be one of 'cos' or 'linear', instead got {anneal_strategy}")
        self.anneal_strategy = anneal_strategy
        if not isinstance(anneal_epochs, int) or anneal_epochs < 0:
            raise ValueError(f"anneal_epochs must be equal or greater than 0, got {anneal_epochs}")
        self.anneal_epochs = anneal_epochs
        super().__init__(optimizer, last_epoch)

    def _anneal(self, t):
        if self.anneal_strategy == "linear":
            return t
        return (1 - math.cos(math.pi * t)) / 2

    @staticmethod
    def _get_initial_lr(lr, swa_lr, alpha):
        # The rate before annealing, recovered from the current one and the last alpha.
        if alpha == 1:
            return swa_lr
        return (lr - alpha * swa_lr) / (1 - alpha)

    def get_lr(self):
        step = self._step_count - 1
        if self.anneal_epochs == 0:
            step = max(1, step)
        span = max(1, self.anneal_epochs)
        prev_alpha = self._anneal(max(0, min(1, (step - 1) / span)))
        alpha = self._anneal(max(0, min(1, step / span)))
        out = []
        for group in self.optimizer.param_groups:
            start = self._get_initial_lr(group["lr"], group["swa_lr"], prev_alpha)
            out.append(group["swa_lr"] * alpha + start * (1 - alpha))
        return out
