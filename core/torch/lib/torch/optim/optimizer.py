# torch.optim.Optimizer, the base class users subclass, and SGD/Adam/AdamW: the native ones
# (core/torch/src/nn/optim.rs) for the default options, else the Python rules here, which follow
# PyTorch's single-tensor implementations op for op.
from collections import defaultdict

import torch
from torch.optim import _native


def _typename(o):
    if isinstance(o, torch.Tensor):
        return "torch." + {torch.float64: "Double", torch.int64: "Long"}.get(o.dtype, "Float") + "Tensor"
    return type(o).__name__


class _Meta(type):
    # The native optimizers are Optimizers too.
    def __instancecheck__(cls, obj):
        t = type(obj)
        if cls is Optimizer and t.__name__ in ("SGD", "Adam", "AdamW"):
            return hasattr(obj, "param_groups")
        return isinstance(t, type) and issubclass(t, cls)


class Optimizer(metaclass=_Meta):
    def __init__(self, params, defaults):
        self.defaults = defaults
        self.state = defaultdict(dict)
        self.param_groups = []
        if isinstance(params, torch.Tensor):
            raise TypeError("params argument given to the optimizer should be an iterable of "
                            "Tensors or dicts, but got " + _typename(params))
        groups = list(params)
        if not groups:
            raise ValueError("optimizer got an empty parameter list")
        if not isinstance(groups[0], dict):
            groups = [{"params": groups}]
        for g in groups:
            self.add_param_group(g)

    def __init_subclass__(cls, **kwargs):
        # `@torch.no_grad()` on a method gives a native callable that doesn't bind to the
        # instance (a playground gap): a subclass's step is wrapped in a function that does.
        f = cls.__dict__.get("step")
        if f is not None and not isinstance(f, type(_typename)):
            cls.step = lambda self, *a, **k: f(self, *a, **k)

    def __repr__(self):
        s = type(self).__name__ + " ("
        for i, g in enumerate(self.param_groups):
            s += f"\nParameter Group {i}\n"
            for k in sorted(g):
                if k != "params":
                    s += f"    {k}: {g[k]}\n"
        return s + ")"

    def add_param_group(self, param_group):
        if not isinstance(param_group, dict):
            raise TypeError(f"param_group must be a dict, but got {type(param_group).__name__}")
        ps = param_group["params"]
        if isinstance(ps, set):
            raise TypeError("optimizer parameters need to be organized in ordered collections, but "
                            "the ordering of tensors in sets will change between runs. Please use "
                            "a list instead.")
        ps = param_group["params"] = [ps] if isinstance(ps, torch.Tensor) else list(ps)
        for p in ps:
            if not isinstance(p, torch.Tensor):
                raise TypeError("optimizer can only optimize Tensors, but one of the params is "
                                + _typename(p))
            if not p.is_leaf:
                raise ValueError("can't optimize a non-leaf Tensor")
        for k, v in self.defaults.items():
            param_group.setdefault(k, v)
        seen = {id(p) for g in self.param_groups for p in g["params"]}
        if any(id(p) in seen for p in ps):
            raise ValueError("some parameters appear in more than one parameter group")
        self.param_groups.append(param_group)

    def zero_grad(self, set_to_none=True):
        for g in self.param_groups:
            for p in g["params"]:
                if p.grad is not None:
                    if set_to_none:
                        p.grad = None
                    else:
                        p.grad.zero_()

    def step(self, closure=None):
        raise NotImplementedError

    def state_dict(self):
        index, groups = {}, []
        for g in self.param_groups:
            packed = {k: v for k, v in g.items() if k != "params"}
            for p in g["params"]:
                index.setdefault(id(p), len(index))
            packed["params"] = [index[id(p)] for p in g["params"]]
            groups.append(packed)
        state = {index[id(k)] if isinstance(k, torch.Tensor) else k: v for k, v in self.state.items()}
        return {"state": state, "param_groups": groups}

    def load_state_dict(self, state_dict):
        saved = state_dict["param_groups"]
        if len(saved) != len(self.param_groups):
            raise ValueError("loaded state dict has a different number of parameter groups")
        if any(len(g["params"]) != len(s["params"]) for g, s in zip(self.param_groups, saved)):
            raise ValueError("loaded state dict contains a parameter group that doesn't match the "
                             "size of optimizer's group")
        ids = {i: p for g, s in zip(self.param_groups, saved) for i, p in zip(s["params"], g["params"])}
        state = defaultdict(dict)
        for k, v in state_dict["state"].items():
            p = ids.get(k)
            if p is None:
                state[k] = v
                continue
            state[p] = {n: _cast(p, n, t) for n, t in v.items()}
        self.state = state
        self.param_groups = [dict(s, params=g["params"]) for g, s in zip(self.param_groups, saved)]


