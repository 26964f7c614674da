"""Enumerations, as CPython 3.11's `enum` behaves: Enum, IntEnum, StrEnum, Flag, IntFlag, auto,
unique, the functional API (`Enum('Color', 'RED GREEN')`), `_missing_`, `_generate_next_value_`,
`_ignore_`, members with `__init__`/`__new__`, aliases, Flag's pseudo-members and boundaries.

Written for the playground over its metaclasses (`EnumType` is a class deriving from `type`).
IntEnum, IntFlag and StrEnum members are real ints and strs (json, isinstance, indexing and
arithmetic see the data type), with Enum's repr and the value's str and format. The body runs in
`_EnumDict` (`__prepare__`), which refuses a member name given twice as CPython's does.
"""

import _prelude

__all__ = [
    "EnumType", "EnumMeta", "Enum", "ReprEnum", "IntEnum", "StrEnum", "Flag", "IntFlag",
    "auto", "unique", "property", "verify", "member", "nonmember", "FlagBoundary", "STRICT",
    "CONFORM", "EJECT", "KEEP", "global_flag_repr", "global_enum_repr", "global_str",
    "global_enum", "EnumCheck", "CONTINUOUS", "NAMED_FLAGS", "UNIQUE", "pickle_by_global_name",
    "pickle_by_enum_name",
]


class _NoValue:
    def __repr__(self):
        return "_auto_null"


_auto_null = _NoValue()


class auto:
    """The value of a member is made by `_generate_next_value_`."""

    def __init__(self, value=_auto_null):
        self.value = value

    def __repr__(self):
        return "auto(%r)" % (self.value,)

    # Without `__prepare__` an auto() in the body is still this object when a later line
    # combines it (`RW = R | W`): the combination is kept and worked out once the values are.
    def __or__(self, other):
        return _Deferred(lambda a, b: a | b, self, other)

    def __ror__(self, other):
        return _Deferred(lambda a, b: a | b, other, self)

    def __and__(self, other):
        return _Deferred(lambda a, b: a & b, self, other)

    def __rand__(self, other):
        return _Deferred(lambda a, b: a & b, other, self)

    def __xor__(self, other):
        return _Deferred(lambda a, b: a ^ b, self, other)

    def __rxor__(self, other):
        return _Deferred(lambda a, b: a ^ b, other, self)

    def __add__(self, other):
        return _Deferred(lambda a, b: a + b, self, other)

    def __radd__(self, other):
        return _Deferred(lambda a, b: a + b, other, self)

    def __invert__(self):
        return _Deferred(lambda a, b: ~a, self, None)


class _Deferred(auto):
    """An operation on auto() values, worked out when the enum's values are known."""

    def __init__(self, op, a, b):
        self.value = _auto_null
        self.op, self.a, self.b = op, a, b

    def resolve(self):
        def value(x):
            if isinstance(x, _Deferred):
                return x.resolve()
            if isinstance(x, auto):
                if x.value is _auto_null:
                    raise TypeError("auto() value used before it was assigned")
                return x.value
            return x
        return self.op(value(self.a), value(self.b))


class member:
    """Forces an attribute of an enum body to be a member."""

    def __init__(self, value):
        self.value = value


class nonmember:
    """Keeps an attribute of an enum body from becoming a member."""

    def __init__(self, value):
        self.value = value


class FlagBoundary(str):
    # A StrEnum in CPython (defined before StrEnum exists here): a str equal to its value.
    def __new__(cls, name):
        self = str.__new__(cls, name.lower())
        self.name = name
        self.value = name.lower()
        return self

    def __repr__(self):
        return "<FlagBoundary.%s: %r>" % (self.name, self.value)

    def __str__(self):
        return self.value

    def __format__(self, spec):
        return format(self.value, spec)


STRICT = FlagBoundary("STRICT")
CONFORM = FlagBoundary("CONFORM")
EJECT = FlagBoundary("EJECT")
KEEP = FlagBoundary("KEEP")
FlagBoundary.STRICT = STRICT
FlagBoundary.CONFORM = CONFORM
FlagBoundary.EJECT = EJECT
FlagBoundary.KEEP = KEEP


