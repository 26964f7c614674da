# torch.optim.Optimizer and the optimizers, each PyTorch's single-tensor step op for op; SGD/Adam/
# AdamW are the native ones (core/torch/src/nn/optim.rs) unless an option needs the rule here.
from collections import defaultdict

import torch
from torch.optim import _native


class _Meta(type):
    # a native SGD/Adam/AdamW counts as its class's instance
    def __instancecheck__(cls, obj):
        t = type(obj)
        if isinstance(t, _Meta):
            return issubclass(t, cls)
        return hasattr(obj, "param_groups") and cls in _KIN.get(t.__name__, ())


class Optimizer(metaclass=_Meta):
    def __init__(self, params, defaults):
        self.defaults = defaults
        self.state = defaultdict(dict)
        self.param_groups = []
        if isinstance(params, torch.Tensor):
            raise TypeError("params argument given to the optimizer should be an iterable of "
                            "Tensors or dicts, but got " + params.type())
        groups = list(params)
        if not groups:
            raise ValueError("optimizer got an empty parameter list")
        if not isinstance(groups[0], dict):
            groups = [{"params": groups}]
        for g in groups:
            self.add_param_group(g)

    def __init_subclass__(cls, **kwargs):
        # @torch.no_grad() on a method gives a callable that doesn't bind (a playground gap)
        # (each step also runs the step hooks)
        f = cls.__dict__.get("step")
        if f is not None:
            cls.step = lambda self, *a, **k: _run_step(f, self, a, k)

    def register_step_pre_hook(self, hook):
        """hook(optimizer, args, kwargs) before each step; it may return new (args, kwargs)."""
        return _Handle(self.__dict__.setdefault("_step_pre_hooks", {}), hook)

    def register_step_post_hook(self, hook):
        """hook(optimizer, args, kwargs) after each step."""
        return _Handle(self.__dict__.setdefault("_step_post_hooks", {}), hook)

    def _hooks_not_provided(self, *args, **kwargs):
        raise NotImplementedError("Optimizer's state_dict hooks are not provided in the playground "
                                  "yet")

    register_state_dict_pre_hook = _hooks_not_provided
    register_state_dict_post_hook = _hooks_not_provided
    register_load_state_dict_pre_hook = _hooks_not_provided
    register_load_state_dict_post_hook = _hooks_not_provided

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
            raise TypeError(f"param_group must be a dict, but got {type(param_group)}")
        ps = param_group["params"]
        _group_params(param_group)
        ps = param_group["params"] = [ps] if isinstance(ps, torch.Tensor) else list(ps)
        for p in ps:
            if not isinstance(p, torch.Tensor):
                raise TypeError("optimizer can only optimize Tensors, but one of the params is "
                                + type(p).__name__)
            if not p.is_leaf:
                raise ValueError("can't optimize a non-leaf Tensor")
        for k, v in self.defaults.items():
            param_group.setdefault(k, v)
        # by identity: id() of a native module's parameter changes from one read to the next
        seen = [q for g in self.param_groups for q in g["params"]]
        if any(p is q for p in ps for q in seen):
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


class _Handle:
    # a hook's RemovableHandle
    _next = [0]

    def __init__(self, hooks, hook):
        self.hooks_dict_ref = hooks
        self.id = _Handle._next[0]
        _Handle._next[0] += 1
        hooks[self.id] = hook

    def remove(self):
        self.hooks_dict_ref.pop(self.id, None)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.remove()


def _run_step(step, opt, args, kwargs):
    d = opt.__dict__
    for hook in list(d.get("_step_pre_hooks", {}).values()):
        result = hook(opt, args, kwargs)
        if result is not None:
            if not (isinstance(result, tuple) and len(result) == 2):
                raise RuntimeError("hook " + str(hook) + " must return None or a tuple of "
                                   "(new_args, new_kwargs), but got " + str(result) + ".")
            args, kwargs = result
    out = step(opt, *args, **kwargs)
    for hook in list(d.get("_step_post_hooks", {}).values()):
        hook(opt, args, kwargs)
    return out


def _cast(p, name, t):
    if name == "step" or not isinstance(t, torch.Tensor):
        return t
    dtype = p.dtype if t.is_floating_point() else t.dtype
    return t if t.dtype == dtype and t.device == p.device else t.to(dtype=dtype, device=p.device)