def _cast(p, name, t):
    # As PyTorch: a tensor already on the parameter's device and dtype is kept, not copied.
    if name == "step" or not isinstance(t, torch.Tensor):
        return t
    dtype = p.dtype if t.is_floating_point() else t.dtype
    return t if t.dtype == dtype and t.device == p.device else t.to(dtype=dtype, device=p.device)


def _check(*checks):
    # (what, value) pairs that must not be negative: PyTorch's ValueErrors.
    for what, v in checks:
        if not 0.0 <= v:
            raise ValueError(f"Invalid {what}: {v}")


def _betas(betas):
    for i in (0, 1):
        if not 0.0 <= betas[i] < 1.0:
            raise ValueError(f"Invalid beta parameter at index {i}: {betas[i]}")


def _unsupported(name, **options):
    for k, v in options.items():
        if v:
            raise NotImplementedError(f"torch.optim.{name}: {k}=True is not supported in the "
                                      "playground")


class _Rule(Optimizer):
    # The step of the built-in rules: each parameter with a gradient through _update, no grad.
    def step(self, closure=None):
        loss = None
        if closure is not None:
            with torch.enable_grad():
                loss = closure()
        with torch.no_grad():
            for group in self.param_groups:
                for p in group["params"]:
                    if p.grad is not None:
                        self._update(p, -p.grad if group["maximize"] else p.grad,
                                     self.state[p], group)
        return loss


# PyTorch's CPU kernels round as these do (the playground's addcmul/addcdiv multiply t1 by t2
# first, and its lerp for a weight >= 0.5 takes 1 - weight in float64).
def _addcmul(x, a, b, value):
    return x.add_(a.mul(value).mul_(b))


def _addcdiv(x, a, b, value):
    return x.add_(a.mul(value).div_(b))


def _lerp(x, end, w):
    if w < 0.5:
        return x.lerp_(end, w)
    return x.copy_(end - (end - x).mul_(1 - torch.tensor(w).item()))


def _tick(state):
    # step_t += 1 and its value as a Python float (PyTorch's _get_value)
    state["step"] += 1
    return state["step"].item()


def _plain(params, args, kw, flags):
    # True when none of the options in flags (name -> positional index) is set anywhere.
    for name, i in flags:
        if (args[i] if i is not None and i < len(args) else kw.get(name)):
            return False
    return not (isinstance(params, (list, tuple)) and any(
        isinstance(g, dict) and g.get(name) for g in params for name, _ in flags))


