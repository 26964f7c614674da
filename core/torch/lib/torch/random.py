"""torch.random: the default generator's seeding and state functions (torch's own), and
fork_rng, which restores the default generator's state when its block ends."""
import contextlib

import torch

default_generator = torch.default_generator


def manual_seed(seed):
    return torch.manual_seed(seed)


def seed():
    return torch.seed()


def initial_seed():
    return torch.initial_seed()


def get_rng_state():
    return torch.get_rng_state()


def set_rng_state(new_state):
    torch.set_rng_state(new_state)


@contextlib.contextmanager
def fork_rng(devices=None, enabled=True, _caller="fork_rng", _devices_kw="devices",
             device_type="cuda"):
    """The block may draw from the default generator; its state is put back on exit (the
    playground has no CUDA generators to fork)."""
    if not enabled:
        yield
        return
    state = torch.get_rng_state()
    try:
        yield
    finally:
        torch.set_rng_state(state)
