"""functools.singledispatch's dispatch through abstract base classes, loaded when an
implementation is registered for a class with a metaclass (an ABC): where the registered ABCs
that a class implements without naming them (collections.abc's virtual subclasses,
__subclasshook__ matches) go in its MRO, and CPython's "Ambiguous dispatch" check."""


def _implements(cls, abc):
    try:
        return issubclass(cls, abc)
    except TypeError:
        return False


def dispatch_mro(cls, registry, mro):
    """cls's MRO with the registered abstract base classes it implements without naming them as
    bases (collections.abc's virtual subclasses, __subclasshook__ matches) put in: each right
    after the last class of the MRO that implements it, the more derived ABC first. Also says
    whether any was put in."""
    mro = list(mro)
    abcs = [t for t in registry if isinstance(t, type) and t not in mro and _implements(cls, t)]
    if not abcs:
        return mro, False
    slots = {}
    for abc in abcs:
        last = 0
        for j, k in enumerate(mro):
            if _implements(k, abc):
                last = j
        slots.setdefault(last, []).append(abc)
    for last in sorted(slots, reverse=True):
        group = slots[last]
        ordered = []
        while group:
            for t in group:
                if not any(u is not t and _implements(u, t) for u in group):
                    break
            group.remove(t)
            ordered.append(t)
        mro[last + 1:last + 1] = ordered
    return mro, True


def check_ambiguous(real, match, following, registry):
    # The match and the next class of the dispatch MRO are both registered ABCs outside cls's
    # own MRO (`real`), and neither derives from the other: no implementation is nearer.
    if following in registry and following not in real and match not in real \
            and not _implements(match, following):
        raise RuntimeError("Ambiguous dispatch: {} or {}".format(match, following))
