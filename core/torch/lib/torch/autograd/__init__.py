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

    def __call__(self, *args, **kwargs):
        raise RuntimeError(
            "Legacy autograd function with non-static forward method is deprecated. Please use "
            "new-style autograd function with static forward method. (Example: "
            "https://pytorch.org/docs/stable/autograd.html#torch.autograd.Function)")

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
        inputs = list(args)
        if any(o is a for o in outputs if isinstance(o, torch.Tensor) for a in args):
            outputs, inputs = _returned_inputs(ctx, args, outputs)
            output = outputs if isinstance(output, tuple) else outputs[0]
        tensors = [o for o in outputs if isinstance(o, torch.Tensor)]
        # Integer and bool outputs are never differentiable, as in PyTorch.
        differentiable = [t for t in tensors if t.is_floating_point()
                          and not any(t is n for n in ctx._non_differentiable)]
        if not differentiable:
            return output
        # (The library's own Functions name their node as PyTorch's native op does.)
        name = vars(cls).get("_node_name") or cls.__name__ + "Backward"

        def run_backward_with(diff_grads, create_graph):
            # One gradient per output: the differentiable ones' in order, and for the others zeros
            # of their shape and dtype (None when ctx.set_materialize_grads(False); None for
            # non-tensors).
            if isinstance(output, tuple):
                grads = []
                for o in outputs:
                    k = next((i for i, d in enumerate(differentiable) if o is d), None)
                    if k is not None:
                        grads.append(diff_grads[k])
                    elif isinstance(o, torch.Tensor) and ctx.materialize_grads:
                        grads.append(torch.zeros_like(o))
                    else:
                        grads.append(None)
            else:
                grads = [diff_grads[0]]
            # (With create_graph, the backward's own ops are recorded: a second derivative
            # differentiates them.)
            with (torch.enable_grad() if create_graph else torch.no_grad()):
                result = cls.backward(ctx, *grads)
            if isinstance(result, tuple) and len(result) > len(args) and all(
                    r is None for r in result[len(args):]):
                # Gradients past the inputs given may be returned when they are None (a
                # defaulted argument's), as PyTorch allows.
                result = result[:len(args)]
            from torch.autograd import anomaly_mode

            if anomaly_mode._state[0] and anomaly_mode._state[1]:
                anomaly_mode._check_nan(cls.__name__ + "Backward", result)
            return result

        if len(differentiable) == 1:
            def run_backward(grad, create_graph=False):
                return run_backward_with([grad], create_graph)

            torch._attach_function_node(name, inputs, differentiable[0], run_backward)
            return output
        for k, a in enumerate(args):
            if inputs[k] is not a and any(a is d for d in ctx._dirty):
                # (A dirty input is rebased below by in-place ops, which a live view of it would
                # block: the node's edge goes through a copy, leading to the same node.)
                inputs[k] = a.clone()
        return _attach_multi(ctx, name, inputs, output, outputs, differentiable, run_backward_with, args)


def _returned_inputs(ctx, args, outputs):
    """A forward that returns one of its inputs. Not marked dirty, the output is a view of the
    input, as PyTorch returns it. Marked dirty (changed in place), it is the input itself, rebased
    onto the Function's node as in PyTorch; the node's edge for that input then goes through a
    view of it taken now, which still leads to the node the input had before the call."""
    inputs = list(args)
    made = []
    for o in outputs:
        k = next((i for i, a in enumerate(args) if o is a), None) if isinstance(
            o, torch.Tensor) else None
        if k is None:
            made.append(o)
        elif any(o is d for d in ctx._dirty):
            if o.is_leaf and o.requires_grad:
                raise RuntimeError(
                    "a leaf Variable that requires grad has been used in an in-place operation.")
            inputs[k] = o.view_as(o)
            made.append(o)
        else:
            with torch.no_grad():
                made.append(o.view_as(o))
    return tuple(made), inputs


def _rebase_dirty(t, piece):
    """A dirty input returned among several outputs: PyTorch returns the input itself, rebased
    onto the Function's node. Here its values stay and its history becomes the node's piece:
    zeroed by in-place ops that carry no gradient back (clamp_ first, so no inf meets the zero)
    and the piece added. The piece itself where the autograd refuses that (the input saved for
    backward)."""
    try:
        t.clamp_(0, 0).mul_(-0.0).add_(piece)
    except NotImplementedError:
        return piece
    return t


