//! The names CPython 3.11's `dir()` lists for the built-in types and their instances (`dir(int)`
//! is `dir(3)`); `dir()` shows those the playground answers.

/// What `object` has, which every type lists.
const OBJECT: &str = "__class__ __delattr__ __dir__ __doc__ __eq__ __format__ __ge__ __getattribute__ __getstate__ __gt__ __hash__ __init__ __init_subclass__ __le__ __lt__ __ne__ __new__ __reduce__ __reduce_ex__ __repr__ __setattr__ __sizeof__ __str__ __subclasshook__";

/// Each type's own names beyond `object`'s (bool lists int's).
const TYPES: &[(&str, &str)] = &[
    (
        "int",
        "__abs__ __add__ __and__ __bool__ __ceil__ __divmod__ __float__ __floor__ __floordiv__ __getnewargs__ __index__ __int__ __invert__ __lshift__ __mod__ __mul__ __neg__ __or__ __pos__ __pow__ __radd__ __rand__ __rdivmod__ __rfloordiv__ __rlshift__ __rmod__ __rmul__ __ror__ __round__ __rpow__ __rrshift__ __rshift__ __rsub__ __rtruediv__ __rxor__ __sub__ __truediv__ __trunc__ __xor__ as_integer_ratio bit_count bit_length conjugate denominator from_bytes imag numerator real to_bytes",
    ),
    (
        "float",
        "__abs__ __add__ __bool__ __ceil__ __divmod__ __float__ __floor__ __floordiv__ __getformat__ __getnewargs__ __int__ __mod__ __mul__ __neg__ __pos__ __pow__ __radd__ __rdivmod__ __rfloordiv__ __rmod__ __rmul__ __round__ __rpow__ __rsub__ __rtruediv__ __sub__ __truediv__ __trunc__ as_integer_ratio conjugate fromhex hex imag is_integer real",
    ),
    (
        "complex",
        "__abs__ __add__ __bool__ __complex__ __getnewargs__ __mul__ __neg__ __pos__ __pow__ __radd__ __rmul__ __rpow__ __rsub__ __rtruediv__ __sub__ __truediv__ conjugate imag real",
    ),
    (
        "str",
        "__add__ __contains__ __getitem__ __getnewargs__ __iter__ __len__ __mod__ __mul__ __rmod__ __rmul__ capitalize casefold center count encode endswith expandtabs find format format_map index isalnum isalpha isascii isdecimal isdigit isidentifier islower isnumeric isprintable isspace istitle isupper join ljust lower lstrip maketrans partition removeprefix removesuffix replace rfind rindex rjust rpartition rsplit rstrip split splitlines startswith strip swapcase title translate upper zfill",
    ),
    (
        "list",
        "__add__ __class_getitem__ __contains__ __delitem__ __getitem__ __iadd__ __imul__ __iter__ __len__ __mul__ __reversed__ __rmul__ __setitem__ append clear copy count extend index insert pop remove reverse sort",
    ),
    (
        "tuple",
        "__add__ __class_getitem__ __contains__ __getitem__ __getnewargs__ __iter__ __len__ __mul__ __rmul__ count index",
    ),
    (
        "dict",
        "__class_getitem__ __contains__ __delitem__ __getitem__ __ior__ __iter__ __len__ __or__ __reversed__ __ror__ __setitem__ clear copy fromkeys get items keys pop popitem setdefault update values",
    ),
    (
        "set",
        "__and__ __class_getitem__ __contains__ __iand__ __ior__ __isub__ __iter__ __ixor__ __len__ __or__ __rand__ __ror__ __rsub__ __rxor__ __sub__ __xor__ add clear copy difference difference_update discard intersection intersection_update isdisjoint issubset issuperset pop remove symmetric_difference symmetric_difference_update union update",
    ),
    (
        "frozenset",
        "__and__ __class_getitem__ __contains__ __iter__ __len__ __or__ __rand__ __ror__ __rsub__ __rxor__ __sub__ __xor__ copy difference intersection isdisjoint issubset issuperset symmetric_difference union",
    ),
    (
        "range",
        "__bool__ __contains__ __getitem__ __iter__ __len__ __reversed__ count index start step stop",
    ),
    (
        "slice",
        "indices start step stop",
    ),
    (
        "NoneType",
        "__bool__",
    ),
];

/// CPython's `dir()` names for a built-in type named `type_name` (sorted), or None.
pub(super) fn names(type_name: &str) -> Option<Vec<&'static str>> {
    let type_name = if type_name == "bool" {
        "int"
    } else {
        type_name
    };
    let (_, own) = TYPES.iter().find(|(t, _)| *t == type_name)?;
    let mut all: Vec<&'static str> = OBJECT.split(' ').chain(own.split(' ')).collect();
    tpu_emu::sort::sort(&mut all);
    Some(all)
}