def _is_dunder(name):
    return (len(name) > 4 and name[:2] == name[-2:] == "__"
            and name[2] != "_" and name[-3] != "_")


def _is_sunder(name):
    return (len(name) > 2 and name[0] == name[-1] == "_"
            and name[1] != "_" and name[-2] != "_")


def _is_private(cls_name, name):
    pattern = "_%s__" % (cls_name.lstrip("_"),)
    return (len(name) > len(pattern) and name.startswith(pattern)
            and not name.endswith("__"))


_DESCRIPTOR_TYPES = ("function", "property", "classmethod", "staticmethod",
                     "builtin_function_or_method", "method", "method_descriptor",
                     "wrapper_descriptor")


def _is_descriptor(obj):
    if type(obj).__name__ in _DESCRIPTOR_TYPES:
        return True
    t = type(obj)
    return hasattr(t, "__get__") or hasattr(t, "__set__") or hasattr(t, "__delete__")


class _EnumDict(dict):
    # An enum body's namespace: a member name given twice, or a name given first to a
    # method or other attribute and then to a member, is refused as CPython's _EnumDict does.
    def __init__(self, cls_name):
        super().__init__()
        self._cls_name = cls_name
        self._member_names = set()
        self._ignore = ()

    def __setitem__(self, key, value):
        if key == "_ignore_":
            names = value.replace(",", " ").split() if isinstance(value, str) else list(value)
            self._ignore = tuple(names)
        elif (_is_dunder(key) or _is_sunder(key) or _is_private(self._cls_name, key)
              or key in self._ignore):
            pass
        elif key in self._member_names:
            raise TypeError("%r already defined as %r" % (key, self[key]))
        elif isinstance(value, nonmember) or (
                not isinstance(value, member) and _is_descriptor(value)):
            pass
        elif key in self:
            raise TypeError("%r already defined as %r" % (key, self[key]))
        else:
            self._member_names.add(key)
        super().__setitem__(key, value)


def _is_single_bit(num):
    return num != 0 and num & (num - 1) == 0


def _bits_of(num):
    """The powers of two in `num` (non-negative), lowest first."""
    out = []
    while num:
        b = num & -num
        out.append(b)
        num ^= b
    return out


def _show_bits(num, width):
    """`0b0 1000`-style text of CPython's Flag errors: the sign digit, then `width` digits."""
    if num >= 0:
        sign, digits = "0", bin(num)[2:]
    else:
        sign = "1"
        digits = bin(num & ((1 << max(width, (-num).bit_length() + 1)) - 1))[2:]
    if len(digits) < width:
        digits = sign * (width - len(digits)) + digits
    return "0b%s %s" % (sign, digits)


# `__members__`: a read-only view of the members, the class of a class's `__dict__`.
_MappingProxy = _prelude.mappingproxy


def _enum_bases(bases):
    return [b for b in bases if isinstance(b, EnumType)]


