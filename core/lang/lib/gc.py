"""gc (CPython 3.11's interface). The VM frees objects by reference counting; cycles are found by
the native `_gc` (core/lang/src/cycles.rs): importing this module starts noting the instances the
program makes, and collect() frees those only a cycle holds (finalizing the ones whose class
defines `__del__` first, as CPython does) and returns their number. Instances made before the
import are never collected, and nothing is collected automatically (thresholds are kept but not
acted on): only collect() frees cycles. Generation counts stay at 0."""

import _gc

_gc.track()

__all__ = ["collect", "enable", "disable", "isenabled", "get_count", "get_threshold",
           "set_threshold", "get_debug", "set_debug", "garbage", "callbacks", "is_tracked",
           "is_finalized", "freeze", "unfreeze", "get_freeze_count", "get_stats", "get_objects",
           "get_referrers", "get_referents", "DEBUG_STATS", "DEBUG_COLLECTABLE",
           "DEBUG_UNCOLLECTABLE", "DEBUG_SAVEALL", "DEBUG_LEAK"]

DEBUG_STATS = 1
DEBUG_COLLECTABLE = 2
DEBUG_UNCOLLECTABLE = 4
DEBUG_SAVEALL = 32
DEBUG_LEAK = DEBUG_COLLECTABLE | DEBUG_UNCOLLECTABLE | DEBUG_SAVEALL

garbage = []
callbacks = []
_enabled = True
_threshold = (700, 10, 10)
_debug = 0


def collect(generation=2):
    if not isinstance(generation, int):
        raise TypeError(f"'{type(generation).__name__}' object cannot be interpreted as an integer")
    if not 0 <= generation <= 2:
        raise ValueError("invalid generation")
    for cb in list(callbacks):
        cb("start", {"generation": generation, "collected": 0, "uncollectable": 0})
    total = 0
    while True:
        # A pass that finds instances to finalize queues their __del__, which runs before this
        # loop asks again; the next pass frees what is still unreachable.
        collected, waiting = _gc.collect()
        total += collected
        if not waiting:
            break
    _stats[generation]["collections"] += 1
    _stats[generation]["collected"] += total
    for cb in list(callbacks):
        cb("stop", {"generation": generation, "collected": total, "uncollectable": 0})
    return total


def enable():
    global _enabled
    _enabled = True


def disable():
    global _enabled
    _enabled = False


def isenabled():
    return _enabled


def get_count():
    return (0, 0, 0)


def get_threshold():
    return _threshold


def set_threshold(threshold0, threshold1=None, threshold2=None):
    global _threshold
    t = list(_threshold)
    t[0] = threshold0
    if threshold1 is not None:
        t[1] = threshold1
    if threshold2 is not None:
        t[2] = threshold2
    _threshold = tuple(t)


def get_debug():
    return _debug


def set_debug(flags):
    global _debug
    _debug = flags


_stats = [{"collections": 0, "collected": 0, "uncollectable": 0} for _ in range(3)]


def get_stats():
    return [dict(s) for s in _stats]


_ATOMIC = (int, float, str, bytes, bool, type(None))


def is_tracked(obj):
    if isinstance(obj, _ATOMIC):
        return False
    if type(obj) is dict:
        return any(not isinstance(x, _ATOMIC) for x in list(obj.keys()) + list(obj.values()))
    return True


def is_finalized(obj):
    return False


def freeze():
    pass


def unfreeze():
    pass


def get_freeze_count():
    return 0


def _untraceable(name):
    raise NotImplementedError(f"gc.{name}() needs the VM's object graph, which the playground "
                              "does not expose")


def get_objects(generation=None):
    _untraceable("get_objects")


def get_referrers(*objs):
    _untraceable("get_referrers")


def get_referents(*objs):
    _untraceable("get_referents")
