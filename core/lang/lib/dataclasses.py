"""Classes that hold data: generated __init__, __repr__, __eq__, ... (CPython's dataclasses).

dataclass (with or without arguments), field, fields, asdict, astuple, replace, is_dataclass,
FrozenInstanceError, InitVar, KW_ONLY, MISSING, __post_init__, inheritance of fields.

VM notes: __init__ and frozen=True's __setattr__/__delattr__ are compiled from source as
CPython's are (tracebacks show their `File "<string>"` frames, on CPython's lines); __init__ takes
*args/**kwargs and binds them to the fields in _bind_init, with CPython's TypeErrors. slots=True makes a new class with __slots__, as CPython's does (methods that
use zero-argument super() keep the old class, as in CPython 3.11). weakref_slot=True raises
NotImplementedError (the VM has no weak references).
"""

__all__ = [
    "dataclass", "field", "Field", "FrozenInstanceError", "InitVar", "KW_ONLY", "MISSING",
    "fields", "asdict", "astuple", "make_dataclass", "replace", "is_dataclass",
]

import _prelude
import sys
import copy as _copy


class FrozenInstanceError(AttributeError):
    pass


class _HAS_DEFAULT_FACTORY_CLASS:
    def __repr__(self):
        return "<factory>"


_HAS_DEFAULT_FACTORY = _HAS_DEFAULT_FACTORY_CLASS()


class _MISSING_TYPE:
    pass


MISSING = _MISSING_TYPE()


class _KW_ONLY_TYPE:
    pass


KW_ONLY = _KW_ONLY_TYPE()


class _FIELD_BASE:
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return self.name


_FIELD = _FIELD_BASE("_FIELD")
_FIELD_CLASSVAR = _FIELD_BASE("_FIELD_CLASSVAR")
_FIELD_INITVAR = _FIELD_BASE("_FIELD_INITVAR")

_FIELDS = "__dataclass_fields__"
_PARAMS = "__dataclass_params__"
_POST_INIT_NAME = "__post_init__"


def _type_repr(tp):
    # How CPython prints an annotation inside InitVar[...] and a class's __doc__: a class as
    # module.qualname (a builtin one bare), anything else by its repr.
    if tp is Ellipsis:
        return "..."
    text = repr(tp)
    if text.startswith("<class '") and text.endswith("'>"):
        text = text[8:-2]
        if text.startswith("builtins."):
            text = text[9:]
    return text


class InitVar:
    """A pseudo-field: an argument of __init__ passed on to __post_init__, never stored."""

    def __init__(self, type):
        self.type = type

    def __repr__(self):
        return "dataclasses.InitVar[%s]" % _type_repr(self.type)

    def __class_getitem__(cls, type):
        return InitVar(type)


class Field:
    """One field of a dataclass, as field() describes it."""

    def __init__(self, default, default_factory, init, repr, hash, compare, metadata, kw_only):
        self.name = None
        self.type = None
        self.default = default
        self.default_factory = default_factory
        self.init = init
        self.repr = repr
        self.hash = hash
        self.compare = compare
        # A read-only view, as CPython's (types.MappingProxyType).
        self.metadata = _prelude.mappingproxy({} if metadata is None else metadata)
        self.kw_only = kw_only
        self._field_type = None

    def __repr__(self):
        # (repr() by hand: the VM's %r skips a class's __repr__.)
        parts = [("name", self.name), ("type", self.type), ("default", self.default),
                 ("default_factory", self.default_factory), ("init", self.init),
                 ("repr", self.repr), ("hash", self.hash), ("compare", self.compare)]
        text = ",".join([k + "=" + repr(v) for k, v in parts])
        return ("Field(" + text + ",metadata=" + repr(self.metadata) + ",kw_only="
                + repr(self.kw_only) + ",_field_type=" + repr(self._field_type) + ")")


class _DataclassParams:
    def __init__(self, init, repr, eq, order, unsafe_hash, frozen):
        self.init = init
        self.repr = repr
        self.eq = eq
        self.order = order
        self.unsafe_hash = unsafe_hash
        self.frozen = frozen

    def __repr__(self):
        return ("_DataclassParams(init=%s,repr=%s,eq=%s,order=%s,unsafe_hash=%s,frozen=%s)"
                % (self.init, self.repr, self.eq, self.order, self.unsafe_hash, self.frozen))