class SGD(_Rule):
    def __new__(cls, params=None, *args, **kw):
        if cls is SGD and _plain(params, args, kw, (("maximize", None),)):
            return _native[0](params, *args, **kw)
        return object.__new__(cls)

    def __init__(self, params, lr=1e-3, momentum=0, dampening=0, weight_decay=0, nesterov=False,
                 *, maximize=False, foreach=None, differentiable=False, fused=None):
        _check(("learning rate", lr), ("momentum value", momentum),
               ("weight_decay value", weight_decay))
        _unsupported("SGD", differentiable=differentiable, fused=fused)
        if nesterov and (momentum <= 0 or dampening != 0):
            raise ValueError("Nesterov momentum requires a momentum and zero dampening")
        super().__init__(params, dict(lr=lr, momentum=momentum, dampening=dampening,
                                      weight_decay=weight_decay, nesterov=nesterov,
                                      maximize=maximize, foreach=foreach,
                                      differentiable=differentiable, fused=fused))

    def _update(self, p, grad, state, g):
        if g["weight_decay"] != 0:
            grad = grad.add(p, alpha=g["weight_decay"])
        m = g["momentum"]
        if m != 0:
            buf = state.get("momentum_buffer")
            if buf is None:
                buf = state["momentum_buffer"] = torch.clone(grad).detach()
            else:
                buf.mul_(m).add_(grad, alpha=1 - g["dampening"])
            grad = grad.add(buf, alpha=m) if g["nesterov"] else buf
        p.add_(grad, alpha=-g["lr"])


class Adam(_Rule):
    def __new__(cls, params=None, *args, **kw):
        if cls is Adam and _plain(params, args, kw, (("amsgrad", 4), ("maximize", None),
                                                     ("decoupled_weight_decay", None))):
            return _native[1](params, *args, **kw)
        return object.__new__(cls)

    def __init__(self, params, lr=1e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0,
                 amsgrad=False, *, foreach=None, maximize=False, capturable=False,
                 differentiable=False, fused=None, decoupled_weight_decay=False):
        _check(("learning rate", lr), ("epsilon value", eps))
        _betas(betas)
        _check(("weight_decay value", weight_decay))
        _unsupported(type(self).__name__, capturable=capturable, differentiable=differentiable,
                     fused=fused)
        super().__init__(params, dict(
            lr=lr, betas=betas, eps=eps, weight_decay=weight_decay, amsgrad=amsgrad,
            maximize=maximize, foreach=foreach, capturable=capturable,
            differentiable=differentiable, fused=fused,
            decoupled_weight_decay=decoupled_weight_decay))

    def _update(self, p, grad, state, g):
        if not state:
            state["step"] = torch.tensor(0.0)
            state["exp_avg"] = torch.zeros_like(p)
            state["exp_avg_sq"] = torch.zeros_like(p)
            if g["amsgrad"]:
                state["max_exp_avg_sq"] = torch.zeros_like(p)
        step = _tick(state)
        lr, wd, (b1, b2) = g["lr"], g["weight_decay"], g["betas"]
        if wd != 0:
            if g["decoupled_weight_decay"]:
                p.mul_(1 - lr * wd)
            else:
                grad = grad.add(p, alpha=wd)
        m, v = state["exp_avg"], state["exp_avg_sq"]
        _lerp(m, grad, 1 - b1)
        _addcmul(v.mul_(b2), grad, grad, 1 - b2)
        if g["amsgrad"]:
            v = state["max_exp_avg_sq"].copy_(torch.maximum(state["max_exp_avg_sq"], v))
        denom = (v.sqrt() / (1 - b2 ** step) ** 0.5).add_(g["eps"])
        _addcdiv(p, m, denom, -(lr / (1 - b1 ** step)))


class AdamW(Adam):
    def __new__(cls, params=None, *args, **kw):
        if cls is AdamW and _plain(params, args, kw, (("amsgrad", 4), ("maximize", None))):
            return _native[2](params, *args, **kw)
        return object.__new__(cls)

    def __init__(self, params, lr=1e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=1e-2,
                 amsgrad=False, *, maximize=False, foreach=None, capturable=False,
                 differentiable=False, fused=None):
        super().__init__(params, lr, betas, eps, weight_decay, amsgrad, foreach=foreach,
                         maximize=maximize, capturable=capturable,
                         differentiable=differentiable, fused=fused, decoupled_weight_decay=True)
