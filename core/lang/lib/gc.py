"""gc (CPython 3.11's interface). The VM frees objects by reference counting alone: there is no
cycle collector, so collect() finds nothing (0) and the generation counts stay at 0. The switches
and thresholds are kept so programs that tune them run."""

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
    for cb in list(callbacks):
        cb("stop", {"generation": generation, "collected": 0, "uncollectable": 0})
    return 0


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


def get_stats():
    return [{"collections": 0, "collected": 0, "uncollectable": 0} for _ in range(3)]


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