class EnumType(type):
    """The metaclass of enumerations: splits the body into members and the rest."""

    @classmethod
    def __prepare__(metacls, cls, bases, **kwds):
        return _EnumDict(cls)

    def __new__(metacls, cls, bases, classdict, *, boundary=None, _simple=False, **kwds):
        enums = _enum_bases(bases)
        for base in enums:
            for klass in base.__mro__:
                if isinstance(klass, EnumType) and klass._member_names_:
                    raise TypeError("<enum %r> cannot extend %r" % (cls, klass))
        first_enum = enums[-1] if enums else None
        member_type = classdict.get("_member_type_", object)
        for base in bases if member_type is object else ():
            for klass in base.__mro__:
                t = getattr(klass, "__dict__", {}).get("_member_type_")
                if t is not None and t is not object:
                    member_type = t
                    break
            if member_type is not object:
                break
        # A built-in data type mixed in (`class S(str, Enum)`): members are instances of it.
        mixed = None
        for t in (int, str, float) if member_type is object else ():
            if any(issubclass(b, t) for b in bases):
                member_type = mixed = t
                break
        if member_type is object and ReprEnum is not None and ReprEnum in bases:
            raise TypeError("ReprEnum subclasses must be mixed with a data type (i.e. int, str, "
                            "float, etc.)")
        ignore = classdict.get("_ignore_", [])
        if isinstance(ignore, str):
            ignore = ignore.replace(",", " ").split()
        generate = classdict.get("_generate_next_value_")
        if generate is None and first_enum is not None:
            generate = first_enum._generate_next_value_
        if isinstance(generate, staticmethod):
            generate = generate.__func__
        members = {}
        body = {}
        last_values = []
        for key, value in classdict.items():
            if key in ignore or key == "_ignore_" or key == "_order_":
                continue
            if isinstance(value, nonmember):
                body[key] = value.value
                continue
            if not isinstance(value, member) and (
                    _is_dunder(key) or _is_sunder(key) or _is_private(cls, key)
                    or _is_descriptor(value)):
                body[key] = value
                continue
            if isinstance(value, member):
                value = value.value
            if key in members:
                raise TypeError("%r already defined as %r" % (key, members[key]))
            if isinstance(value, _Deferred):
                value = value.resolve()
            elif isinstance(value, auto):
                if value.value is _auto_null:
                    if generate is None:
                        raise TypeError("auto() needs an Enum base class")
                    value.value = generate(key, 1, len(members), last_values[:])
                value = value.value
            elif isinstance(value, tuple) and any(isinstance(v, auto) for v in value):
                parts = []
                for v in value:
                    if isinstance(v, auto):
                        if v.value is _auto_null:
                            v.value = generate(key, 1, len(members), last_values[:])
                        v = v.value
                    parts.append(v)
                value = tuple(parts)
            members[key] = value
            last_values.append(value)
        invalid = [repr(n) for n in members if n in ("mro", "")]
        if invalid:
            raise ValueError("invalid enum member name(s) %s" % ",".join(invalid))
        # A member-making `__new__` of the body (not Enum's own lookup) is kept for making the
        # members; the class then looks values up with Enum.__new__.
        new_member = body.pop("__new__", None) if first_enum is not None else None
        if isinstance(new_member, staticmethod):
            new_member = new_member.__func__
        if new_member is None:
            for base in bases:
                for klass in base.__mro__:
                    found = getattr(klass, "__dict__", {}).get("_new_member_")
                    if found is not None:
                        new_member = found
                        break
                if new_member is not None:
                    break
        body["_new_member_"] = new_member
        body["_member_names_"] = []
        body["_member_map_"] = {}
        body["_value2member_map_"] = {}
        body["_unhashable_values_"] = []
        body["_member_type_"] = member_type
        if boundary is not None:
            body["_boundary_"] = boundary
        enum_class = super().__new__(metacls, cls, bases, body, **kwds)
        for n in ("__repr__", "__str__", "__format__") if mixed else ():
            # Enum's forms, not the data type's, unless the class body gives its own (with
            # ReprEnum a base, str() and format() are the value's).
            if n not in classdict:
                source = ReprEnum if n != "__repr__" and ReprEnum in bases else Enum
                type.__setattr__(enum_class, n, getattr(source, n))
        is_flag = Flag is not None and issubclass(enum_class, Flag)
        for name, value in members.items():
            metacls._add_member_(enum_class, name, value, member_type, new_member, is_flag)
        if is_flag:
            metacls._finish_flag_(enum_class)
        for klass in enum_class.__mro__ if first_enum is not None else ():
            if "__new__" in klass.__dict__:
                if mixed or not isinstance(klass, EnumType):
                    # `S(value)` looks the member up, as Enum's, not the data type's (str,
                    # bytes), `__new__`.
                    enum_class.__new__ = Enum.__new__
                break
        return enum_class

    @staticmethod
    def _add_member_(enum_class, name, value, member_type, new_member, is_flag):
        args = value if isinstance(value, tuple) else (value,)
        if member_type is tuple:
            args = (args,)
        if new_member is not None:
            enum_member = new_member(enum_class, *args)
        elif member_type in (int, str, float) and issubclass(enum_class, member_type):
            enum_member = member_type.__new__(enum_class, *args)
        else:
            enum_member = object.__new__(enum_class)
        if not hasattr(enum_member, "_value_"):
            if member_type is object or new_member is not None:
                enum_member._value_ = value
            else:
                enum_member._value_ = member_type(*args)
        value = enum_member._value_
        enum_member._name_ = name
        enum_member.__objclass__ = enum_class
        enum_member._sort_order_ = len(enum_class._member_names_)
        enum_member.__init__(*args)
        canonical = None
        if is_flag and isinstance(value, int) and not _is_single_bit(value) and value != 0:
            # A multi-bit flag is not iterated (an alias of its bits), but keeps its name.
            canonical = None
        else:
            for other in enum_class._member_map_.values():
                if other._value_ == value:
                    canonical = other
                    break
        if canonical is not None:
            enum_member = canonical
        elif not (is_flag and isinstance(value, int) and not _is_single_bit(value)):
            # A flag's zero and multi-bit members are named but not iterated.
            enum_class._member_names_.append(name)
        enum_class._member_map_[name] = enum_member
        try:
            enum_class._value2member_map_.setdefault(value, enum_member)
        except TypeError:
            enum_class._unhashable_values_.append(value)
        type.__setattr__(enum_class, name, enum_member)

    @staticmethod
    def _finish_flag_(enum_class):
        single = 0
        every = 0
        for m in enum_class._member_map_.values():
            v = m._value_
            if isinstance(v, int):
                every |= v
                if _is_single_bit(v):
                    single |= v
        enum_class._flag_mask_ = every
        enum_class._singles_mask_ = single
        enum_class._all_bits_ = (1 << every.bit_length()) - 1

    def __call__(cls, value, names=None, *, module=None, qualname=None, type=None,
                 start=1, boundary=None):
        if names is None:
            return cls.__new__(cls, value)
        return cls._create_(value, names, module=module, qualname=qualname, type=type,
                            start=start, boundary=boundary)

    def _create_(cls, class_name, names, *, module=None, qualname=None, type=None, start=1,
                 boundary=None):
        bases = (cls,) if type is None else (type, cls)
        classdict = {}
        if isinstance(names, str):
            names = names.replace(",", " ").split()
        if isinstance(names, (tuple, list)) and names and isinstance(names[0], str):
            original, names = names, []
            last_values = []
            for count, name in enumerate(original):
                value = cls._generate_next_value_(name, start, count, last_values[:])
                last_values.append(value)
                names.append((name, value))
        if isinstance(names, dict):
            names = list(names.items())
        for item in names:
            if isinstance(item, str):
                name, value = item, names[item]
            else:
                name, value = item
            if name in classdict:
                raise TypeError("%r already defined as %r" % (name, classdict[name]))
            classdict[name] = value
        if module is not None:
            classdict["__module__"] = module
        if qualname is not None:
            classdict["__qualname__"] = qualname
        metacls = cls.__class__
        return metacls.__new__(metacls, class_name, bases, classdict, boundary=boundary)

    def __setattr__(cls, name, value):
        # (A member is fixed once made: CPython's words.)
        if name in cls.__dict__.get("_member_map_", ()):
            raise AttributeError("cannot reassign member %r" % (name,))
        super().__setattr__(name, value)

    def __delattr__(cls, attr):
        if attr in cls.__dict__.get("_member_map_", ()):
            raise AttributeError("%r cannot delete member %r." % (cls.__name__, attr))
        super().__delattr__(attr)

    def __contains__(cls, value):
        if isinstance(value, cls):
            return True
        raise TypeError("unsupported operand type(s) for 'in': %r and %r" % (
            type(value).__qualname__, cls.__class__.__qualname__))

    def __iter__(cls):
        return (cls._member_map_[name] for name in cls._member_names_)

    def __reversed__(cls):
        return (cls._member_map_[name] for name in reversed(cls._member_names_))

    def __len__(cls):
        return len(cls._member_names_)

    def __getitem__(cls, name):
        return cls._member_map_[name]

    def __bool__(cls):
        return True

    @property
    def __members__(cls):
        return _MappingProxy(cls._member_map_)

    def __repr__(cls):
        if Flag is not None and issubclass(cls, Flag):
            return "<flag %r>" % (cls.__name__,)
        return "<enum %r>" % (cls.__name__,)

    def __dir__(cls):
        # The class's protocol names and its members; a mixed-in type's names too.
        names = {"__class__", "__contains__", "__doc__", "__getitem__", "__iter__", "__len__",
                 "__members__", "__module__", "__name__", "__qualname__"}
        names.update(cls._member_names_)
        if cls._new_member_ is not None and cls._new_member_ is not object.__new__:
            names.add("__new__")
        if cls.__init_subclass__ is not object.__init_subclass__:
            names.add("__init_subclass__")
        if cls._member_type_ is not object:
            names.update(dir(cls._member_type_))
        return sorted(names)