def field(*, default=MISSING, default_factory=MISSING, init=True, repr=True, hash=None,
          compare=True, metadata=None, kw_only=MISSING):
    """Return an object to identify dataclass fields."""
    if default is not MISSING and default_factory is not MISSING:
        raise ValueError("cannot specify both default and default_factory")
    return Field(default, default_factory, init, repr, hash, compare, metadata, kw_only)


def _string_names(tp, names):
    # A string annotation such as "ClassVar[int]" or "typing.ClassVar": CPython also looks the
    # prefix up in the class's module; here the usual spellings are recognised.
    if not isinstance(tp, str):
        return False
    head = tp.strip().split("[", 1)[0].strip()
    return head in names


def _is_kw_only_string(cls, tp):
    # `_: KW_ONLY` under `from __future__ import annotations` (the annotation is the string
    # "KW_ONLY" or "dataclasses.KW_ONLY"): CPython's _is_type looks the name up in the class's
    # module, so a string counts when it names this KW_ONLY there.
    if not _string_names(tp, ("KW_ONLY", "dataclasses.KW_ONLY")) or "[" in tp:
        return False
    import sys
    mod = sys.modules.get(getattr(cls, "__module__", None))
    ns = getattr(mod, "__dict__", None)
    if not ns:
        return True
    parts = tp.strip().split(".")
    if len(parts) == 2:
        return getattr(ns.get(parts[0].strip()), "KW_ONLY", None) is KW_ONLY
    return ns.get("KW_ONLY") is KW_ONLY


def _is_classvar(tp):
    if _string_names(tp, ("ClassVar", "typing.ClassVar")):
        return True
    return getattr(tp, "_dataclasses_classvar", False) is True


def _is_initvar(tp):
    if _string_names(tp, ("InitVar", "dataclasses.InitVar")):
        return True
    return tp is InitVar or isinstance(tp, InitVar)


def _is_mutable_default(value):
    cls = type(value)
    if cls in (list, dict, set):
        return True
    if isinstance(cls, type) and cls.__module__ != "builtins":
        return getattr(cls, "__hash__", 0) is None
    return False


def _class_dict(cls):
    return cls.__dict__


def _get_field(cls, name, tp, kw_only):
    default = _class_dict(cls).get(name, MISSING)
    if isinstance(default, Field):
        f = default
    else:
        f = field(default=default)
    f.name = name
    f.type = tp
    f._field_type = _FIELD
    if _is_classvar(tp):
        f._field_type = _FIELD_CLASSVAR
    elif _is_initvar(tp):
        f._field_type = _FIELD_INITVAR
    if f._field_type in (_FIELD_CLASSVAR, _FIELD_INITVAR):
        if f.default_factory is not MISSING:
            raise TypeError("field %s cannot have a default factory" % f.name)
    if f._field_type in (_FIELD, _FIELD_INITVAR):
        if f.kw_only is MISSING:
            f.kw_only = kw_only
    else:
        if f.kw_only is not MISSING:
            raise TypeError("field %s is a ClassVar but specifies kw_only" % f.name)
    if f._field_type is _FIELD and _is_mutable_default(f.default):
        raise ValueError("mutable default %s for field %s is not allowed: use default_factory"
                         % (type(f.default), f.name))
    return f


def _set_new_attribute(cls, name, value):
    if name in _class_dict(cls):
        return True
    setattr(cls, name, value)
    return False


def _names_list(names):
    quoted = ["'%s'" % n for n in names]
    if len(quoted) == 1:
        return quoted[0]
    if len(quoted) == 2:
        return quoted[0] + " and " + quoted[1]
    return ", ".join(quoted[:-1]) + ", and " + quoted[-1]


def _plural(n):
    return "" if n == 1 else "s"


