# torch.optim's other optimizers, each following PyTorch's single-tensor implementation
# (torch/optim/<name>.py, foreach=False) op for op, so float32 updates match PyTorch's bit for bit.
import torch
from torch.optim.optimizer import (_Rule, _addcdiv, _addcmul, _betas, _check, _lerp, _tick,
                                   _unsupported)

_zeros = torch.zeros_like


class RMSprop(_Rule):
    def __init__(self, params, lr=1e-2, alpha=0.99, eps=1e-8, weight_decay=0, momentum=0,
                 centered=False, capturable=False, foreach=None, maximize=False,
                 differentiable=False):
        _check(("learning rate", lr), ("epsilon value", eps), ("momentum value", momentum),
               ("weight_decay value", weight_decay), ("alpha value", alpha))
        _unsupported("RMSprop", capturable=capturable, differentiable=differentiable)
        super().__init__(params, dict(lr=lr, momentum=momentum, alpha=alpha, eps=eps,
                                      centered=centered, weight_decay=weight_decay,
                                      capturable=capturable, foreach=foreach, maximize=maximize,
                                      differentiable=differentiable))

    def _update(self, p, grad, state, g):
        if not state:
            state["step"] = torch.tensor(0.0)
            state["square_avg"] = _zeros(p)
            if g["momentum"] > 0:
                state["momentum_buffer"] = _zeros(p)
            if g["centered"]:
                state["grad_avg"] = _zeros(p)
        state["step"] += 1
        alpha = g["alpha"]
        if g["weight_decay"] != 0:
            grad = grad.add(p, alpha=g["weight_decay"])
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
    def __init__(self, params, lr=1e-2, lr_decay=0, weight_decay=0, initial_accumulator_value=0,
                 eps=1e-10, foreach=None, *, maximize=False, differentiable=False, fused=None):
        _check(("learning rate", lr), ("lr_decay value", lr_decay),
               ("weight_decay value", weight_decay),
               ("initial_accumulator_value value", initial_accumulator_value),
               ("epsilon value", eps))
        _unsupported("Adagrad", differentiable=differentiable, fused=fused)
        super().__init__(params, dict(lr=lr, lr_decay=lr_decay, eps=eps,
                                      weight_decay=weight_decay,
                                      initial_accumulator_value=initial_accumulator_value,
                                      foreach=foreach, maximize=maximize,
                                      differentiable=differentiable, fused=fused))
        # As PyTorch: the state is made here (and for a group added later, at its first step).
        for g in self.param_groups:
            for p in g["params"]:
                self._init(self.state[p], p, g)

    def _init(self, state, p, g):
        state.update(step=torch.tensor(0.0), sum=torch.full_like(p, g["initial_accumulator_value"]))

    def _update(self, p, grad, state, g):
        if not state:
            self._init(state, p, g)
        step = _tick(state)
        if g["weight_decay"] != 0:
            grad = grad.add(p, alpha=g["weight_decay"])
        clr = g["lr"] / (1 + (step - 1) * g["lr_decay"])
        s = state["sum"].addcmul_(grad, grad, value=1)
        _addcdiv(p, grad, s.sqrt().add_(g["eps"]), -clr)


class Adamax(_Rule):
    def __init__(self, params, lr=2e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0,
                 foreach=None, *, maximize=False, differentiable=False, capturable=False):
        _check(("learning rate", lr), ("epsilon value", eps))
        _betas(betas)
        _check(("weight_decay value", weight_decay))
        _unsupported("Adamax", differentiable=differentiable, capturable=capturable)
        super().__init__(params, dict(lr=lr, betas=betas, eps=eps, weight_decay=weight_decay,
                                      foreach=foreach, maximize=maximize,
                                      differentiable=differentiable, capturable=capturable))

    def _update(self, p, grad, state, g):
        if not state:
            state.update(step=torch.tensor(0.0), exp_avg=_zeros(p), exp_inf=_zeros(p))
        step = _tick(state)
        b1, b2 = g["betas"]
        if g["weight_decay"] != 0:
            grad = grad.add(p, alpha=g["weight_decay"])
        m, u = state["exp_avg"], state["exp_inf"]
        _lerp(m, grad, 1 - b1)
        u.copy_(torch.maximum(u.mul_(b2), grad.abs().add_(g["eps"])))
        _addcdiv(p, m, u, -(g["lr"] / (1 - b1 ** step)))