EnumMeta = EnumType
Flag = ReprEnum = None


class Enum(metaclass=EnumType):
    """A set of named, unique members."""

    @staticmethod
    def _generate_next_value_(name, start, count, last_values):
        if not last_values:
            return start
        try:
            last = last_values[-1]
            last_values.sort()
            if last == last_values[-1]:
                return last + 1
            raise TypeError
        except TypeError:
            import warnings
            warnings.warn(
                "In 3.13 the default `auto()`/`_generate_next_value_` will require"
                " all values to be sortable and support adding +1\nand the value"
                " returned will be the largest value in the enum incremented by 1",
                DeprecationWarning, stacklevel=3)
            for v in reversed(last_values):
                try:
                    return v + 1
                except TypeError:
                    pass
            return start

    def __new__(cls, value):
        if type(value) is cls:
            return value
        try:
            return cls._value2member_map_[value]
        except KeyError:
            pass
        except TypeError:
            for m in cls._member_map_.values():
                if m._value_ == value:
                    return m
        exc = None
        try:
            result = cls._missing_(value)
        except Exception as e:
            exc = e
            result = None
        if isinstance(result, cls):
            return result
        if (Flag is not None and issubclass(cls, Flag) and cls._boundary_ is EJECT
                and isinstance(result, int)):
            return result
        if exc is None:
            if result is None:
                raise ValueError("%r is not a valid %s" % (value, cls.__qualname__))
            exc = TypeError("error in %s._missing_: returned %r instead of None or a valid "
                            "member" % (cls.__name__, result))
        raise exc

    def __init__(self, *args, **kwds):
        pass

    @classmethod
    def _missing_(cls, value):
        return None

    def __repr__(self):
        return "<%s.%s: %r>" % (self.__class__.__name__, self._name_, self._value_)

    def __str__(self):
        return "%s.%s" % (self.__class__.__name__, self._name_)

    def __format__(self, format_spec):
        return format(str(self), format_spec)

    def __hash__(self):
        return hash(self._name_)

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    def __reduce_ex__(self, proto):
        return self.__class__, (self._value_,)

    def __dir__(self):
        # name, value and the public names of the class and its bases (members left out).
        if self.__class__._member_type_ is object:
            names = {"__class__", "__doc__", "__eq__", "__hash__", "__module__", "name", "value"}
        else:
            names = set(getattr(self, "__dict__", ()))
            for klass in self.__class__.__mro__:
                names.update(list(klass.__dict__))
        names.update([n for n in getattr(self, "__dict__", ()) if n[0] != "_"])
        members = self._member_map_
        for klass in self.__class__.mro():
            for n, obj in klass.__dict__.items():
                if n[0] == "_":
                    continue
                if isinstance(obj, property) and obj.fget is not None:
                    names.add(n)
                elif n in members and (isinstance(obj, property) or obj is members[n]):
                    names.discard(n)
                else:
                    names.add(n)
        names.update(("__class__", "__doc__", "__eq__", "__hash__", "__module__"))
        return sorted(names)

    def _read_only(name):
        # CPython's enum.property refuses a write or delete of a member's name and value.
        def fail(self, *value):
            raise AttributeError("<enum 'Enum'> cannot %s attribute %r"
                                 % ("set" if value else "delete", name))
        return fail

    name = property(lambda self: self._name_, _read_only("name"), _read_only("name"))
    value = property(lambda self: self._value_, _read_only("value"), _read_only("value"))
    del _read_only