def _bind_init(qualname, pos_fields, kw_fields, args, kwargs):
    # Binds __init__'s arguments to the fields as CPython binds a function's, with its errors.
    # Returns the values of the init fields in order: a default's, or _HAS_DEFAULT_FACTORY where
    # the field's factory makes it. The generated __init__ calls it on its first body line; the
    # traceback shows neither frame when it raises (the VM's table of argument binders).
    names = [f.name for f in pos_fields]
    kw_names = [f.name for f in kw_fields]
    values = {}
    for name, value in zip(names, args):
        values[name] = value
    kwonly_given = 0
    for key, value in kwargs.items():
        if key in kw_names:
            kwonly_given += 1
        elif key not in names:
            raise TypeError("%s() got an unexpected keyword argument '%s'" % (qualname, key))
        elif key in values:
            raise TypeError("%s() got multiple values for argument '%s'" % (qualname, key))
        values[key] = value
    if len(args) > len(names):
        argcount = len(names) + 1
        defcount = 0
        for f in pos_fields:
            if f.default is not MISSING or f.default_factory is not MISSING:
                defcount += 1
        if defcount:
            sig = "from %d to %d" % (argcount - defcount, argcount)
            plural = "s"
        else:
            sig = "%d" % argcount
            plural = _plural(argcount)
        given = len(args) + 1
        kw_sig = ""
        if kwonly_given:
            kw_sig = " positional argument%s (and %d keyword-only argument%s)" % (
                _plural(given), kwonly_given, _plural(kwonly_given))
        raise TypeError("%s() takes %s positional argument%s but %d%s %s given" % (
            qualname, sig, plural, given, kw_sig,
            "was" if given == 1 and not kwonly_given else "were"))
    for group, kind in ((pos_fields, "positional"), (kw_fields, "keyword-only")):
        missing = []
        for f in group:
            if (f.name not in values and f.default is MISSING
                    and f.default_factory is MISSING):
                missing.append(f.name)
        if missing:
            raise TypeError("%s() missing %d required %s argument%s: %s" % (
                qualname, len(missing), kind, _plural(len(missing)), _names_list(missing)))
    return tuple(values[f.name] if f.name in values else
                 f.default if f.default is not MISSING else _HAS_DEFAULT_FACTORY
                 for f in pos_fields + kw_fields)


def _create_fn(name, args, body, globals, locals, return_type=MISSING):
    # CPython's: the method is compiled from source, so a traceback through it shows
    # `File "<string>", line N, in NAME` (line 1 the outer def, line 2 this def, then the body).
    ret = ""
    if return_type is not MISSING:
        locals["_return_type"] = return_type
        ret = "->_return_type"
    body = "\n".join("  " + b for b in body)
    txt = " def %s(%s)%s:\n%s" % (name, ",".join(args), ret, body)
    txt = "def __create_fn__(%s):\n%s\n return %s" % (", ".join(locals), txt, name)
    ns = {}
    exec(txt, globals, ns)
    return ns["__create_fn__"](**locals)


def _cls_globals(cls):
    module = sys.modules.get(cls.__module__)
    return module.__dict__ if module is not None else {}


def _field_init(f, frozen, locals, self_name, slots):
    default_name = "_dflt_" + f.name
    if f.default_factory is not MISSING:
        locals[default_name] = f.default_factory
        if f.init:
            value = "%s() if %s is _HAS_DEFAULT_FACTORY else %s" % (default_name, f.name, f.name)
        else:
            value = default_name + "()"
    elif f.init:
        value = f.name
    elif slots and f.default is not MISSING:
        locals[default_name] = f.default
        value = default_name
    else:
        return None
    if f._field_type is _FIELD_INITVAR:
        return None
    if frozen:
        return "__dataclass_builtins_object__.__setattr__(%s,%r,%s)" % (self_name, f.name, value)
    return "%s.%s=%s" % (self_name, f.name, value)