def _group_params(g):
    # A group's set is refused as PyTorch refuses it; its generator or iterator is read into a
    # list here (the native optimizers take lists).
    v = g.get("params")
    if isinstance(v, set):
        raise TypeError("optimizer parameters need to be organized in ordered collections, but "
                        "the ordering of tensors in sets will change between runs. Please use a "
                        "list instead.")
    if v is not None and not isinstance(v, torch.Tensor) and iter(v) is v:
        g["params"] = list(v)


class _Rule(Optimizer):
    # _sig: positional options; _fast: (native class, options it lacks)
    _fast = None

    def __new__(cls, params=None, *args, **kw):
        f = cls.__dict__.get("_fast")
        if isinstance(params, torch.Tensor):
            # (before the native optimizer, which would take the tensor's rows as parameters)
            raise TypeError("params argument given to the optimizer should be an iterable of "
                            "Tensors or dicts, but got " + params.type())
        listed = None
        if params is not None and not isinstance(params, (list, tuple, dict, torch.Tensor)):
            # A generator (`p for p in m.parameters() if p.requires_grad`) is read once here; the
            # native optimizers take the list, a Python one finds it in __init__.
            params = listed = list(params)
        for g in params if isinstance(params, list) else ():
            if isinstance(g, dict):
                _group_params(g)
        if f:
            given = dict(zip(cls._sig.split(), args), **kw)
            groups = [g for g in params if isinstance(g, dict)] if isinstance(params, list) else []
            tensor_option = any(isinstance(v, torch.Tensor) for d in [given, *groups]
                                for k, v in d.items() if k != "params")
            if not tensor_option and not any(d.get(n) for d in [given, *groups] for n in f[1]):
                # The native optimizer checks less (betas, eps, nesterov's terms): the options
                # are checked here first, with PyTorch's messages.
                cls._options(args, kw)
                return f[0](params, *args, **kw)
        self = object.__new__(cls)
        if listed is not None:
            self._given_params = listed
        return self

    @classmethod
    def _options(cls, args, kw):
        """The defaults updated by the constructor's arguments, checked as PyTorch checks them."""
        name, sig, d = cls.__name__, cls._sig.split(), dict(cls._defaults)
        kw = dict(kw)
        kw.update(zip(sig, args))
        for k, v in kw.items():
            if k not in d or len(args) > len(sig):
                raise TypeError(f"{name}.__init__() got an unexpected keyword argument '{k}'")
            d[k] = v
        for k, v in d.items():
            if k in _UNSUP and v:
                raise NotImplementedError(f"torch.optim.{name}: {k}=True (playground)")
            bad = (k in ("lr", "eps", "weight_decay", "momentum", "alpha", "lr_decay", "lambd",
                         "initial_accumulator_value", "momentum_decay") and not 0.0 <= v
                   or k == "rho" and not 0.0 <= v <= 1.0)
            if bad:
                raise ValueError(f"Invalid {_NAMES.get(k, k + ' value')}: {v}")
            for i in (0, 1) if k == "betas" else ():
                if not 0.0 <= v[i] < 1.0:
                    raise ValueError(f"Invalid beta parameter at index {i}: {v[i]}")
            if k == "etas" and not 0.0 < v[0] < 1.0 < v[1]:
                raise ValueError(f"Invalid eta values: {v[0]}, {v[1]}")
            if k == "nesterov" and v and (d["momentum"] <= 0 or d["dampening"] != 0):
                raise ValueError("Nesterov momentum requires a momentum and zero dampening")
        return d

    def __init__(self, params, *args, **kw):
        if "_given_params" in self.__dict__:
            params = self.__dict__.pop("_given_params")
        super().__init__(params, self._options(args, kw))

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


# in the rounding order of PyTorch's CPU kernels, which the playground's differ from
def _addcmul(x, a, b, value):
    return x.add_(a.mul(value).mul_(b))


def _addcdiv(x, a, b, value):
    return x.add_(a.mul(value).div_(b))


def _lerp(x, end, w):
    if w < 0.5:
        return x.lerp_(end, w)
    return x.copy_(end - (end - x).mul_(1 - torch.tensor(w).item()))