class ReprEnum(Enum):
    """An enum whose str() and format() are its value's (IntEnum, StrEnum, IntFlag)."""

    def __str__(self):
        return str(self._value_)

    def __format__(self, format_spec):
        return format(self._value_, format_spec)


class IntEnum(int, ReprEnum):
    """Members are ints (instances of int, as json and isinstance see them)."""

    _member_type_ = int
    __repr__ = Enum.__repr__
    __str__ = ReprEnum.__str__
    __format__ = ReprEnum.__format__




class StrEnum(str, ReprEnum):
    """Members are strs; auto() gives the lower-cased name."""

    _member_type_ = str
    __repr__ = Enum.__repr__
    __str__ = ReprEnum.__str__
    __format__ = ReprEnum.__format__

    def __new__(cls, *values):
        if len(values) > 3:
            raise TypeError("too many arguments for str(): %r" % (values,))
        if len(values) == 1 and not isinstance(values[0], str):
            raise TypeError("%r is not a string" % (values[0],))
        value = str(*values)
        member = str.__new__(cls, value)
        member._value_ = value
        return member

    @staticmethod
    def _generate_next_value_(name, start, count, last_values):
        return name.lower()


def _flag_new(cls, value):
    return Enum.__new__(cls, value)


class Flag(Enum, boundary=STRICT):
    """Members combine with `|`, `&`, `^` and `~`; a combination is a pseudo-member."""

    _boundary_ = STRICT

    @staticmethod
    def _generate_next_value_(name, start, count, last_values):
        if not count:
            return start if start is not None else 1
        last = max(last_values)
        try:
            high = last.bit_length()
        except Exception:
            raise TypeError("invalid flag value %r" % (last,)) from None
        return 1 << high

    @classmethod
    def _iter_member_(cls, value):
        # CPython iterates the bits by value, unless the single-bit members were defined out
        # of value order (`R = 4; W = 2; X = 1`): then in definition order.
        singles = [m for m in cls._member_map_.values() if _is_single_bit(m._value_)]
        values = [m._value_ for m in singles]
        if values != sorted(values):
            value &= cls._flag_mask_
            for m in singles:
                if m._value_ & value:
                    yield m
            return
        for bit in _bits_of(value & cls._flag_mask_):
            m = cls._value2member_map_.get(bit)
            if m is not None:
                yield m

    @classmethod
    def _missing_(cls, value):
        if not isinstance(value, int):
            raise ValueError("%r is not a valid %s" % (value, cls.__qualname__))
        flag_mask = cls._flag_mask_
        all_bits = cls._all_bits_
        boundary = cls._boundary_
        if not (~all_bits <= value <= all_bits) or value & (all_bits ^ flag_mask):
            if boundary is STRICT:
                width = max(all_bits.bit_length(), value.bit_length())
                raise ValueError("%r invalid value %r\n    given %s\n  allowed %s" % (
                    cls, value, _show_bits(value, width), _show_bits(flag_mask, width)))
            if boundary is CONFORM:
                value = value & flag_mask
            elif boundary is EJECT:
                return value
        if value < 0:
            value = all_bits + 1 + value
        known = value & flag_mask
        unknown = value & ~flag_mask
        if cls._member_type_ in (int, str, float) and issubclass(cls, cls._member_type_):
            pseudo = cls._member_type_.__new__(cls, value)
        else:
            pseudo = object.__new__(cls)
        pseudo._value_ = value
        names = [m._name_ for m in cls._iter_member_(known)]
        # Unknown bits alone leave the pseudo-member nameless (`<Perm: 8>`), as CPython's.
        if names:
            name = "|".join(names)
            if unknown:
                name += "|" + repr(unknown)
            pseudo._name_ = name
        else:
            pseudo._name_ = None
        return cls._value2member_map_.setdefault(value, pseudo)

    def __contains__(self, other):
        if not isinstance(other, self.__class__):
            raise TypeError("unsupported operand type(s) for 'in': %r and %r" % (
                type(other).__qualname__, self.__class__.__qualname__))
        return other._value_ & self._value_ == other._value_

    def __iter__(self):
        return iter(list(self.__class__._iter_member_(self._value_)))

    def __len__(self):
        return bin(self._value_).count("1")

    def __repr__(self):
        name = self.__class__.__name__
        if self._name_ is None:
            return "<%s: %r>" % (name, self._value_)
        return "<%s.%s: %r>" % (name, self._name_, self._value_)

    def __str__(self):
        name = self.__class__.__name__
        if self._name_ is None:
            return "%s(%r)" % (name, self._value_)
        return "%s.%s" % (name, self._name_)

    def __bool__(self):
        return bool(self._value_)

    def _other_value(self, other):
        if isinstance(other, self.__class__):
            return other._value_
        if self._member_type_ is not object and isinstance(other, self._member_type_):
            return other
        return NotImplemented

    def __or__(self, other):
        v = self._other_value(other)
        if v is NotImplemented:
            return NotImplemented
        return self.__class__(self._value_ | v)

    def __and__(self, other):
        v = self._other_value(other)
        if v is NotImplemented:
            return NotImplemented
        return self.__class__(self._value_ & v)

    def __xor__(self, other):
        v = self._other_value(other)
        if v is NotImplemented:
            return NotImplemented
        return self.__class__(self._value_ ^ v)

    __ror__ = __or__
    __rand__ = __and__
    __rxor__ = __xor__

    def __invert__(self):
        if self._boundary_ in (EJECT, KEEP):
            return self.__class__(~self._value_)
        return self.__class__(self._singles_mask_ & ~self._value_)