def _make_init(cls, all_fields, frozen, has_post_init, slots):
    fields = [f for f in all_fields if f._field_type in (_FIELD, _FIELD_INITVAR)]
    pos_fields = [f for f in fields if f.init and not f.kw_only]
    kw_fields = [f for f in fields if f.init and f.kw_only]
    seen_default = False
    for f in pos_fields:
        if f.default is not MISSING or f.default_factory is not MISSING:
            seen_default = True
        elif seen_default:
            raise TypeError("non-default argument %r follows default argument" % f.name)
    qualname = cls.__qualname__ + ".__init__"
    locals = {"MISSING": MISSING, "_HAS_DEFAULT_FACTORY": _HAS_DEFAULT_FACTORY,
              "__dataclass_builtins_object__": object, "_bind_init": _bind_init,
              "__dataclass_binding__": (qualname, pos_fields, kw_fields)}
    self_name = "__dataclass_self__" if any(f.name == "self" for f in all_fields) else "self"
    body = [line for line in (_field_init(f, frozen, locals, self_name, slots) for f in fields)
            if line]
    if has_post_init:
        body.append("%s.__post_init__(%s)" % (self_name, ",".join(
            f.name for f in fields if f._field_type is _FIELD_INITVAR)))
    # CPython's generated code, whose parameters bind the arguments: here _bind_init binds them
    # on the first body line, so each line keeps CPython's number.
    names = "".join(f.name + "," for f in pos_fields + kw_fields)
    bind = "_bind_init(*__dataclass_binding__, __dataclass_args__, __dataclass_kwargs__)"
    body[:1] = [(names + " = " if names else "") + bind + "".join("; " + b for b in body[:1])]
    fn = _create_fn("__init__", [self_name, "*__dataclass_args__", "**__dataclass_kwargs__"],
                    body, _cls_globals(cls), locals)
    fn.__qualname__ = qualname
    fn.__annotations__ = {f.name: f.type for f in pos_fields + kw_fields}
    fn.__annotations__["return"] = None
    # What inspect.signature shows for the generated __init__ (CPython's parameters).
    fn.__dataclass_init_fields__ = (pos_fields, kw_fields)
    return fn


_repr_running = set()


def _make_repr(cls, flds):
    shown = [f.name for f in flds if f.repr]

    def __repr__(self):
        key = id(self)
        if key in _repr_running:
            return "..."
        _repr_running.add(key)
        try:
            parts = [name + "=" + repr(getattr(self, name)) for name in shown]
        finally:
            _repr_running.discard(key)
        return type(self).__qualname__ + "(" + ", ".join(parts) + ")"

    __repr__.__qualname__ = cls.__qualname__ + ".__repr__"
    return __repr__


def _tuple_str(obj, names):
    return "(" + "".join("%s.%s," % (obj, n) for n in names) + ")"


def _cmp_fn(cls, name, op, names):
    fn = _create_fn(name, ("self", "other"), (
        "if other.__class__ is self.__class__:",
        " return %s%s%s" % (_tuple_str("self", names), op, _tuple_str("other", names)),
        "return NotImplemented"), _cls_globals(cls), {})
    fn.__qualname__ = cls.__qualname__ + "." + name
    return fn


def _make_eq(cls, flds):
    return _cmp_fn(cls, "__eq__", "==", [f.name for f in flds if f.compare])


def _make_order(cls, flds, name):
    op = {"__lt__": "<", "__le__": "<=", "__gt__": ">", "__ge__": ">="}[name]
    return _cmp_fn(cls, name, op, [f.name for f in flds if f.compare])


def _make_hash(cls, flds):
    names = [f.name for f in flds if (f.compare if f.hash is None else f.hash)]
    fn = _create_fn("__hash__", ("self",), ("return hash(%s)" % _tuple_str("self", names),),
                    _cls_globals(cls), {})
    fn.__qualname__ = cls.__qualname__ + ".__hash__"
    return fn


def _frozen_methods(cls, field_names):
    """CPython's frozen __setattr__ and __delattr__: any attribute of the class itself, or a
    field of a subclass's instance, raises FrozenInstanceError."""
    names = "(" + ",".join(repr(n) for n in field_names) + ",)" if field_names else "()"
    locals = {"cls": cls, "FrozenInstanceError": FrozenInstanceError}
    globals = _cls_globals(cls)
    __setattr__ = _create_fn("__setattr__", ("self", "name", "value"), (
        "if type(self) is cls or name in %s:" % names,
        ' raise FrozenInstanceError(f"cannot assign to field {name!r}")',
        "super(cls, self).__setattr__(name, value)"), globals, locals)
    __delattr__ = _create_fn("__delattr__", ("self", "name"), (
        "if type(self) is cls or name in %s:" % names,
        ' raise FrozenInstanceError(f"cannot delete field {name!r}")',
        "super(cls, self).__delattr__(name)"), globals, locals)

    for f in (__setattr__, __delattr__):
        f.__qualname__ = cls.__qualname__ + "." + f.__name__
        if _set_new_attribute(cls, f.__name__, f):
            raise TypeError("Cannot overwrite attribute %s in class %s"
                            % (f.__name__, cls.__name__))