def _attach_multi(ctx, name, args, output, outputs, differentiable, run_backward_with, args_given=()):
    """A Function with several differentiable outputs: the tape's nodes have one output each, so
    the node is attached to one flat tensor of all of them (in the dtype they promote to), and
    each output the program gets is its piece of it, under a node of the Function's name. A
    backward then sees every output's gradient at once (zeros for an output not used), as
    PyTorch's multi-output node gives them."""
    dtype = differentiable[0].dtype
    for t in differentiable[1:]:
        dtype = torch.promote_types(dtype, t.dtype)
    with torch.no_grad():
        flat = torch.cat([t.reshape(-1).to(dtype) for t in differentiable])
    sizes = [t.numel() for t in differentiable]

    # Which outputs a gradient reached in this pass (with ctx.set_materialize_grads(False), a
    # hook on each piece says so): the others' gradients are then None, not zeros.
    reached = [False] * len(differentiable)

    def run_backward(grad, create_graph=False):
        pieces = []
        start = 0
        for k, (t, n) in enumerate(zip(differentiable, sizes)):
            if reached[k] or ctx.materialize_grads:
                pieces.append(grad[start:start + n].reshape(t.shape).to(t.dtype))
            else:
                pieces.append(None)
            reached[k] = False
            start += n
        return run_backward_with(pieces, create_graph)

    def seen(k):
        def hook(g):
            reached[k] = True
        return hook

    torch._attach_function_node(name, list(args), flat, run_backward)
    made = []
    start = 0
    for k, (t, n) in enumerate(zip(differentiable, sizes)):
        piece = torch._rename_grad_fn(flat[start:start + n].reshape(t.shape).to(t.dtype), name)
        if not ctx.materialize_grads:
            piece.register_hook(seen(k))
        if any(t is d for d in ctx._dirty) and any(t is a for a in args_given):
            piece = _rebase_dirty(t, piece)
        made.append(piece)
        start += n
    # An output saved for backward is unpacked, as in PyTorch, with the Function's node as its
    # history (a backward run with create_graph then differentiates through it): the saved
    # tensor is the program's piece, not the flat tensor's history-less source.
    if ctx.to_save:
        ctx.to_save = tuple(
            next((made[k] for k, d in enumerate(differentiable) if s is d), s)
            for s in ctx.to_save)
    if not isinstance(output, tuple):
        return made[0]
    result = []
    for o in outputs:
        k = next((i for i, d in enumerate(differentiable) if o is d), None)
        result.append(o if k is None else made[k])
    return tuple(result)


class InplaceFunction(Function):
    def __init__(self, inplace=False):
        self.inplace = inplace


def once_differentiable(fn):
    """A backward that is differentiated no further: it runs without recording, even in a pass
    with create_graph=True (whose gradients then carry no graph through it)."""
    import functools

    @functools.wraps(fn)
    def wrapper(ctx, *args):
        with torch.no_grad():
            return fn(ctx, *args)

    return wrapper


def backward(tensors, grad_tensors=None, retain_graph=None, create_graph=False, inputs=None):
    """torch.autograd.backward: `t.backward(g)` for each tensor and its gradient."""
    if isinstance(tensors, torch.Tensor):
        tensors = (tensors,)
    if grad_tensors is None:
        grad_tensors = (None,) * len(tensors)
    elif isinstance(grad_tensors, torch.Tensor):
        grad_tensors = (grad_tensors,)
    if inputs is not None:
        # Only these tensors' .grad accumulate: their gradients through grad(), added in.
        inputs = _as_tuple(inputs)
        if not inputs:
            raise RuntimeError("`inputs` argument to `backward()` cannot be empty.")
        grads = grad(tuple(tensors), inputs, tuple(grad_tensors), retain_graph=retain_graph,
                     create_graph=create_graph, allow_unused=True)
        for t, g in zip(inputs, grads):
            if g is None:
                continue
            if t.grad is None:
                t.grad = g if create_graph else g.detach()
            elif create_graph:
                t.grad = t.grad + g
            else:
                with torch.no_grad():
                    t.grad += g
        return
    for t, g in zip(tensors, grad_tensors):
        t.backward(g, retain_graph=retain_graph, create_graph=create_graph)


def _as_tuple(x):
    if x is None:
        return None
    if isinstance(x, torch.Tensor):
        return (x,)
    return tuple(x)


