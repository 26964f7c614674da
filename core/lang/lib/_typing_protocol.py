"""typing.Protocol's run-time checks (CPython 3.11's behaviour), kept apart from typing.py.

A protocol class's metaclass is `_ProtocolMeta` (an ABCMeta): isinstance() against a
@runtime_checkable protocol asks whether the object has every member of the protocol (a
method set to None blocks it); issubclass() looks the members up on the class's MRO (through the
`__subclasshook__` each protocol gets, as CPython's), and refuses protocols with data members.
Without @runtime_checkable both raise CPython's TypeError. Protocols cannot be instantiated."""

import abc as _abc

# The class attributes that are not members of a protocol (CPython's, and the VM's own).
_EXCLUDED = frozenset([
    "__abstractmethods__", "__annotations__", "__dict__", "__doc__", "__init__", "__module__",
    "__new__", "__slots__", "__subclasshook__", "__weakref__", "__class_getitem__",
    "__parameters__", "__orig_bases__", "__orig_class__", "_is_protocol", "_is_runtime_protocol",
    "_MutableMapping__marker", "__qualname__", "_abc_registry", "__init_subclass__",
])


def _protocol_attrs(cls):
    from typing import Generic, Protocol

    attrs = set()
    for base in cls.__mro__[:-1]:
        if base is Protocol or base is Generic:
            continue
        try:
            namespace = vars(base)
        except TypeError:
            continue
        annotations = namespace.get("__annotations__", {})
        for attr in list(namespace) + list(annotations):
            if not attr.startswith("_abc_") and attr not in _EXCLUDED:
                attrs.add(attr)
    return attrs


def _callable_members_only(cls):
    return all(callable(getattr(cls, attr, None)) for attr in _protocol_attrs(cls))


# Above zero while isinstance() falls back on ABCMeta's checks: the protocols' subclass hooks
# then answer NotImplemented instead of raising (CPython's _allow_reckless_class_checks, which
# spares the calls made from the abc module).
_reckless = [0]


def _runtime_error():
    return TypeError("Instance and class checks can only be used with @runtime_checkable "
                     "protocols")


class _ProtocolMeta(_abc.ABCMeta):
    # isinstance() of a runtime protocol is structural: every member is present on the object.

    def __instancecheck__(cls, instance):
        is_protocol = getattr(cls, "_is_protocol", False)
        if is_protocol and not getattr(cls, "_is_runtime_protocol", False):
            raise _runtime_error()
        if ((not is_protocol or _callable_members_only(cls))
                and cls in getattr(type(instance), "__mro__", ())):
            return True
        if is_protocol:
            ok = True
            for attr in _protocol_attrs(cls):
                if not hasattr(instance, attr):
                    ok = False
                    break
                if callable(getattr(cls, attr, None)) and getattr(instance, attr) is None:
                    ok = False
                    break
            if ok:
                return True
        _reckless[0] += 1
        try:
            return _abc.ABCMeta.__instancecheck__(cls, instance)
        finally:
            _reckless[0] -= 1


def _no_init(self, *args, **kwargs):
    # A protocol's __init__: refuses protocols; a concrete subclass gets the next __init__.
    cls = type(self)
    if cls.__dict__.get("_is_protocol", False):
        raise TypeError("Protocols cannot be instantiated")
    for base in cls.__mro__[:-1]:
        try:
            init = vars(base).get("__init__", _no_init)
        except TypeError:
            continue
        if init is not _no_init:
            return init(self, *args, **kwargs)
    if args or kwargs:
        raise TypeError(cls.__name__ + "() takes no arguments")


def _protocol_init_subclass(cls, protocol):
    # What Protocol.__init_subclass__ does in CPython: mark protocols, give each its
    # structural __subclasshook__, and make protocols refuse instantiation.
    if not cls.__dict__.get("_is_protocol", False):
        cls._is_protocol = any(b is protocol for b in cls.__bases__)

    def _proto_hook(other):
        if not cls.__dict__.get("_is_protocol", False):
            return NotImplemented
        if not getattr(cls, "_is_runtime_protocol", False):
            if _reckless[0]:
                return NotImplemented
            raise _runtime_error()
        if not _callable_members_only(cls):
            if _reckless[0]:
                return NotImplemented
            raise TypeError("Protocols with non-method members don't support issubclass()")
        if not isinstance(other, type) and type(other) is not type:
            raise TypeError("issubclass() arg 1 must be a class")
        mro = getattr(other, "__mro__", None) or (other,)
        for attr in _protocol_attrs(cls):
            for base in mro:
                try:
                    namespace = vars(base)
                except TypeError:
                    # A built-in type of the VM's: its attributes answer.
                    if hasattr(base, attr):
                        break
                    continue
                if attr in namespace:
                    if namespace[attr] is None:
                        return NotImplemented
                    break
                annotations = namespace.get("__annotations__", {})
                if attr in annotations and getattr(other, "_is_protocol", False):
                    break
            else:
                return NotImplemented
        return True

    if "__subclasshook__" not in cls.__dict__:
        cls.__subclasshook__ = _proto_hook
    if cls._is_protocol and "__init__" not in cls.__dict__:
        cls.__init__ = _no_init