def _new(state, p, *names):
    if not state:
        state["step"] = torch.tensor(0.0)
        for n in names:
            state[n] = torch.zeros_like(p)
    state["step"] += 1
    return state["step"].item()


def _moments(state, grad, b1, b2):
    m, v = state["exp_avg"], state["exp_avg_sq"]
    return _lerp(m, grad, 1 - b1), _addcmul(v.mul_(b2), grad, grad, 1 - b2)


def _decay(p, grad, g, lr):
    wd = g["weight_decay"]
    if wd != 0:
        if g.get("decoupled_weight_decay"):
            p.mul_(1 - lr * wd)
        else:
            grad = grad.add(p, alpha=wd)
    return grad


_NAMES = {"lr": "learning rate", "eps": "epsilon value"}
_UNSUP = ("capturable", "differentiable", "fused")
_COMMON = dict(foreach=None, maximize=False, differentiable=False)


class SGD(_Rule):
    _sig = "lr momentum dampening weight_decay nesterov"
    _defaults = dict(lr=1e-3, momentum=0, dampening=0, weight_decay=0, nesterov=False,
                     **_COMMON, fused=None)
    _fast = _native[0], ("maximize", "differentiable", "fused")

    def _update(self, p, grad, state, g):
        grad = _decay(p, grad, g, 0)
        m = g["momentum"]
        if m != 0:
            buf = state.get("momentum_buffer")
            if buf is None:
                buf = state["momentum_buffer"] = torch.clone(grad).detach()
            else:
                buf.mul_(m).add_(grad, alpha=1 - g["dampening"])
            grad = grad.add(buf, alpha=m) if g["nesterov"] else buf
        p.add_(grad, alpha=-g["lr"])


_ADAM = dict(lr=1e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0, amsgrad=False,
             maximize=False, foreach=None, capturable=False, differentiable=False, fused=None,
             decoupled_weight_decay=False)


class Adam(_Rule):
    _sig = "lr betas eps weight_decay amsgrad"
    _defaults = _ADAM
    _fast = _native[1], ("amsgrad", "maximize", "decoupled_weight_decay", *_UNSUP)

    def _update(self, p, grad, state, g):
        step = _new(state, p, "exp_avg", "exp_avg_sq", *["max_exp_avg_sq"] * g["amsgrad"])
        lr, (b1, b2) = g["lr"], g["betas"]
        grad = _decay(p, grad, g, lr)
        m, v = _moments(state, grad, b1, b2)
        if g["amsgrad"]:
            v = state["max_exp_avg_sq"].copy_(torch.maximum(state["max_exp_avg_sq"], v))
        denom = (v.sqrt() / (1 - b2 ** step) ** 0.5).add_(g["eps"])
        _addcdiv(p, m, denom, -(lr / (1 - b1 ** step)))


class AdamW(Adam):
    _defaults = dict(_ADAM, weight_decay=1e-2, decoupled_weight_decay=True)
    _fast = _native[2], ("amsgrad", "maximize", *_UNSUP)


_KIN = {"SGD": (Optimizer, SGD), "Adam": (Optimizer, Adam), "AdamW": (Optimizer, Adam, AdamW)}


class RMSprop(_Rule):
    _sig = "lr alpha eps weight_decay momentum centered capturable foreach maximize differentiable"
    _defaults = dict(lr=1e-2, momentum=0, alpha=0.99, eps=1e-8, centered=False, weight_decay=0,
                     capturable=False, foreach=None, maximize=False, differentiable=False)

    def _update(self, p, grad, state, g):
        _new(state, p, "square_avg", *["momentum_buffer"] * (g["momentum"] > 0),
             *["grad_avg"] * g["centered"])
        alpha = g["alpha"]
        grad = _decay(p, grad, g, 0)
        sq = _addcmul(state["square_avg"].mul_(alpha), grad, grad, 1 - alpha)
        if g["centered"]:
            ga = _lerp(state["grad_avg"], grad, 1 - alpha)
            avg = sq.addcmul(ga, ga, value=-1).sqrt_()
        else:
            avg = sq.sqrt()
        avg = avg.add_(g["eps"])
        if g["momentum"] > 0:
            buf = state["momentum_buffer"].mul_(g["momentum"]).addcdiv_(grad, avg)
            p.add_(buf, alpha=-g["lr"])
        else:
            _addcdiv(p, grad, avg, -g["lr"])