class NAdam(_Rule):
    def __init__(self, params, lr=2e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0,
                 momentum_decay=4e-3, decoupled_weight_decay=False, *, foreach=None,
                 maximize=False, capturable=False, differentiable=False):
        _check(("learning rate", lr), ("epsilon value", eps))
        _betas(betas)
        _check(("weight_decay value", weight_decay), ("momentum_decay value", momentum_decay))
        _unsupported("NAdam", capturable=capturable, differentiable=differentiable)
        super().__init__(params, dict(lr=lr, betas=betas, eps=eps, weight_decay=weight_decay,
                                      momentum_decay=momentum_decay,
                                      decoupled_weight_decay=decoupled_weight_decay,
                                      maximize=maximize, foreach=foreach,
                                      capturable=capturable, differentiable=differentiable))

    def _update(self, p, grad, state, g):
        if not state:
            state.update(step=torch.tensor(0.0), mu_product=torch.tensor(1.0),
                         exp_avg=_zeros(p), exp_avg_sq=_zeros(p))
        step = _tick(state)
        lr, wd, (b1, b2), md = g["lr"], g["weight_decay"], g["betas"], g["momentum_decay"]
        bc2 = 1 - b2 ** step
        if wd != 0:
            if g["decoupled_weight_decay"]:
                p.mul_(1 - lr * wd)
            else:
                grad = grad.add(p, alpha=wd)
        mu = b1 * (1.0 - 0.5 * (0.96 ** (step * md)))
        mu_next = b1 * (1.0 - 0.5 * (0.96 ** ((step + 1) * md)))
        state["mu_product"] *= mu
        mp = state["mu_product"].item()
        m, v = state["exp_avg"], state["exp_avg_sq"]
        _lerp(m, grad, 1 - b1)
        _addcmul(v.mul_(b2), grad, grad, 1 - b2)
        denom = v.div(bc2).sqrt().add_(g["eps"])
        _addcdiv(p, grad, denom, -lr * (1.0 - mu) / (1.0 - mp))
        _addcdiv(p, m, denom, (-lr * mu_next) / (1.0 - mp * mu_next))


class RAdam(_Rule):
    def __init__(self, params, lr=1e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0,
                 decoupled_weight_decay=False, *, foreach=None, maximize=False,
                 capturable=False, differentiable=False):
        _check(("learning rate", lr), ("epsilon value", eps))
        _betas(betas)
        _check(("weight_decay value", weight_decay))
        _unsupported("RAdam", capturable=capturable, differentiable=differentiable)
        super().__init__(params, dict(lr=lr, betas=betas, eps=eps, weight_decay=weight_decay,
                                      maximize=maximize, foreach=foreach, capturable=capturable,
                                      decoupled_weight_decay=decoupled_weight_decay,
                                      differentiable=differentiable))

    def _update(self, p, grad, state, g):
        if not state:
            state.update(step=torch.tensor(0.0), exp_avg=_zeros(p), exp_avg_sq=_zeros(p))
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
    def __init__(self, params, lr=1.0, rho=0.9, eps=1e-6, weight_decay=0, foreach=None, *,
                 capturable=False, maximize=False, differentiable=False):
        _check(("learning rate", lr))
        if not 0.0 <= rho <= 1.0:
            raise ValueError(f"Invalid rho value: {rho}")
        _check(("epsilon value", eps), ("weight_decay value", weight_decay))
        _unsupported("Adadelta", capturable=capturable, differentiable=differentiable)
        super().__init__(params, dict(lr=lr, rho=rho, eps=eps, weight_decay=weight_decay,
                                      maximize=maximize, capturable=capturable, foreach=foreach,
                                      differentiable=differentiable))

    def _update(self, p, grad, state, g):
        if not state:
            state.update(step=torch.tensor(0.0), square_avg=_zeros(p), acc_delta=_zeros(p))
        state["step"] += 1
        rho, eps = g["rho"], g["eps"]
        if g["weight_decay"] != 0:
            grad = grad.add(p, alpha=g["weight_decay"])
        sq, acc = state["square_avg"], state["acc_delta"]
        _addcmul(sq.mul_(rho), grad, grad, 1 - rho)
        std = sq.add(eps).sqrt_()
        delta = acc.add(eps).sqrt_().div_(std).mul_(grad)
        _addcmul(acc.mul_(rho), delta, delta, 1 - rho)
        p.add_(delta, alpha=-g["lr"])


class ASGD(_Rule):
    def __init__(self, params, lr=1e-2, lambd=1e-4, alpha=0.75, t0=1e6, weight_decay=0,
                 foreach=None, maximize=False, differentiable=False, capturable=False):
        _check(("learning rate", lr), ("lambd value", lambd), ("alpha value", alpha),
               ("weight_decay value", weight_decay))
        _unsupported("ASGD", differentiable=differentiable, capturable=capturable)
        super().__init__(params, dict(lr=lr, lambd=lambd, alpha=alpha, t0=t0,
                                      weight_decay=weight_decay, foreach=foreach,
                                      maximize=maximize, differentiable=differentiable,
                                      capturable=capturable))

    def _update(self, p, grad, state, g):
        if not state:
            state.update(step=torch.tensor(0.0), eta=torch.tensor(float(g["lr"])),
                         mu=torch.tensor(1.0), ax=_zeros(p))
        step = _tick(state)
        lr, lambd = g["lr"], g["lambd"]
        if g["weight_decay"] != 0:
            grad = grad.add(p, alpha=g["weight_decay"])
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
    def __init__(self, params, lr=1e-2, etas=(0.5, 1.2), step_sizes=(1e-6, 50), *,
                 capturable=False, foreach=None, maximize=False, differentiable=False):
        _check(("learning rate", lr))
        if not 0.0 < etas[0] < 1.0 < etas[1]:
            raise ValueError(f"Invalid eta values: {etas[0]}, {etas[1]}")
        _unsupported("Rprop", capturable=capturable, differentiable=differentiable)
        super().__init__(params, dict(lr=lr, etas=etas, step_sizes=step_sizes, foreach=foreach,
                                      maximize=maximize, differentiable=differentiable,
                                      capturable=capturable))

    def _update(self, p, grad, state, g):
        if not state:
            state.update(step=torch.tensor(0.0), prev=_zeros(p),
                         step_size=torch.full_like(grad, g["lr"]))
        state["step"] += 1
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
