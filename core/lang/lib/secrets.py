# secrets: CPython's functions over the `random` module's generator. The VM has no source of
# entropy: the values are well-formed but come from the run's Mersenne Twister (deterministic
# per run), not from the operating system, so they are not secret.

import base64
import binascii
import random as _random
from hmac import compare_digest

__all__ = [
    "choice",
    "randbelow",
    "randbits",
    "SystemRandom",
    "token_bytes",
    "token_hex",
    "token_urlsafe",
    "compare_digest",
]

DEFAULT_ENTROPY = 32


class SystemRandom(_random.Random):
    pass


def randbits(k):
    return _random.getrandbits(k)


def choice(seq):
    return _random.choice(seq)


def randbelow(exclusive_upper_bound):
    if exclusive_upper_bound <= 0:
        raise ValueError("Upper bound must be positive.")
    return _random.randrange(exclusive_upper_bound)


def token_bytes(nbytes=None):
    if nbytes is None:
        nbytes = DEFAULT_ENTROPY
    if nbytes == 0:
        return b""
    return _random.getrandbits(nbytes * 8).to_bytes(nbytes, "little")


def token_hex(nbytes=None):
    return binascii.hexlify(token_bytes(nbytes)).decode("ascii")


def token_urlsafe(nbytes=None):
    tok = token_bytes(nbytes)
    return base64.urlsafe_b64encode(tok).rstrip(b"=").decode("ascii")