class IntFlag(int, ReprEnum, Flag, boundary=KEEP):
    """A Flag whose members are (and compare as) ints."""

    _member_type_ = int
    _boundary_ = KEEP

    __or__ = Flag.__or__
    __and__ = Flag.__and__
    __xor__ = Flag.__xor__
    __ror__ = Flag.__or__
    __rand__ = Flag.__and__
    __rxor__ = Flag.__xor__
    __invert__ = Flag.__invert__
    __contains__ = Flag.__contains__
    __iter__ = Flag.__iter__
    __len__ = Flag.__len__
    __bool__ = Flag.__bool__
    __repr__ = Flag.__repr__
    __str__ = ReprEnum.__str__
    __format__ = ReprEnum.__format__


# `IntEnum(5)` looks the member up (Enum's __new__), not int's or str's constructor.
for _cls in (IntEnum, StrEnum, IntFlag):
    type.__setattr__(_cls, "__new__", Enum.__new__)
del _cls


def unique(enumeration):
    """A class decorator: ValueError if any two names share a value."""
    duplicates = []
    for name, m in enumeration.__members__.items():
        if name != m._name_:
            duplicates.append((name, m._name_))
    if duplicates:
        text = ", ".join("%s -> %s" % (alias, name) for alias, name in duplicates)
        raise ValueError("duplicate values found in %r: %s" % (enumeration, text))
    return enumeration


_EXTRA = ("verify", "EnumCheck", "CONTINUOUS", "NAMED_FLAGS", "UNIQUE", "show_flag_values",
          "global_enum", "global_enum_repr", "global_flag_repr", "global_str", "property",
          "pickle_by_global_name", "pickle_by_enum_name")


def __getattr__(name):
    # 3.11's verify/EnumCheck, the global_* helpers and enum.property (_enum_extra.py), loaded
    # when first named.
    if name in _EXTRA:
        import _enum_extra
        return getattr(_enum_extra, name)
    raise AttributeError(f"module 'enum' has no attribute '{name}'")