def _grad_batched(outputs, inputs, grad_outputs, retain_graph, create_graph, allow_unused,
                  materialize_grads):
    # is_grads_batched: each grad_output carries a leading batch dim; one backward per batch
    # entry (the graph kept between them), the gradients stacked along a new leading dim.
    outs = _as_tuple(outputs)
    gos = _as_tuple(grad_outputs)
    if gos is None or len(gos) != len(outs) or any(g is None for g in gos):
        raise RuntimeError("grad_outputs must be given for every output when is_grads_batched=True")
    n = gos[0].shape[0]
    for i, (o, g) in enumerate(zip(outs, gos)):
        if g.shape[0] != n or g.shape[1:] != o.shape:
            raise RuntimeError("If `is_grads_batched=True`, we interpret the first dimension of "
                               "each grad_output as the batch dimension. The sizes of the "
                               "remaining dimensions are expected to match the shape of "
                               "corresponding output, but a mismatch was detected: grad_output[" +
                               str(i) + "] has a shape of " + str(g.shape) + " and output[" +
                               str(i) + "] has a shape of " + str(o.shape) + ". If you only "
                               "want some tensors in `grad_output` to be considered batched, "
                               "consider using vmap.")
    keep = create_graph if retain_graph is None else retain_graph
    rows = []
    for b in range(n):
        rows.append(grad(outs, inputs, tuple(g[b] for g in gos),
                         retain_graph=True if b < n - 1 else keep, create_graph=create_graph,
                         allow_unused=allow_unused, materialize_grads=materialize_grads))
    result = []
    for i in range(len(rows[0]) if rows else 0):
        col = [r[i] for r in rows]
        result.append(None if col[0] is None else torch.stack(col))
    return tuple(result)


def grad(outputs, inputs, grad_outputs=None, retain_graph=None, create_graph=False,
         only_inputs=True, allow_unused=None, is_grads_batched=False, materialize_grads=False):
    """torch.autograd.grad: the gradients of `outputs` with respect to `inputs`, without touching
    any `.grad`."""
    if is_grads_batched:
        return _grad_batched(outputs, inputs, grad_outputs, retain_graph, create_graph,
                             allow_unused, materialize_grads)
    if allow_unused is None:
        allow_unused = materialize_grads
    elif materialize_grads and not allow_unused:
        raise ValueError("Expected allow_unused to be True or not passed when materialize_grads=True, "
                         "but got: allow_unused=False.")
    outputs = _as_tuple(outputs)
    inputs = _as_tuple(inputs)
    grad_outputs = _as_tuple(grad_outputs)
    if grad_outputs is None:
        grad_outputs = (None,) * len(outputs)
    if len(grad_outputs) != len(outputs):
        raise RuntimeError("grad requires one grad_output per output (got " +
                           str(len(grad_outputs)) + " grad_outputs for " + str(len(outputs)) +
                           " outputs)")
    if not inputs:
        raise RuntimeError("grad requires non-empty inputs.")
    for i, t in enumerate(inputs):
        if not isinstance(t, torch.Tensor):
            raise TypeError("grad(): argument 'inputs' must be tuple of Tensors, not " +
                            type(t).__name__)
        if not t.requires_grad:
            raise RuntimeError("One of the differentiated Tensors does not require grad")
    for i, (out, g) in enumerate(zip(outputs, grad_outputs)):
        if not out.requires_grad:
            raise RuntimeError("element " + str(i) + " of tensors does not require grad and "
                               "does not have a grad_fn")
        if g is None:
            if out.numel() != 1:
                raise RuntimeError("grad can be implicitly created only for scalar outputs")
        elif g.shape != out.shape:
            raise RuntimeError("Mismatch in shape: grad_output[" + str(i) + "] has a shape of " +
                               str(g.shape) + " and output[" + str(i) + "] has a shape of " +
                               str(out.shape) + ".")
    if retain_graph is None:
        retain_graph = create_graph
    result = torch._autograd_grad(list(outputs), list(grad_outputs), list(inputs),
                                  bool(retain_graph), bool(create_graph))
    if not allow_unused:
        for i, r in enumerate(result):
            if r is None:
                raise RuntimeError("The differentiated Tensor at index " + str(i) + " appears to "
                                   "not have been used in the graph. Set allow_unused=True if "
                                   "this is the desired behavior.")
    if materialize_grads:
        result = tuple(torch.zeros_like(t) if r is None else r for r, t in zip(result, inputs))
    return result


def __getattr__(name):
    # torch.autograd.function, torch.autograd.functional, gradcheck/gradgradcheck and anomaly
    # mode load on first use.
    if name == "function":
        import torch.autograd.function as function

        return function
    if name == "functional":
        import torch.autograd.functional as functional

        return functional
    if name in ("gradcheck", "gradgradcheck"):
        import torch.autograd.gradcheck as _gc

        # The submodule import binds torch.autograd.gradcheck to the module; PyTorch's is the
        # function (its __init__ does `from .gradcheck import gradcheck`), so rebind them.
        torch.autograd.gradcheck = _gc.gradcheck
        torch.autograd.gradgradcheck = _gc.gradgradcheck
        return getattr(_gc, name)
    if name in ("Variable", "variable"):
        import torch.autograd.variable as variable

        return variable if name == "variable" else variable.Variable
    if name in ("set_detect_anomaly", "detect_anomaly", "anomaly_mode"):
        import torch.autograd.anomaly_mode as anomaly_mode

        return anomaly_mode if name == "anomaly_mode" else getattr(anomaly_mode, name)
    torch._missing_attribute("torch.autograd", name)