class Adagrad(_Rule):
    _sig = "lr lr_decay weight_decay initial_accumulator_value eps foreach"
    _defaults = dict(lr=1e-2, lr_decay=0, eps=1e-10, weight_decay=0, initial_accumulator_value=0,
                     **_COMMON, fused=None)

    def __init__(self, params, *args, **kw):
        super().__init__(params, *args, **kw)
        for g in self.param_groups:
            for p in g["params"]:
                self._init(self.state[p], p, g)

    def _init(self, state, p, g):
        state.update(step=torch.tensor(0.0), sum=torch.full_like(p, g["initial_accumulator_value"]))

    def _update(self, p, grad, state, g):
        if not state:
            self._init(state, p, g)
        step = _new(state, p)
        grad = _decay(p, grad, g, 0)
        clr = g["lr"] / (1 + (step - 1) * g["lr_decay"])
        s = state["sum"].addcmul_(grad, grad, value=1)
        _addcdiv(p, grad, s.sqrt().add_(g["eps"]), -clr)


class Adamax(_Rule):
    _sig = "lr betas eps weight_decay foreach"
    _defaults = dict(lr=2e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0, **_COMMON,
                     capturable=False)

    def _update(self, p, grad, state, g):
        step = _new(state, p, "exp_avg", "exp_inf")
        b1, b2 = g["betas"]
        grad = _decay(p, grad, g, 0)
        m, u = state["exp_avg"], state["exp_inf"]
        _lerp(m, grad, 1 - b1)
        u.copy_(torch.maximum(u.mul_(b2), grad.abs().add_(g["eps"])))
        _addcdiv(p, m, u, -(g["lr"] / (1 - b1 ** step)))


class NAdam(_Rule):
    _sig = "lr betas eps weight_decay momentum_decay decoupled_weight_decay"
    _defaults = dict(lr=2e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0, momentum_decay=4e-3,
                     decoupled_weight_decay=False, maximize=False, foreach=None,
                     capturable=False, differentiable=False)

    def _update(self, p, grad, state, g):
        if not state:
            state.update(step=torch.tensor(0.0), mu_product=torch.tensor(1.0),
                         exp_avg=torch.zeros_like(p), exp_avg_sq=torch.zeros_like(p))
        step = _new(state, p)
        lr, (b1, b2), md = g["lr"], g["betas"], g["momentum_decay"]
        bc2 = 1 - b2 ** step
        grad = _decay(p, grad, g, lr)
        mu = b1 * (1.0 - 0.5 * (0.96 ** (step * md)))
        mu_next = b1 * (1.0 - 0.5 * (0.96 ** ((step + 1) * md)))
        state["mu_product"] *= mu
        mp = state["mu_product"].item()
        m, v = _moments(state, grad, b1, b2)
        denom = v.div(bc2).sqrt().add_(g["eps"])
        _addcdiv(p, grad, denom, -lr * (1.0 - mu) / (1.0 - mp))
        _addcdiv(p, m, denom, (-lr * mu_next) / (1.0 - mp * mu_next))


class RAdam(_Rule):
    _sig = "lr betas eps weight_decay decoupled_weight_decay"
    _defaults = dict(lr=1e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0, maximize=False,
                     foreach=None, capturable=False, decoupled_weight_decay=False,
                     differentiable=False)

    def _update(self, p, grad, state, g):
        step = _new(state, p, "exp_avg", "exp_avg_sq")
        lr, (b1, b2) = g["lr"], g["betas"]
        grad = _decay(p, grad, g, lr)
        m, v = _moments(state, grad, b1, b2)
        bc2 = 1 - b2 ** step
        avg = m / (1 - b1 ** step)
        rho_inf = 2 / (1 - b2) - 1
        rho_t = rho_inf - 2 * step * (b2 ** step) / bc2
        if rho_t > 5.0:
            # bc2 ** 0.5 / sqrt: PyTorch's float / Tensor is reciprocal() * float
            adaptive = v.sqrt().add_(g["eps"]).reciprocal() * bc2 ** 0.5
            rect = ((rho_t - 4) * (rho_t - 2) * rho_inf
                    / ((rho_inf - 4) * (rho_inf - 2) * rho_t)) ** 0.5
            p.add_(avg * lr * adaptive * rect, alpha=-1.0)
        else:
            p.add_(avg * lr, alpha=-1.0)


