"""torch.utils.checkpoint: checkpoint and checkpoint_sequential.

Activation checkpointing is a memory strategy: PyTorch keeps only the segment's inputs and runs
the segment again during backward. Its values and gradients are those of running the segment
once, which is what happens here (the tape keeps the segment's activations), so outputs and
gradients equal PyTorch's; with preserve_rng_state=True (the default) PyTorch's recompute
replays the forward's random draws and restores the generator, so the generator also ends
where PyTorch's does. Differences: with preserve_rng_state=False PyTorch's recompute draws
again (its gradients through dropout then differ and its generator advances), and
use_reentrant=True's refusal of torch.autograd.grad is not reproduced. PyTorch's UserWarnings
(use_reentrant not passed, no input requiring grad) go to stderr and are not written.
"""

import functools

import torch

__all__ = ["checkpoint", "checkpoint_sequential"]


def _noop_context_fn():
    import contextlib

    return contextlib.nullcontext(), contextlib.nullcontext()


def checkpoint(function=None, *args, use_reentrant=None, context_fn=_noop_context_fn,
               determinism_check="default", debug=False, early_stop=True,
               preserve_rng_state=True, respect_saved_tensors_hooks=None, **kwargs):
    """function(*args, **kwargs) as checkpointing computes it (see the top)."""
    if function is None and not args:
        if kwargs:
            raise ValueError("Unexpected keyword arguments: " + ",".join(arg for arg in kwargs))

        def decorator(fn):
            @functools.wraps(fn)
            def wrapper(*a, **k):
                return checkpoint(fn, *a, use_reentrant=use_reentrant, context_fn=context_fn,
                                  determinism_check=determinism_check, debug=debug,
                                  early_stop=early_stop, preserve_rng_state=preserve_rng_state,
                                  respect_saved_tensors_hooks=respect_saved_tensors_hooks, **k)

            return wrapper

        return decorator
    if use_reentrant is None:
        use_reentrant = True
    if kwargs and use_reentrant:
        raise ValueError("Unexpected keyword arguments: " + ",".join(arg for arg in kwargs))
    if use_reentrant:
        if (context_fn is not _noop_context_fn or debug is not False
                or respect_saved_tensors_hooks is not None):
            raise ValueError("Passing `context_fn`, `debug`, or `respect_saved_tensors_hooks` "
                             "is only supported when use_reentrant=False.")
        # The reentrant variant runs the function under no_grad and attaches one node to the
        # inputs: its outputs need grad only when an input does (parameters alone do not).
        if not any(isinstance(a, torch.Tensor) and a.requires_grad for a in args):
            with torch.no_grad():
                return function(*args)
        return function(*args)
    if determinism_check not in ("default", "none"):
        raise ValueError("determinism_check should be one of ['default', 'none'], but got " +
                         str(determinism_check))
    forward_context, _ = context_fn()
    with forward_context:
        return function(*args, **kwargs)


def checkpoint_sequential(functions, segments, input, use_reentrant=None, **kwargs):
    """The modules (or functions) run in order, in `segments` checkpointed chunks, the last one
    run plainly (as PyTorch splits them)."""
    if use_reentrant is None:
        use_reentrant = True
    preserve = kwargs.pop("preserve_rng_state", True)
    if kwargs:
        raise ValueError("Unexpected keyword arguments: " + ",".join(arg for arg in kwargs))

    def run_function(start, end, functions):
        def forward(input):
            for j in range(start, end + 1):
                input = functions[j](input)
            return input

        return forward

    if isinstance(functions, torch.nn.Sequential):
        functions = list(functions.children())
    segment_size = len(functions) // segments
    end = -1
    for start in range(0, segment_size * (segments - 1), segment_size):
        end = start + segment_size - 1
        input = checkpoint(run_function(start, end, functions), input,
                           use_reentrant=use_reentrant, preserve_rng_state=preserve)
    return run_function(end + 1, len(functions) - 1, functions)(input)
