"""enum's 3.11 additions: verify with EnumCheck (UNIQUE, CONTINUOUS, NAMED_FLAGS), the global_*
helpers, show_flag_values, enum.property and the pickle_by_* helpers; imported by enum."""

import sys
from enum import Enum, EnumType, Flag, ReprEnum, StrEnum, _bits_of, _is_single_bit
from types import DynamicClassAttribute as _DynamicClassAttribute


class EnumCheck(StrEnum):
    """The checks verify() can make."""
    CONTINUOUS = "no skipped integer values"
    NAMED_FLAGS = "multi-flag aliases may not contain unnamed flags"
    UNIQUE = "one name per value"


CONTINUOUS, NAMED_FLAGS, UNIQUE = EnumCheck.CONTINUOUS, EnumCheck.NAMED_FLAGS, EnumCheck.UNIQUE


def show_flag_values(value):
    """The single-bit values whose sum is value, lowest first."""
    return list(_bits_of(value))


def _high_bit(value):
    return value.bit_length() - 1


class verify:
    """A class decorator: check an enumeration's values with the given EnumChecks."""

    def __init__(self, *checks):
        self.checks = checks

    def __call__(self, enumeration):
        name = enumeration.__name__
        is_flag = issubclass(enumeration, Flag)
        kind = "flag" if is_flag else "enum"
        for check in self.checks:
            if check is UNIQUE:
                aliases = [(alias, m._name_) for alias, m in enumeration.__members__.items()
                           if alias != m._name_]
                if aliases:
                    shown = ", ".join(f"{alias} -> {canon}" for alias, canon in aliases)
                    raise ValueError(f"aliases found in {enumeration!r}: {shown}")
            elif check is CONTINUOUS:
                values = {m.value for m in enumeration}
                if len(values) < 2:
                    continue
                low, high = min(values), max(values)
                if is_flag:
                    wanted = [1 << bit for bit in range(_high_bit(low) + 1, _high_bit(high))]
                else:
                    wanted = range(low + 1, high)
                missing = [v for v in wanted if v not in values]
                if missing:
                    raise ValueError(f"invalid {kind} {name!r}: missing values "
                                     + ", ".join(str(v) for v in missing))
            elif check is NAMED_FLAGS:
                if not is_flag:
                    continue
                named = 0
                for m in enumeration:
                    named |= m.value
                names, missed = [], 0
                for alias, m in enumeration.__members__.items():
                    value = m.value
                    if not isinstance(value, int) or _is_single_bit(value) or value == 0:
                        continue
                    lacking = value & ~named
                    if lacking:
                        names.append(alias)
                        missed |= lacking
                if names:
                    if len(names) == 1:
                        who = f"alias {names[0]} is missing"
                    else:
                        who = f"aliases {', '.join(names[:-1])} and {names[-1]} are missing"
                    what = (f"value 0x{missed:x}" if _is_single_bit(missed)
                            else f"combined values of 0x{missed:x}")
                    raise ValueError(f"invalid Flag {name!r}: {who} {what} "
                                     "[use enum.show_flag_values(value) for details]")
            else:
                raise TypeError(f"unknown check {check!r}")
        return enumeration


def global_enum_repr(self):
    """A global enum member's repr: module.NAME."""
    module = self.__class__.__module__.split(".")[-1]
    return f"{module}.{self._name_}"


def global_flag_repr(self):
    """A global flag's repr: module.A|module.B (or module.Class(value) for unnamed bits)."""
    module = self.__class__.__module__.split(".")[-1]
    cls_name = self.__class__.__name__
    if self._name_ is None:
        return f"{module}.{cls_name}({self._value_!r})"
    return "|".join(f"{module}.{part}" for part in self._name_.split("|"))


def global_str(self):
    """A global enum member's str: its name."""
    if self._name_ is None:
        return f"{self.__class__.__name__}({self._value_!r})"
    return self._name_


def global_enum(cls, update_str=False):
    """A class decorator: the members become globals of the enum's module, with module.NAME
    reprs (and NAME strs, except for an IntEnum/StrEnum/IntFlag without update_str)."""
    if issubclass(cls, Flag):
        type.__setattr__(cls, "__repr__", global_flag_repr)
    else:
        type.__setattr__(cls, "__repr__", global_enum_repr)
    if not issubclass(cls, ReprEnum) or update_str:
        type.__setattr__(cls, "__str__", global_str)
    module = sys.modules.get(cls.__module__)
    if module is not None:
        for name, m in cls.__members__.items():
            setattr(module, name, m)
    return cls


def pickle_by_global_name(self, proto):
    return self.name


def pickle_by_enum_name(self, proto):
    return getattr, (self.__class__, self._name_)


class property(_DynamicClassAttribute):
    """A property for enum members: looked up on a member; on the class, a member of that name
    (or AttributeError)."""

    def __get__(self, instance, ownerclass=None):
        if instance is None:
            try:
                return ownerclass._member_map_[self.name]
            except KeyError:
                raise AttributeError(f"{ownerclass!r} has no attribute {self.name!r}") from None
        if self.fget is None:
            raise AttributeError(f"{self.name!r} has no getter")
        return self.fget(instance)

    def __set_name__(self, owner, name):
        self.name = name


for _obj in (EnumCheck, verify, show_flag_values, global_enum_repr, global_flag_repr, global_str,
             global_enum, pickle_by_global_name, pickle_by_enum_name, property):
    _obj.__module__ = "enum"
del _obj