def _add_slots(cls, is_frozen):
    """A new class like `cls` with `__slots__` for its fields (CPython's _add_slots)."""
    ns = dict(cls.__dict__)
    field_names = tuple(f.name for f in getattr(cls, _FIELDS).values()
                        if f._field_type is _FIELD)
    inherited = set()
    for base in cls.__mro__[1:-1]:
        inherited.update(base.__dict__.get("__slots__", ()))
    if "__slots__" in ns:
        raise TypeError("%s already specifies __slots__" % cls.__name__)
    ns["__slots__"] = tuple(n for n in field_names if n not in inherited)
    for name in field_names:
        ns.pop(name, None)
    ns.pop("__dict__", None)
    ns.pop("__weakref__", None)
    qualname = getattr(cls, "__qualname__", None)
    new = type(cls)(cls.__name__, cls.__bases__, ns)
    if qualname is not None:
        new.__qualname__ = qualname
    if is_frozen:
        # The frozen methods compare with the class they were made for.
        for name in ("__setattr__", "__delattr__"):
            if name in ns:
                delattr(new, name)
        _frozen_methods(new, field_names)
        # copy and pickle go through these: a frozen slotted instance has no __dict__ to fill.
        if "__getstate__" not in ns:
            new.__getstate__ = _dataclass_getstate
        if "__setstate__" not in ns:
            new.__setstate__ = _dataclass_setstate
    return new


def _dataclass_getstate(self):
    return [getattr(self, f.name) for f in fields(self)]


def _dataclass_setstate(self, state):
    for f, value in zip(fields(self), state):
        object.__setattr__(self, f.name, value)


def _format_doc(cls, flds):
    # The class's signature as inspect prints it: positional parameters, then `*` and the
    # keyword-only ones.
    shown = [f for f in flds if f.init and f._field_type is not _FIELD_CLASSVAR]
    params = []
    for kw_group in (False, True):
        group = [f for f in shown if bool(f.kw_only) == kw_group]
        if kw_group and group:
            params.append("*")
        for f in group:
            text = f.name + ": " + _type_repr(f.type)
            if f.default_factory is not MISSING:
                text += " = <factory>"
            elif f.default is not MISSING:
                text += " = " + repr(f.default)
            params.append(text)
    return cls.__name__ + "(" + ", ".join(params) + ")"


