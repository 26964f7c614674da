"""Module hooks as PyTorch's Module._call_impl runs them: forward pre-hooks, forward hooks, full
backward pre-hooks and full backward hooks, each removed through the handle its register_*
returns.

A module with hooks is known to the native call path (`_torch_nn.set_hooks`), which then calls
its `_Hooks` runner instead of its forward; a module without hooks pays nothing. Backward hooks
go through two identity autograd Functions, as PyTorch's BackwardHook does: one on the output
sees grad_output, one on each input that requires grad sees grad_input.
"""
from collections import OrderedDict

import torch
import _torch_nn
from torch.utils.hooks import RemovableHandle


class _State:
    pass


class _OutputHook(torch.autograd.Function):
    @staticmethod
    def forward(ctx, runner, state, x):
        ctx.runner, ctx.state = runner, state
        return x.view_as(x)

    @staticmethod
    def backward(ctx, grad):
        runner, state = ctx.runner, ctx.state
        grads = (grad,)
        for hook in list(runner.bw_pre.values()):
            r = hook(runner.module, grads)
            if r is not None:
                grads = r if isinstance(r, tuple) else (r,)
        state.grad_output = grads
        if state.waiting == 0:
            # No input needs a gradient: PyTorch calls the hooks now, with None for each input.
            runner._backward(state, (None,) * state.n_inputs)
        return None, None, grads[0]


class _InputHook(torch.autograd.Function):
    @staticmethod
    def forward(ctx, runner, state, i, x):
        ctx.runner, ctx.state, ctx.i = runner, state, i
        return x.view_as(x)

    @staticmethod
    def backward(ctx, grad):
        state = ctx.state
        state.grad_input[ctx.i] = grad
        state.waiting -= 1
        if state.waiting == 0:
            out = ctx.runner._backward(state, tuple(state.grad_input))
            if out is not None:
                grad = out[ctx.i]
        return None, None, None, grad


class _Hooks:
    def __init__(self, module):
        self.module = module
        # (OrderedDicts, as the Module attributes that show them: _forward_pre_hooks and kin)
        self.pre, self.post = OrderedDict(), OrderedDict()
        self.bw, self.bw_pre = OrderedDict(), OrderedDict()
        self.with_kwargs = set()
        self.always_call = set()

    def add(self, kind, hook, prepend=False, with_kwargs=False, always_call=False):
        hooks = getattr(self, kind)
        handle = RemovableHandle(hooks)
        if prepend:
            rest = list(hooks.items())
            hooks.clear()
            hooks[handle.id] = hook
            hooks.update(rest)
        else:
            hooks[handle.id] = hook
        if with_kwargs:
            self.with_kwargs.add(handle.id)
        if always_call:
            self.always_call.add(handle.id)
        return handle

    def _backward(self, state, grad_input):
        for hook in list(self.bw.values()):
            r = hook(self.module, grad_input, state.grad_output)
            if r is not None:
                grad_input = r if isinstance(r, tuple) else (r,)
        return grad_input

    def __call__(self, *args, **kwargs):
        mod = self.module
        # (in the try: the always_call hooks run after a pre-hook's error too)
        out, called = None, set()
        try:
            for hid, hook in list(self.pre.items()):
                if hid in self.with_kwargs:
                    r = hook(mod, args, kwargs)
                    if r is not None:
                        if not (isinstance(r, tuple) and len(r) == 2):
                            raise RuntimeError(
                                "forward pre-hook must return None or a tuple of (new_args, "
                                "new_kwargs), but got " + str(r) + ".")
                        args, kwargs = r
                else:
                    r = hook(mod, args)
                    if r is not None:
                        args = r if isinstance(r, tuple) else (r,)
            state = None
            if (self.bw or self.bw_pre) and torch.is_grad_enabled():
                state = _State()
                state.n_inputs = sum(1 for a in args if isinstance(a, torch.Tensor))
                state.grad_input = [None] * state.n_inputs
                state.waiting = 0
                wrapped, i = [], 0
                for a in args:
                    if isinstance(a, torch.Tensor):
                        if a.requires_grad:
                            a = _InputHook.apply(self, state, i, a)
                            state.waiting += 1
                        i += 1
                    wrapped.append(a)
                args = tuple(wrapped)
            out = _torch_nn.forward_unhooked(mod, *args, **kwargs)
            for hid, hook in list(self.post.items()):
                called.add(hid)
                if hid in self.with_kwargs:
                    r = hook(mod, args, kwargs, out)
                else:
                    r = hook(mod, args, out)
                if r is not None:
                    out = r
        except Exception:
            # The always_call forward hooks not run yet still run (their own errors silenced,
            # as PyTorch only warns of them), then the error goes on.
            for hid, hook in list(self.post.items()):
                if hid in self.always_call and hid not in called:
                    try:
                        r = (hook(mod, args, kwargs, out) if hid in self.with_kwargs
                             else hook(mod, args, out))
                        if r is not None:
                            out = r
                    except Exception:
                        pass
            raise
        if state is not None:
            if not isinstance(out, torch.Tensor):
                raise NotImplementedError(
                    "full backward hooks on a module whose output is not one Tensor are not "
                    "supported by the emulator yet")
            if out.requires_grad:
                out = _OutputHook.apply(self, state, out)
        return out


def copy_hooks(src, dst):
    runner = _RUNNERS.get(id(src))
    if runner is not None and runner.module is src:
        new = hooks_of(dst)
        for kind in ("pre", "post", "bw", "bw_pre"):
            getattr(new, kind).update(getattr(runner, kind))
        new.with_kwargs |= runner.with_kwargs
        new.always_call |= runner.always_call
    return dst


def hooks_of(module):
    runner = _RUNNERS.get(id(module))
    if runner is None:
        runner = _Hooks(module)
        _RUNNERS[id(module)] = runner
        _torch_nn.set_hooks(module, runner)
    return runner


_RUNNERS = {}
