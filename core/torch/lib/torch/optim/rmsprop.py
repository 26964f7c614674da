"""torch.optim.RMSprop: each step divides the gradient by the root of a running average of its
square. Follows PyTorch's single-tensor implementation (torch/optim/rmsprop.py) op for op, so the
updates match PyTorch's on the CPU bit for bit.
"""
import torch


class RMSprop:
    def __init__(self, params, lr=1e-2, alpha=0.99, eps=1e-8, weight_decay=0, momentum=0,
                 centered=False, capturable=False, foreach=None, maximize=False,
                 differentiable=False):
        for what, value in (("learning rate", lr), ("epsilon value", eps),
                            ("momentum value", momentum), ("weight_decay value", weight_decay),
                            ("alpha value", alpha)):
            if not 0.0 <= value:
                raise ValueError(f"Invalid {what}: {value}")
        if capturable or differentiable:
            raise NotImplementedError(
                "torch.optim.RMSprop: capturable and differentiable are not supported in the "
                "playground yet")
        self.defaults = dict(lr=lr, alpha=alpha, eps=eps, weight_decay=weight_decay,
                             momentum=momentum, centered=centered, capturable=capturable,
                             foreach=foreach, maximize=maximize, differentiable=differentiable)
        self.state = {}
        self.param_groups = []
        groups = list(params)
        if len(groups) == 0:
            raise ValueError("optimizer got an empty parameter list")
        if not isinstance(groups[0], dict):
            groups = [{"params": groups}]
        for group in groups:
            self.add_param_group(group)

    def add_param_group(self, param_group):
        """Adds a group: its own settings, the optimizer's defaults for the ones it leaves out."""
        params = param_group["params"]
        group = dict(param_group)
        group["params"] = [params] if isinstance(params, torch.Tensor) else list(params)
        for key, value in self.defaults.items():
            group.setdefault(key, value)
        self.param_groups.append(group)

    def zero_grad(self, set_to_none=True):
        for group in self.param_groups:
            for p in group["params"]:
                if p.grad is None:
                    continue
                if set_to_none:
                    p.grad = None
                else:
                    p.grad.zero_()

    def step(self, closure=None):
        loss = None
        if closure is not None:
            with torch.enable_grad():
                loss = closure()
        with torch.no_grad():
            for group in self.param_groups:
                for p in group["params"]:
                    if p.grad is not None:
                        self._update(p, group)
        return loss

    def _update(self, param, group):
        grad = -param.grad if group["maximize"] else param.grad
        state = self.state.get(param)
        if state is None:
            state = {"step": torch.tensor(0.0),
                     "square_avg": torch.zeros_like(param)}
            if group["momentum"] > 0:
                state["momentum_buffer"] = torch.zeros_like(param)
            if group["centered"]:
                state["grad_avg"] = torch.zeros_like(param)
            self.state[param] = state
        state["step"] += 1
        alpha = group["alpha"]
        if group["weight_decay"] != 0:
            grad = grad.add(param, alpha=group["weight_decay"])
        square_avg = state["square_avg"]
        square_avg.mul_(alpha).addcmul_(grad, grad, value=1 - alpha)
        if group["centered"]:
            grad_avg = state["grad_avg"]
            grad_avg.lerp_(grad, 1 - alpha)
            avg = square_avg.addcmul(grad_avg, grad_avg, value=-1).sqrt_()
        else:
            avg = square_avg.sqrt()
        avg = avg.add_(group["eps"])
        if group["momentum"] > 0:
            buf = state["momentum_buffer"]
            buf.mul_(group["momentum"]).addcdiv_(grad, avg)
            param.add_(buf, alpha=-group["lr"])
        else:
            param.addcdiv_(grad, avg, value=-group["lr"])

    def state_dict(self):
        raise NotImplementedError("torch.optim.RMSprop.state_dict is not provided in the playground yet")

    def load_state_dict(self, state_dict):
        raise NotImplementedError(
            "torch.optim.RMSprop.load_state_dict is not provided in the playground yet")