def _process_class(cls, init, repr, eq, order, unsafe_hash, frozen, match_args, kw_only,
                   slots):
    all_fields = {}
    cls_dict = _class_dict(cls)
    setattr(cls, _PARAMS, _DataclassParams(init, repr, eq, order, unsafe_hash, frozen))

    any_frozen_base = False
    has_dataclass_bases = False
    for b in cls.__mro__[-1:0:-1]:
        base_fields = b.__dict__.get(_FIELDS)
        if base_fields is not None:
            has_dataclass_bases = True
            for f in base_fields.values():
                all_fields[f.name] = f
            if b.__dict__[_PARAMS].frozen:
                any_frozen_base = True

    cls_annotations = cls_dict.get("__annotations__", {})
    cls_fields = []
    kw_only_seen = False
    for name, tp in cls_annotations.items():
        if tp is KW_ONLY or _is_kw_only_string(cls, tp):
            if kw_only_seen:
                raise TypeError("%r is KW_ONLY, but KW_ONLY has already been specified" % name)
            kw_only_seen = True
            kw_only = True
        else:
            cls_fields.append(_get_field(cls, name, tp, kw_only))
    for f in cls_fields:
        all_fields[f.name] = f
        if isinstance(cls_dict.get(f.name), Field):
            if f.default is MISSING:
                delattr(cls, f.name)
            else:
                setattr(cls, f.name, f.default)
    for name, value in list(cls_dict.items()):
        if isinstance(value, Field) and name not in cls_annotations:
            raise TypeError("%r is a field but has no type annotation" % name)

    if has_dataclass_bases:
        if any_frozen_base and not frozen:
            raise TypeError("cannot inherit non-frozen dataclass from a frozen one")
        if not any_frozen_base and frozen:
            raise TypeError("cannot inherit frozen dataclass from a non-frozen one")

    setattr(cls, _FIELDS, all_fields)

    class_hash = cls_dict.get("__hash__", MISSING)
    has_explicit_hash = not (class_hash is MISSING
                             or (class_hash is None and "__eq__" in cls_dict))

    if order and not eq:
        raise ValueError("eq must be true if order is true")

    flds = list(all_fields.values())
    field_list = [f for f in flds if f._field_type is _FIELD]

    if init:
        has_post_init = hasattr(cls, _POST_INIT_NAME)
        _set_new_attribute(cls, "__init__", _make_init(cls, flds, frozen, has_post_init, slots))
    if repr:
        _set_new_attribute(cls, "__repr__", _make_repr(cls, field_list))
    if eq:
        _set_new_attribute(cls, "__eq__", _make_eq(cls, field_list))
    if order:
        for name in ("__lt__", "__le__", "__gt__", "__ge__"):
            if _set_new_attribute(cls, name, _make_order(cls, field_list, name)):
                raise TypeError("Cannot overwrite attribute %s in class %s. Consider using "
                                "functools.total_ordering" % (name, cls.__name__))
    if frozen:
        _frozen_methods(cls, [f.name for f in field_list])

    # CPython's table: (unsafe_hash, eq, frozen, has_explicit_hash) -> action.
    if unsafe_hash:
        if has_explicit_hash:
            raise TypeError("Cannot overwrite attribute __hash__ in class %s" % cls.__name__)
        setattr(cls, "__hash__", _make_hash(cls, field_list))
    elif eq and frozen:
        if not has_explicit_hash:
            setattr(cls, "__hash__", _make_hash(cls, field_list))
    elif eq:
        if not has_explicit_hash:
            setattr(cls, "__hash__", None)

    if cls_dict.get("__doc__") is None:
        try:
            setattr(cls, "__doc__", _format_doc(cls, flds))
        except (TypeError, ValueError, AttributeError):
            pass

    if match_args:
        _set_new_attribute(cls, "__match_args__",
                           tuple([f.name for f in flds if f.init and not f.kw_only
                                  and f._field_type in (_FIELD, _FIELD_INITVAR)]))
    return cls


def dataclass(cls=None, /, *, init=True, repr=True, eq=True, order=False, unsafe_hash=False,
              frozen=False, match_args=True, kw_only=False, slots=False, weakref_slot=False):
    """Add dunder methods based on the fields defined in the class."""
    if weakref_slot and not slots:
        raise TypeError("weakref_slot is True but slots is False")
    if weakref_slot:
        raise NotImplementedError(
            "dataclass(weakref_slot=True) is not supported: the VM has no weak references")

    def wrap(cls):
        cls = _process_class(cls, init, repr, eq, order, unsafe_hash, frozen, match_args,
                             kw_only, slots)
        if slots:
            cls = _add_slots(cls, frozen)
        return cls

    if cls is None:
        return wrap
    return wrap(cls)


def fields(class_or_instance):
    """Return a tuple describing the fields of this dataclass."""
    try:
        flds = getattr(class_or_instance, _FIELDS)
    except AttributeError:
        raise TypeError("must be called with a dataclass type or instance") from None
    return tuple([f for f in flds.values() if f._field_type is _FIELD])


def _is_dataclass_instance(obj):
    return hasattr(type(obj), _FIELDS)


def is_dataclass(obj):
    """Returns True if obj is a dataclass or an instance of a dataclass."""
    cls = obj if isinstance(obj, type) else type(obj)
    return hasattr(cls, _FIELDS)


def _is_namedtuple(obj):
    return hasattr(obj, "_fields") and hasattr(type(obj), "_make") and not isinstance(obj, type)


def asdict(obj, *, dict_factory=dict):
    """Return the fields of a dataclass instance as a new dictionary mapping field names to
    field values, recursing into dataclasses, dicts, lists and tuples (values are deep-copied)."""
    if not _is_dataclass_instance(obj):
        raise TypeError("asdict() should be called on dataclass instances")
    return _asdict_inner(obj, dict_factory)