class Adadelta(_Rule):
    _sig = "lr rho eps weight_decay foreach"
    _defaults = dict(lr=1.0, rho=0.9, eps=1e-6, weight_decay=0, maximize=False, capturable=False,
                     foreach=None, differentiable=False)

    def _update(self, p, grad, state, g):
        _new(state, p, "square_avg", "acc_delta")
        rho, eps = g["rho"], g["eps"]
        grad = _decay(p, grad, g, 0)
        sq, acc = state["square_avg"], state["acc_delta"]
        _addcmul(sq.mul_(rho), grad, grad, 1 - rho)
        std = sq.add(eps).sqrt_()
        delta = acc.add(eps).sqrt_().div_(std).mul_(grad)
        _addcmul(acc.mul_(rho), delta, delta, 1 - rho)
        p.add_(delta, alpha=-g["lr"])


class ASGD(_Rule):
    _sig = "lr lambd alpha t0 weight_decay foreach maximize differentiable capturable"
    _defaults = dict(lr=1e-2, lambd=1e-4, alpha=0.75, t0=1e6, weight_decay=0, **_COMMON,
                     capturable=False)

    def _update(self, p, grad, state, g):
        lr, lambd = g["lr"], g["lambd"]
        if not state:
            state.update(step=torch.tensor(0.0), eta=torch.tensor(float(lr)), mu=torch.tensor(1.0),
                         ax=torch.zeros_like(p))
        step = _new(state, p)
        grad = _decay(p, grad, g, 0)
        eta, mu, ax = state["eta"], state["mu"], state["ax"]
        e = eta.item()
        p.mul_(1 - lambd * e)
        p.add_(grad, alpha=-e)
        if mu.item() != 1:
            ax.add_(p.sub(ax).mul_(mu))
        else:
            ax.copy_(p)
        eta.fill_(lr / ((1 + lambd * lr * step) ** g["alpha"]))
        mu.fill_(1 / max(1, step - g["t0"]))


class Rprop(_Rule):
    _sig = "lr etas step_sizes"
    _defaults = dict(lr=1e-2, etas=(0.5, 1.2), step_sizes=(1e-6, 50), **_COMMON,
                     capturable=False)

    def _update(self, p, grad, state, g):
        if not state:
            state.update(step=torch.tensor(0.0), prev=torch.zeros_like(p),
                         step_size=torch.full_like(grad, g["lr"]))
        _new(state, p)
        (etaminus, etaplus), (lo, hi) = g["etas"], g["step_sizes"]
        prev = state["prev"]
        sign = grad.mul(prev).sign()
        sign = torch.where(sign.gt(0), etaplus, sign)
        sign = torch.where(sign.lt(0), etaminus, sign)
        sign = torch.where(sign.eq(0), 1.0, sign)
        size = state["step_size"].mul_(sign).clamp_(lo, hi)
        grad = torch.where(sign.eq(etaminus), 0.0, grad)
        p.addcmul_(grad.sign(), size, value=-1)
        prev.copy_(grad)


