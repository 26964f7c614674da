"""torch.amp.GradScaler, as PyTorch's torch/amp/grad_scaler.py: the loss is multiplied by the
scale, unscale_ multiplies each gradient by the float32 reciprocal of the scale (computed in
float64, as PyTorch does) and records whether any was inf or NaN, step skips the optimizer's step
when one was, and update backs the scale off (or grows it after growth_interval clean steps) as
ATen's _amp_update_scale_ does.

The playground has no CUDA device, so a scaler for "cuda" (torch.cuda.amp.GradScaler's device)
disables itself as PyTorch does on a machine without one (PyTorch also warns, which the
playground's one output stream leaves out): scale returns its input, step is optimizer.step().
"""
import torch

_READY = 0
_UNSCALED = 1
_STEPPED = 2


def _refresh_per_optimizer_state():
    return {"stage": _READY, "found_inf_per_device": {}}


class GradScaler:
    def __init__(self, device="cuda", init_scale=2.0**16, growth_factor=2.0, backoff_factor=0.5,
                 growth_interval=2000, enabled=True):
        self._device = device
        self._enabled = enabled
        if self._device == "cuda":
            if enabled and not torch.cuda.is_available():
                # PyTorch: UserWarning "torch.cuda.amp.GradScaler is enabled, but CUDA is not
                # available.  Disabling."
                self._enabled = False
        if self._enabled:
            if growth_factor <= 1.0:
                raise AssertionError("The growth factor must be > 1.0.")
            if backoff_factor >= 1.0:
                raise AssertionError("The backoff factor must be < 1.0.")
            self._init_scale = init_scale
            self._scale = None
            self._growth_factor = growth_factor
            self._backoff_factor = backoff_factor
            self._growth_interval = growth_interval
            self._init_growth_tracker = 0
            self._growth_tracker = None
            self._per_optimizer_states = {}

    def _state_of(self, optimizer):
        key = id(optimizer)
        state = self._per_optimizer_states.get(key)
        if state is None:
            state = _refresh_per_optimizer_state()
            self._per_optimizer_states[key] = state
        return state

    def _check_scale_growth_tracker(self, funcname):
        fix = ("This may indicate your script did not use scaler.scale(loss or outputs) earlier "
               "in the iteration.")
        if self._scale is None:
            raise AssertionError("Attempted " + funcname + " but _scale is None.  " + fix)
        if self._growth_tracker is None:
            raise AssertionError("Attempted " + funcname + " but _growth_tracker is None.  " + fix)
        return (self._scale, self._growth_tracker)

    def _lazy_init_scale_growth_tracker(self, dev):
        self._scale = torch.full((), self._init_scale, dtype=torch.float32, device=dev)
        self._growth_tracker = torch.full((), self._init_growth_tracker, dtype=torch.int32,
                                          device=dev)

    def scale(self, outputs):
        """The outputs (a tensor, or tensors in lists/tuples/iterables) times the scale."""
        if not self._enabled:
            return outputs
        if isinstance(outputs, torch.Tensor):
            if self._scale is None:
                self._lazy_init_scale_growth_tracker(outputs.device)
            return outputs * self._scale.to(device=outputs.device)

        def apply_scale(val):
            if isinstance(val, torch.Tensor):
                if self._scale is None:
                    self._lazy_init_scale_growth_tracker(val.device)
                return val * self._scale.to(device=val.device)
            if isinstance(val, (list, tuple)):
                return type(val)([apply_scale(v) for v in val])
            if hasattr(val, "__iter__"):
                return map(apply_scale, val)
            raise ValueError("outputs must be a Tensor or an iterable of Tensors")

        return apply_scale(outputs)

    def _unscale_grads_(self, optimizer, inv_scale, found_inf, allow_fp16):
        # ATen's _amp_foreach_non_finite_check_and_unscale_: found_inf becomes 1 when a gradient
        # has an inf or NaN; every gradient is multiplied by inv_scale.
        per_device = {}
        with torch.no_grad():
            for group in optimizer.param_groups:
                for param in group["params"]:
                    if not isinstance(param, torch.Tensor):
                        raise AssertionError("expected param to be torch.Tensor, got "
                                             + type(param).__name__)
                    g = param.grad
                    if g is None:
                        continue
                    if (not allow_fp16) and g.dtype == torch.float16:
                        raise ValueError("Attempting to unscale FP16 gradients.")
                    key = str(g.device)
                    if key not in per_device:
                        per_device[key] = found_inf.to(g.device).clone()
                    if not bool(torch.isfinite(g).all()):
                        per_device[key].fill_(1.0)
                    g.mul_(inv_scale.to(g.device))
        return per_device

    def unscale_(self, optimizer):
        """Divides the optimizer's gradients by the scale (once per step)."""
        if not self._enabled:
            return
        self._check_scale_growth_tracker("unscale_")
        optimizer_state = self._state_of(optimizer)
        if optimizer_state["stage"] == _UNSCALED:
            raise RuntimeError(
                "unscale_() has already been called on this optimizer since the last update().")
        elif optimizer_state["stage"] == _STEPPED:
            raise RuntimeError("unscale_() is being called after step().")
        inv_scale = self._scale.double().reciprocal().float()
        found_inf = torch.full((), 0.0, dtype=torch.float32, device=self._scale.device)
        optimizer_state["found_inf_per_device"] = self._unscale_grads_(
            optimizer, inv_scale, found_inf, False)
        optimizer_state["stage"] = _UNSCALED

    def _maybe_opt_step(self, optimizer, optimizer_state, *args, **kwargs):
        retval = None
        if not sum(v.item() for v in optimizer_state["found_inf_per_device"].values()):
            retval = optimizer.step(*args, **kwargs)
        return retval

    def step(self, optimizer, *args, **kwargs):
        """unscale_ (unless called already), then optimizer.step() unless a gradient was inf
        or NaN; returns what optimizer.step returned (None when skipped)."""
        if not self._enabled:
            return optimizer.step(*args, **kwargs)
        if "closure" in kwargs:
            raise RuntimeError("Closure use is not currently supported if GradScaler is enabled.")
        self._check_scale_growth_tracker("step")
        optimizer_state = self._state_of(optimizer)
        if optimizer_state["stage"] == _STEPPED:
            raise RuntimeError("step() has already been called since the last update().")
        if optimizer_state["stage"] == _READY:
            self.unscale_(optimizer)
        if len(optimizer_state["found_inf_per_device"]) == 0:
            raise AssertionError("No inf checks were recorded for this optimizer.")
        retval = self._maybe_opt_step(optimizer, optimizer_state, *args, **kwargs)
        optimizer_state["stage"] = _STEPPED
        return retval

    def update(self, new_scale=None):
        """Backs the scale off after a skipped step, or grows it after growth_interval
        consecutive clean ones (new_scale sets it instead)."""
        if not self._enabled:
            return
        _scale, _growth_tracker = self._check_scale_growth_tracker("update")
        if new_scale is not None:
            if isinstance(new_scale, float):
                self._scale.fill_(new_scale)
            else:
                reason = ("new_scale should be a float or a 1-element torch.cuda.FloatTensor or "
                          "torch.FloatTensor with requires_grad=False.")
                if new_scale.device.type != self._device:
                    raise AssertionError(reason)
                if new_scale.numel() != 1:
                    raise AssertionError(reason)
                if new_scale.requires_grad is True:
                    raise AssertionError(reason)
                self._scale.copy_(new_scale)
        else:
            found_infs = [
                found_inf.to(device=_scale.device)
                for state in self._per_optimizer_states.values()
                for found_inf in state["found_inf_per_device"].values()
            ]
            if len(found_infs) == 0:
                raise AssertionError("No inf checks were recorded prior to update.")
            found = sum(float(f.item()) for f in found_infs)
            with torch.no_grad():
                # ATen's _amp_update_scale_ (float32 arithmetic on the scale).
                if found:
                    _scale.mul_(torch.tensor(float(self._backoff_factor), dtype=torch.float32))
                    _growth_tracker.fill_(0)
                else:
                    successful = int(_growth_tracker.item()) + 1
                    if successful == self._growth_interval:
                        grown = _scale * torch.tensor(float(self._growth_factor),
                                                      dtype=torch.float32)
                        if bool(torch.isfinite(grown)):
                            _scale.copy_(grown)
                        _growth_tracker.fill_(0)
                    else:
                        _growth_tracker.fill_(successful)
        self._per_optimizer_states = {}

    def _get_scale_async(self):
        return self._scale

    def get_scale(self):
        """The scale as a Python float (1.0 when disabled)."""
        if self._enabled:
            return self._init_scale if self._scale is None else float(self._scale.item())
        return 1.0

    def get_growth_factor(self):
        return self._growth_factor

    def set_growth_factor(self, new_factor):
        self._growth_factor = new_factor

    def get_backoff_factor(self):
        return self._backoff_factor

    def set_backoff_factor(self, new_factor):
        self._backoff_factor = new_factor

    def get_growth_interval(self):
        return self._growth_interval

    def set_growth_interval(self, new_interval):
        self._growth_interval = new_interval

    def _get_growth_tracker(self):
        if self._enabled:
            if self._growth_tracker is None:
                return self._init_growth_tracker
            return int(self._growth_tracker.item())
        return 0

    def is_enabled(self):
        return self._enabled

    def state_dict(self):
        """scale, growth_factor, backoff_factor, growth_interval and _growth_tracker ({} when
        disabled)."""
        if self._enabled:
            return {
                "scale": self.get_scale(),
                "growth_factor": self._growth_factor,
                "backoff_factor": self._backoff_factor,
                "growth_interval": self._growth_interval,
                "_growth_tracker": self._get_growth_tracker(),
            }
        return {}

    def load_state_dict(self, state_dict):
        if not self._enabled:
            return
        if len(state_dict) == 0:
            raise RuntimeError(
                "The source state dict is empty, possibly because it was saved "
                "from a disabled instance of GradScaler."
            )
        self._init_scale = state_dict["scale"]
        if self._scale is not None:
            self._scale.fill_(state_dict["scale"])
        self._growth_factor = state_dict["growth_factor"]
        self._backoff_factor = state_dict["backoff_factor"]
        self._growth_interval = state_dict["growth_interval"]
        self._init_growth_tracker = state_dict["_growth_tracker"]
        if self._growth_tracker is not None:
            self._growth_tracker.fill_(state_dict["_growth_tracker"])