def _asdict_inner(obj, dict_factory):
    if _is_dataclass_instance(obj):
        result = []
        for f in fields(obj):
            result.append((f.name, _asdict_inner(getattr(obj, f.name), dict_factory)))
        return dict_factory(result)
    if _is_namedtuple(obj):
        return type(obj)(*[_asdict_inner(v, dict_factory) for v in obj])
    if isinstance(obj, (list, tuple)):
        return type(obj)([_asdict_inner(v, dict_factory) for v in obj])
    if isinstance(obj, dict):
        return type(obj)([(_asdict_inner(k, dict_factory), _asdict_inner(v, dict_factory))
                          for k, v in obj.items()])
    return _copy.deepcopy(obj)


def astuple(obj, *, tuple_factory=tuple):
    """Return the fields of a dataclass instance as a new tuple of field values, recursing as
    asdict does."""
    if not _is_dataclass_instance(obj):
        raise TypeError("astuple() should be called on dataclass instances")
    return _astuple_inner(obj, tuple_factory)


def _astuple_inner(obj, tuple_factory):
    if _is_dataclass_instance(obj):
        return tuple_factory([_astuple_inner(getattr(obj, f.name), tuple_factory)
                              for f in fields(obj)])
    if _is_namedtuple(obj):
        return type(obj)(*[_astuple_inner(v, tuple_factory) for v in obj])
    if isinstance(obj, (list, tuple)):
        return type(obj)([_astuple_inner(v, tuple_factory) for v in obj])
    if isinstance(obj, dict):
        return type(obj)([(_astuple_inner(k, tuple_factory), _astuple_inner(v, tuple_factory))
                          for k, v in obj.items()])
    return _copy.deepcopy(obj)


def replace(obj, /, **changes):
    """Return a new object replacing specified fields with new values."""
    if not _is_dataclass_instance(obj):
        raise TypeError("replace() should be called on dataclass instances")
    for f in getattr(obj, _FIELDS).values():
        if f._field_type is _FIELD_CLASSVAR:
            continue
        if not f.init:
            if f.name in changes:
                raise ValueError("field %s is declared with init=False, it cannot be specified "
                                 "with replace()" % f.name)
            continue
        if f.name not in changes:
            if f._field_type is _FIELD_INITVAR and f.default is MISSING:
                raise ValueError("InitVar %r must be specified with replace()" % f.name)
            changes[f.name] = getattr(obj, f.name)
    return type(obj)(**changes)


def make_dataclass(cls_name, fields, *, bases=(), namespace=None, init=True, repr=True,
                   eq=True, order=False, unsafe_hash=False, frozen=False, match_args=True,
                   kw_only=False, slots=False, weakref_slot=False):
    """A new dataclass named cls_name with the given fields (each a name, (name, type) or
    (name, type, Field)), bases and namespace; its module is `types`, as CPython 3.11's."""
    import keyword

    body = {} if namespace is None else dict(namespace)
    seen = set()
    annotations = {}
    for item in fields:
        if isinstance(item, str):
            name, tp = item, "typing.Any"
        elif len(item) == 2:
            name, tp = item
        elif len(item) == 3:
            name, tp, spec = item
            body[name] = spec
        else:
            raise TypeError("Invalid field: %r" % (item,))
        if not isinstance(name, str) or not name.isidentifier():
            raise TypeError("Field names must be valid identifiers: %r" % (name,))
        if keyword.iskeyword(name):
            raise TypeError("Field names must not be keywords: %r" % (name,))
        if name in seen:
            raise TypeError("Field name duplicated: %r" % (name,))
        seen.add(name)
        annotations[name] = tp
    body["__annotations__"] = annotations
    body.setdefault("__module__", "types")
    body.setdefault("__qualname__", cls_name)
    cls = type(cls_name, tuple(bases), body)
    return dataclass(cls, init=init, repr=repr, eq=eq, order=order, unsafe_hash=unsafe_hash,
                     frozen=frozen, match_args=match_args, kw_only=kw_only, slots=slots,
                     weakref_slot=weakref_slot)

# Field[int]: a types.GenericAlias, as CPython's.
Field.__class_getitem__ = classmethod(type(list[int]))