class LBFGS(Optimizer):
    def __init__(self, params, lr=1, max_iter=20, max_eval=None, tolerance_grad=1e-7,
                 tolerance_change=1e-9, history_size=100, line_search_fn=None, *, maximize=False):
        if not 0.0 <= lr:
            raise ValueError(f"Invalid learning rate: {lr}")
        super().__init__(params, dict(
            lr=lr, max_iter=max_iter, max_eval=max_iter * 5 // 4 if max_eval is None else max_eval,
            tolerance_grad=tolerance_grad, tolerance_change=tolerance_change,
            history_size=history_size, line_search_fn=line_search_fn, maximize=maximize))
        if len(self.param_groups) != 1:
            raise ValueError("LBFGS doesn't support per-parameter options (parameter groups)")
        self._params = self.param_groups[0]["params"]

    def _eval(self, closure):
        with torch.enable_grad():
            loss = closure()
        g = torch.cat([torch.zeros_like(p).view(-1) if p.grad is None else p.grad.view(-1)
                       for p in self._params])
        if self.param_groups[0]["maximize"]:
            return loss, -float(loss), g.neg_()
        return loss, float(loss), g

    def _add_grad(self, step, direction):
        i = 0
        for p in self._params:
            p.add_(direction[i:i + p.numel()].view_as(p), alpha=float(step))
            i += p.numel()

    def _directional_evaluate(self, closure, x, step, direction):
        # the loss and flat gradient at x + step * direction; the parameters go back to x
        self._add_grad(step, direction)
        _, loss, flat_grad = self._eval(closure)
        for p, saved in zip(self._params, x):
            p.copy_(saved)
        return loss, flat_grad

    @torch.no_grad()
    def step(self, closure):
        g = self.param_groups[0]
        lr, max_iter, tol_c, hist = g["lr"], g["max_iter"], g["tolerance_change"], g["history_size"]
        state = self.state[self._params[0]]
        state.setdefault("func_evals", 0)
        state.setdefault("n_iter", 0)
        orig_loss, loss, flat_grad = self._eval(closure)
        evals = 1
        state["func_evals"] += 1
        opt_cond = flat_grad.abs().max() <= g["tolerance_grad"]
        if opt_cond:
            return orig_loss
        d, t, dirs, stps, ro, h, prev_grad = (state.get(k) for k in (
            "d", "t", "old_dirs", "old_stps", "ro", "H_diag", "prev_flat_grad"))
        n_iter = 0
        while n_iter < max_iter:
            n_iter += 1
            state["n_iter"] += 1
            if state["n_iter"] == 1:
                d, dirs, stps, ro, h = flat_grad.neg(), [], [], [], 1
            else:
                y = flat_grad.sub(prev_grad)
                s = d.mul(t)
                ys = y.dot(s)
                if ys > 1e-10:
                    if len(dirs) == hist:
                        dirs.pop(0), stps.pop(0), ro.pop(0)
                    dirs.append(y), stps.append(s), ro.append(1.0 / ys)
                    h = ys / y.dot(y)
                al = state.setdefault("al", [None] * hist)
                q = flat_grad.neg()
                for i in range(len(dirs) - 1, -1, -1):
                    al[i] = stps[i].dot(q) * ro[i]
                    q.add_(dirs[i], alpha=-float(al[i]))
                d = r = torch.mul(q, h)
                for i in range(len(dirs)):
                    r.add_(stps[i], alpha=float(al[i] - dirs[i].dot(r) * ro[i]))
            if prev_grad is None:
                prev_grad = flat_grad.clone()
            else:
                prev_grad.copy_(flat_grad)
            prev_loss = loss
            t = lr
            if state["n_iter"] == 1:
                t = 1.0 / flat_grad.abs().sum()  # the VM's min() doesn't compare tensors
                t = (t if t < 1.0 else 1.0) * lr
            if flat_grad.dot(d) > -tol_c:
                break
            if g["line_search_fn"] is not None:
                if g["line_search_fn"] != "strong_wolfe":
                    raise RuntimeError("only 'strong_wolfe' is supported")
                from torch.optim._lbfgs_wolfe import strong_wolfe

                x_init = [p.clone() for p in self._params]
                loss, flat_grad, t, ls_evals = strong_wolfe(
                    lambda x, step, direction: self._directional_evaluate(closure, x, step, direction),
                    x_init, t, d, loss, flat_grad, flat_grad.dot(d))
                self._add_grad(t, d)
                opt_cond = flat_grad.abs().max() <= g["tolerance_grad"]
                evals += ls_evals
                state["func_evals"] += ls_evals
            else:
                self._add_grad(t, d)
                if n_iter != max_iter:
                    _, loss, flat_grad = self._eval(closure)
                    opt_cond = flat_grad.abs().max() <= g["tolerance_grad"]
                    evals += 1
                    state["func_evals"] += 1
            if (n_iter == max_iter or evals >= g["max_eval"] or opt_cond
                    or d.mul(t).abs().max() <= tol_c or abs(loss - prev_loss) < tol_c):
                break
        state.update(d=d, t=t, old_dirs=dirs, old_stps=stps, ro=ro, H_diag=h,
                     prev_flat_grad=prev_grad, prev_loss=prev_loss)
        return orig_loss
