"""torch.autograd: custom differentiable operations (`Function`), `backward`, and the grad-mode
context managers, over the native tape (core/torch/src/autograd).

`Function.apply` runs `forward` with grad mode off and then attaches one tape node to its
output with the native `torch._attach_function_node`; when the backward pass reaches that node it
calls the class's `backward` (a Python call from the native engine), with grad mode off.
"""

import torch
from torch import enable_grad, no_grad

__all__ = ["Function", "FunctionCtx", "backward", "no_grad", "enable_grad", "once_differentiable"]


class FunctionCtx:
    """The `ctx` a Function's forward and backward share."""

    def __init__(self):
        self.to_save = ()
        self.needs_input_grad = ()
        self.materialize_grads = True
        self._dirty = ()
        self._non_differentiable = ()

    def save_for_backward(self, *tensors):
        for t in tensors:
            if t is not None and not isinstance(t, torch.Tensor):
                raise TypeError("save_for_backward can only save variables, but argument "
                                + str(tensors.index(t)) + " is of type " + type(t).__name__)
        self.to_save = tensors

    @property
    def saved_tensors(self):
        return self.to_save

    def mark_dirty(self, *args):
        self._dirty = args

    def mark_non_differentiable(self, *args):
        self._non_differentiable = args

    def set_materialize_grads(self, value):
        self.materialize_grads = value


BackwardCFunction = FunctionCtx


class Function:
    """Base class of custom autograd operations: subclasses define the static methods
    `forward(ctx, *args)` (or `forward(*args)` with `setup_context(ctx, inputs, output)`) and
    `backward(ctx, *grad_outputs)`, and are used through `Cls.apply(*args)`."""

    def __init__(self, *args, **kwargs):
        pass

    @staticmethod
    def forward(*args, **kwargs):
        raise NotImplementedError(
            "You must implement the forward function for custom autograd.Function.")

    @staticmethod
    def setup_context(ctx, inputs, output):
        raise NotImplementedError("setup_context is not implemented.")

    @staticmethod
    def backward(ctx, *grad_outputs):
        raise NotImplementedError(
            "You must implement either the backward or vjp method for your custom "
            "autograd.Function to use it with backward mode AD.")

    vjp = backward

    @classmethod
    def apply(cls, *args, **kwargs):
        ctx = FunctionCtx()
        ctx.needs_input_grad = tuple(isinstance(a, torch.Tensor) and a.requires_grad
                                     for a in args)
        separate = "setup_context" in vars(cls) or any(
            "setup_context" in vars(base) for base in cls.__mro__[1:-1]
            if base is not Function)
        with torch.no_grad():
            if separate:
                output = cls.forward(*args, **kwargs)
            else:
                output = cls.forward(ctx, *args, **kwargs)
        if separate:
            cls.setup_context(ctx, args, output)
        if not (torch.is_grad_enabled() and any(ctx.needs_input_grad)):
            return output
        outputs = output if isinstance(output, tuple) else (output,)
        tensors = [o for o in outputs if isinstance(o, torch.Tensor)]
        differentiable = [t for t in tensors
                          if not any(t is n for n in ctx._non_differentiable)]
        if len(differentiable) > 1:
            raise NotImplementedError(
                "torch.autograd.Function with more than one differentiable output is not "
                "supported in the playground yet")
        if not differentiable:
            return output

        def run_backward(grad):
            with torch.no_grad():
                return cls.backward(ctx, grad)

        torch._attach_function_node(cls.__name__ + "Backward", list(args), differentiable[0],
                                    run_backward)
        return output


class InplaceFunction(Function):
    def __init__(self, inplace=False):
        self.inplace = inplace


def once_differentiable(fn):
    """A backward that is differentiated no further: the playground never differentiates a
    backward (no create_graph), so the function is used as it is."""
    return fn


def backward(tensors, grad_tensors=None, retain_graph=None, create_graph=False, inputs=None):
    """torch.autograd.backward: `t.backward(g)` for each tensor and its gradient."""
    if create_graph:
        raise NotImplementedError("torch.autograd.backward(create_graph=True) is not supported "
                                  "in the playground yet")
    if inputs is not None:
        raise NotImplementedError("torch.autograd.backward(inputs=...) is not supported in the "
                                  "playground yet")
    if isinstance(tensors, torch.Tensor):
        tensors = (tensors,)
    if grad_tensors is None:
        grad_tensors = (None,) * len(tensors)
    elif isinstance(grad_tensors, torch.Tensor):
        grad_tensors = (grad_tensors,)
    for t, g in zip(tensors, grad_tensors):
        t.backward(g, retain_graph=retain_graph)


class _FunctionModule:
    Function = Function
    FunctionCtx = FunctionCtx
    once_differentiable = once_differentiable
    InplaceFunction = InplaceFunction


function = _FunctionModule


def __getattr__(name):
    torch._missing_attribute("torch.autograd", name)
