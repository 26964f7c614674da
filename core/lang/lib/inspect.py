"""inspect (CPython 3.11's): signatures from a function's code object and the type predicates.

A Signature is read from `__code__` (co_argcount, co_posonlyargcount, co_kwonlyargcount,
co_varnames, co_flags), `__defaults__`, `__kwdefaults__` and `__annotations__` where the VM has
them. Frames are `sys._getframe`'s snapshots: currentframe(), stack() and getframeinfo() give
frame, filename, lineno and function; code_context is None (no source lines).
"""

import enum as _enum
import sys as _sys
import types as _types

__all__ = [
    "Parameter", "Signature", "BoundArguments", "signature", "isfunction", "ismethod",
    "isclass", "ismodule", "isgenerator", "isgeneratorfunction", "iscoroutine",
    "iscoroutinefunction", "isasyncgenfunction", "isbuiltin", "isroutine", "isabstract",
    "getmembers", "getmro", "getdoc", "cleandoc", "unwrap", "currentframe", "stack",
    "isawaitable", "ismethoddescriptor", "isdatadescriptor", "getattr_static", "getfullargspec",
    "FullArgSpec", "CO_GENERATOR", "CO_COROUTINE", "CO_VARARGS", "CO_VARKEYWORDS",
]

CO_OPTIMIZED = 1
CO_NEWLOCALS = 2
CO_VARARGS = 4
CO_VARKEYWORDS = 8
CO_NESTED = 16
CO_GENERATOR = 32
CO_NOFREE = 64
CO_COROUTINE = 128
CO_ITERABLE_COROUTINE = 256
CO_ASYNC_GENERATOR = 512


# --- predicates -----------------------------------------------------------------------------

def ismodule(object):
    # (The VM's code, frame and cell objects are namespaces too.)
    return isinstance(object, _types.ModuleType) and not isinstance(
        object, (_types.CodeType, _types.FrameType, _types.CellType))


def isclass(obj):
    return isinstance(obj, type)


def ismethod(obj):
    return isinstance(obj, _types.MethodType)


def isfunction(obj):
    return isinstance(obj, _types.FunctionType)


def _flags(obj):
    while ismethod(obj):
        obj = obj.__func__
    if not isfunction(obj):
        return 0
    return obj.__code__.co_flags


def isgeneratorfunction(obj):
    return bool(_flags(obj) & CO_GENERATOR)


def iscoroutinefunction(obj):
    return bool(_flags(obj) & CO_COROUTINE)


def isasyncgenfunction(obj):
    return bool(_flags(obj) & CO_ASYNC_GENERATOR)


def isgenerator(obj):
    return isinstance(obj, _types.GeneratorType)


def iscoroutine(obj):
    return isinstance(obj, _types.CoroutineType)


def isasyncgen(obj):
    return isinstance(obj, _types.AsyncGeneratorType)


def isawaitable(obj):
    return iscoroutine(obj) or (not isclass(obj) and hasattr(type(obj), "__await__"))


def isbuiltin(obj):
    return isinstance(obj, _types.BuiltinFunctionType)


def isroutine(obj):
    # (A built-in type's unbound method, `str.upper`, is a method descriptor.)
    return (isbuiltin(obj) or isfunction(obj) or ismethod(obj)
            or type(obj).__name__ in ("method_descriptor", "wrapper_descriptor"))


def ismethoddescriptor(obj):
    if isclass(obj) or ismethod(obj) or isfunction(obj):
        return False
    tp = type(obj)
    return hasattr(tp, "__get__") and not hasattr(tp, "__set__")


def isdatadescriptor(obj):
    if isclass(obj) or ismethod(obj) or isfunction(obj):
        return False
    tp = type(obj)
    return hasattr(tp, "__set__") or hasattr(tp, "__delete__") or isinstance(obj, property)


def istraceback(object):
    return isinstance(object, _types.TracebackType)


def isframe(object):
    return isinstance(object, _types.FrameType)


def iscode(object):
    return isinstance(object, _types.CodeType)


def isabstract(obj):
    return isinstance(obj, type) and bool(getattr(obj, "__abstractmethods__", None))


# --- members, docs, wrappers ------------------------------------------------------------------

def getmembers(obj, predicate=None):
    results = []
    for name in dir(obj):
        try:
            value = getattr(obj, name)
        except AttributeError:
            continue
        if predicate is None or predicate(value):
            results.append((name, value))
    results.sort(key=lambda pair: pair[0])
    return results


def getmro(cls):
    return cls.__mro__


def cleandoc(doc):
    lines = doc.expandtabs().split("\n")
    margin = None
    for line in lines[1:]:
        content = len(line.lstrip())
        if content:
            indent = len(line) - content
            margin = indent if margin is None else min(margin, indent)
    if lines:
        lines[0] = lines[0].lstrip()
    if margin is not None:
        for i in range(1, len(lines)):
            lines[i] = lines[i][margin:]
    while lines and not lines[-1]:
        lines.pop()
    while lines and not lines[0]:
        lines.pop(0)
    return "\n".join(lines)


def getdoc(obj):
    try:
        doc = obj.__doc__
    except AttributeError:
        return None
    if doc is None and isclass(obj):
        for base in obj.__mro__[1:]:
            if base is object:
                break
            doc = getattr(base, "__doc__", None)
            if doc is not None:
                break
    if not isinstance(doc, str):
        return None
    return cleandoc(doc)


def unwrap(func, *, stop=None):
    f = func
    seen = {id(f)}
    while hasattr(f, "__wrapped__") and not (stop is not None and stop(f)):
        f = f.__wrapped__
        if id(f) in seen:
            raise ValueError("wrapper loop when unwrapping {!r}".format(func))
        seen.add(id(f))
    return f


def currentframe():
    return _sys._getframe(1)


class FrameInfo(tuple):
    __slots__ = ()

    def __new__(cls, frame, filename, lineno, function, code_context, index):
        return tuple.__new__(cls, (frame, filename, lineno, function, code_context, index))

    frame = property(lambda self: self[0])
    filename = property(lambda self: self[1])
    lineno = property(lambda self: self[2])
    function = property(lambda self: self[3])
    code_context = property(lambda self: self[4])
    index = property(lambda self: self[5])

    def __repr__(self):
        return "FrameInfo(frame=%r, filename=%r, lineno=%r, function=%r, code_context=None, index=None)" % (
            self[0], self[1], self[2], self[3])


def getframeinfo(frame, context=1):
    return FrameInfo(frame, frame.f_code.co_filename, frame.f_lineno, frame.f_code.co_name, None, None)


def stack(context=1):
    out = []
    f = _sys._getframe(1)
    while f is not None:
        out.append(getframeinfo(f))
        f = f.f_back
    return out


def getattr_static(obj, attr, default=_sys):
    if not isclass(obj):
        d = getattr(obj, "__dict__", None)
        if isinstance(d, dict) and attr in d:
            return d[attr]
        klass = type(obj)
    else:
        klass = obj
    for base in klass.__mro__:
        d = getattr(base, "__dict__", {})
        if attr in d:
            return d[attr]
    if default is not _sys:
        return default
    raise AttributeError(attr)


# --- Parameter ------------------------------------------------------------------------------

class _empty:
    """Marker object for Signature.empty and Parameter.empty."""


class _void:
    """A private marker - used in Parameter & Signature."""


class _ParameterKind(_enum.IntEnum):
    POSITIONAL_ONLY = 0
    POSITIONAL_OR_KEYWORD = 1
    VAR_POSITIONAL = 2
    KEYWORD_ONLY = 3
    VAR_KEYWORD = 4

    def __str__(self):
        return self._name_

    @property
    def description(self):
        return _DESCRIPTIONS[self._value_]


_DESCRIPTIONS = ["positional-only", "positional or keyword", "variadic positional",
                 "keyword-only", "variadic keyword"]

_POSITIONAL_ONLY = _ParameterKind.POSITIONAL_ONLY
_POSITIONAL_OR_KEYWORD = _ParameterKind.POSITIONAL_OR_KEYWORD
_VAR_POSITIONAL = _ParameterKind.VAR_POSITIONAL
_KEYWORD_ONLY = _ParameterKind.KEYWORD_ONLY
_VAR_KEYWORD = _ParameterKind.VAR_KEYWORD


def formatannotation(annotation, base_module=None):
    if getattr(annotation, "__module__", None) == "typing":
        return repr(annotation).replace("typing.", "")
    if isinstance(annotation, _types.GenericAlias if hasattr(_types, "GenericAlias") else ()):
        return repr(annotation)
    if isinstance(annotation, type):
        if annotation.__module__ in ("builtins", base_module):
            return annotation.__qualname__
        return annotation.__module__ + "." + annotation.__qualname__
    return repr(annotation)


class Parameter:
    empty = _empty
    POSITIONAL_ONLY = _POSITIONAL_ONLY
    POSITIONAL_OR_KEYWORD = _POSITIONAL_OR_KEYWORD
    VAR_POSITIONAL = _VAR_POSITIONAL
    KEYWORD_ONLY = _KEYWORD_ONLY
    VAR_KEYWORD = _VAR_KEYWORD

    def __init__(self, name, kind, *, default=_empty, annotation=_empty):
        try:
            kind = _ParameterKind(kind)
        except ValueError:
            raise ValueError(f"value {kind!r} is not a valid Parameter.kind")
        if default is not _empty and kind in (_VAR_POSITIONAL, _VAR_KEYWORD):
            raise ValueError(f"{kind.description} parameters cannot have default values")
        if not isinstance(name, str):
            raise TypeError(f"name must be a str, not a {type(name).__name__}")
        if not name.isidentifier():
            raise ValueError(f"{name!r} is not a valid parameter name")
        self._name = name
        self._kind = kind
        self._default = default
        self._annotation = annotation

    @property
    def name(self):
        return self._name

    @property
    def kind(self):
        return self._kind

    @property
    def default(self):
        return self._default

    @property
    def annotation(self):
        return self._annotation

    def replace(self, *, name=_void, kind=_void, annotation=_void, default=_void):
        return type(self)(self._name if name is _void else name,
                          self._kind if kind is _void else kind,
                          default=self._default if default is _void else default,
                          annotation=self._annotation if annotation is _void else annotation)

    def __str__(self):
        kind = self._kind
        text = self._name
        if self._annotation is not _empty:
            text = f"{text}: {formatannotation(self._annotation)}"
        if self._default is not _empty:
            if self._annotation is not _empty:
                text = f"{text} = {self._default!r}"
            else:
                text = f"{text}={self._default!r}"
        if kind == _VAR_POSITIONAL:
            text = "*" + text
        elif kind == _VAR_KEYWORD:
            text = "**" + text
        return text

    def __repr__(self):
        return f'<{type(self).__name__} "{self}">'

    def __hash__(self):
        return hash((self._name, self._kind, self._annotation, self._default))

    def __eq__(self, other):
        if self is other:
            return True
        if not isinstance(other, Parameter):
            return NotImplemented
        return (self._name == other._name and self._kind == other._kind
                and self._default == other._default and self._annotation == other._annotation)


# --- BoundArguments -------------------------------------------------------------------------

class BoundArguments:
    def __init__(self, signature, arguments):
        self.arguments = arguments
        self._signature = signature

    @property
    def signature(self):
        return self._signature

    @property
    def args(self):
        args = []
        for name, param in self._signature.parameters.items():
            if param.kind in (_VAR_KEYWORD, _KEYWORD_ONLY):
                break
            try:
                arg = self.arguments[name]
            except KeyError:
                break
            if param.kind == _VAR_POSITIONAL:
                args.extend(arg)
            else:
                args.append(arg)
        return tuple(args)

    @property
    def kwargs(self):
        kwargs = {}
        started = False
        for name, param in self._signature.parameters.items():
            if not started:
                if param.kind in (_VAR_KEYWORD, _KEYWORD_ONLY):
                    started = True
                elif name not in self.arguments:
                    started = True
                    continue
            if not started:
                continue
            try:
                arg = self.arguments[name]
            except KeyError:
                continue
            if param.kind == _VAR_KEYWORD:
                kwargs.update(arg)
            else:
                kwargs[name] = arg
        return kwargs

    def apply_defaults(self):
        arguments = self.arguments
        new = []
        for name, param in self._signature.parameters.items():
            if name in arguments:
                new.append((name, arguments[name]))
            elif param.default is not _empty:
                new.append((name, param.default))
            elif param.kind == _VAR_POSITIONAL:
                new.append((name, ()))
            elif param.kind == _VAR_KEYWORD:
                new.append((name, {}))
        self.arguments = dict(new)

    def __eq__(self, other):
        if self is other:
            return True
        if not isinstance(other, BoundArguments):
            return NotImplemented
        return self.signature == other.signature and self.arguments == other.arguments

    def __repr__(self):
        args = [f"{k}={v!r}" for k, v in self.arguments.items()]
        return "<{} ({})>".format(type(self).__name__, ", ".join(args))


# --- Signature ------------------------------------------------------------------------------

class Signature:
    empty = _empty

    def __init__(self, parameters=None, *, return_annotation=_empty, __validate_parameters__=True):
        params = {}
        if parameters is not None:
            if __validate_parameters__:
                top_kind = _POSITIONAL_ONLY
                seen_default = False
                for param in parameters:
                    kind = param.kind
                    name = param.name
                    if kind < top_kind:
                        raise ValueError(
                            f"wrong parameter order: {top_kind.description} parameter before "
                            f"{kind.description} parameter")
                    elif kind > top_kind:
                        top_kind = kind
                    if kind in (_POSITIONAL_ONLY, _POSITIONAL_OR_KEYWORD):
                        if param.default is _empty:
                            if seen_default:
                                raise ValueError("non-default argument follows default argument")
                        else:
                            seen_default = True
                    if name in params:
                        raise ValueError(f"duplicate parameter name: {name!r}")
                    params[name] = param
            else:
                params = {param.name: param for param in parameters}
        self._parameters = _types.MappingProxyType(params)
        self._return_annotation = return_annotation

    @classmethod
    def from_callable(cls, obj, *, follow_wrapped=True):
        return _signature_from_callable(obj, follow_wrapped, cls)

    @property
    def parameters(self):
        return self._parameters

    @property
    def return_annotation(self):
        return self._return_annotation

    def replace(self, *, parameters=_void, return_annotation=_void):
        if parameters is _void:
            parameters = self.parameters.values()
        if return_annotation is _void:
            return_annotation = self._return_annotation
        return type(self)(parameters, return_annotation=return_annotation)

    def __hash__(self):
        params = tuple(p for p in self.parameters.values() if p.kind != _KEYWORD_ONLY)
        kwo = frozenset(p for p in self.parameters.values() if p.kind == _KEYWORD_ONLY)
        return hash((params, kwo, self._return_annotation))

    def __eq__(self, other):
        if self is other:
            return True
        if not isinstance(other, Signature):
            return NotImplemented
        def key(sig):
            params = tuple(p for p in sig.parameters.values() if p.kind != _KEYWORD_ONLY)
            kwo = {p.name: p for p in sig.parameters.values() if p.kind == _KEYWORD_ONLY}
            return params, kwo, sig._return_annotation
        return key(self) == key(other)

    def _bind(self, args, kwargs, *, partial=False):
        arguments = {}
        parameters = iter(self.parameters.values())
        parameters_ex = ()
        arg_vals = iter(args)
        while True:
            try:
                arg_val = next(arg_vals)
            except StopIteration:
                try:
                    param = next(parameters)
                except StopIteration:
                    break
                else:
                    if param.kind == _VAR_POSITIONAL:
                        break
                    elif param.name in kwargs:
                        if param.kind == _POSITIONAL_ONLY:
                            raise TypeError(f"{param.name!r} parameter is positional only, "
                                            "but was passed as a keyword")
                        parameters_ex = (param,)
                        break
                    elif param.kind == _VAR_KEYWORD or param.default is not _empty:
                        parameters_ex = (param,)
                        break
                    else:
                        if partial:
                            parameters_ex = (param,)
                            break
                        raise TypeError(f"missing a required argument: {param.name!r}") from None
            else:
                try:
                    param = next(parameters)
                except StopIteration:
                    raise TypeError("too many positional arguments") from None
                else:
                    if param.kind in (_VAR_KEYWORD, _KEYWORD_ONLY):
                        raise TypeError("too many positional arguments") from None
                    if param.kind == _VAR_POSITIONAL:
                        values = [arg_val]
                        values.extend(arg_vals)
                        arguments[param.name] = tuple(values)
                        break
                    if param.name in kwargs and param.kind != _POSITIONAL_ONLY:
                        raise TypeError(f"multiple values for argument {param.name!r}") from None
                    arguments[param.name] = arg_val
        kwargs_param = None
        for param in list(parameters_ex) + list(parameters):
            if param.kind == _VAR_KEYWORD:
                kwargs_param = param
                continue
            if param.kind == _VAR_POSITIONAL:
                continue
            name = param.name
            try:
                arg_val = kwargs.pop(name)
            except KeyError:
                if (not partial and param.kind != _VAR_POSITIONAL
                        and param.default is _empty):
                    raise TypeError(f"missing a required argument: {name!r}") from None
            else:
                if param.kind == _POSITIONAL_ONLY:
                    raise TypeError(f"{param.name!r} parameter is positional only, "
                                    "but was passed as a keyword")
                arguments[name] = arg_val
        if kwargs:
            if kwargs_param is not None:
                arguments[kwargs_param.name] = kwargs
            else:
                raise TypeError(f"got an unexpected keyword argument {next(iter(kwargs))!r}")
        return BoundArguments(self, arguments)

    def bind(self, /, *args, **kwargs):
        return self._bind(args, kwargs)

    def bind_partial(self, /, *args, **kwargs):
        return self._bind(args, kwargs, partial=True)

    def __repr__(self):
        return f"<{type(self).__name__} {self}>"

    def __str__(self):
        result = []
        render_pos_only_separator = False
        render_kw_only_separator = True
        for param in self.parameters.values():
            formatted = str(param)
            kind = param.kind
            if kind == _POSITIONAL_ONLY:
                render_pos_only_separator = True
            elif render_pos_only_separator:
                result.append("/")
                render_pos_only_separator = False
            if kind == _VAR_POSITIONAL:
                render_kw_only_separator = False
            elif kind == _KEYWORD_ONLY and render_kw_only_separator:
                result.append("*")
                render_kw_only_separator = False
            result.append(formatted)
        if render_pos_only_separator:
            result.append("/")
        rendered = "({})".format(", ".join(result))
        if self.return_annotation is not _empty:
            rendered += " -> {}".format(formatannotation(self.return_annotation))
        return rendered


class _HasDefaultFactory:
    def __repr__(self):
        return "<factory>"


def _signature_from_dataclass_init(cls, fields):
    # A dataclass's __init__ is one generic function in the playground; its signature is the
    # one CPython's generated code has: self, the positional fields, then the keyword-only ones.
    import dataclasses
    pos_fields, kw_fields = fields
    self_name = "self"
    if any(f.name == "self" for f in pos_fields + kw_fields):
        self_name = "__dataclass_self__"
    params = [Parameter(self_name, _POSITIONAL_OR_KEYWORD)]
    for group, kind in ((pos_fields, _POSITIONAL_OR_KEYWORD), (kw_fields, _KEYWORD_ONLY)):
        for f in group:
            if f.default_factory is not dataclasses.MISSING:
                default = _HasDefaultFactory()
            elif f.default is not dataclasses.MISSING:
                default = f.default
            else:
                default = _empty
            params.append(Parameter(f.name, kind, default=default, annotation=f.type))
    return cls(params, return_annotation=None, __validate_parameters__=False)


def _signature_from_function(cls, func, skip_bound_arg=False):
    fields = getattr(func, "__dataclass_init_fields__", None)
    if fields is not None:
        return _signature_from_dataclass_init(cls, fields)
    code = func.__code__
    pos_count = code.co_argcount
    posonly_count = getattr(code, "co_posonlyargcount", 0)
    kw_count = code.co_kwonlyargcount
    names = code.co_varnames
    defaults = func.__defaults__ or ()
    kwdefaults = func.__kwdefaults__ or {}
    annotations = getattr(func, "__annotations__", None) or {}
    params = []
    non_default = pos_count - len(defaults)
    for i in range(pos_count):
        name = names[i]
        kind = _POSITIONAL_ONLY if i < posonly_count else _POSITIONAL_OR_KEYWORD
        default = defaults[i - non_default] if i >= non_default else _empty
        params.append(Parameter(name, kind, default=default,
                                annotation=annotations.get(name, _empty)))
    index = pos_count + kw_count
    if code.co_flags & CO_VARARGS:
        name = names[index]
        params.append(Parameter(name, _VAR_POSITIONAL, annotation=annotations.get(name, _empty)))
        index += 1
    for name in names[pos_count:pos_count + kw_count]:
        params.append(Parameter(name, _KEYWORD_ONLY, default=kwdefaults.get(name, _empty),
                                annotation=annotations.get(name, _empty)))
    if code.co_flags & CO_VARKEYWORDS:
        name = names[index]
        params.append(Parameter(name, _VAR_KEYWORD, annotation=annotations.get(name, _empty)))
    if skip_bound_arg:
        params = _drop_first(params)
    return cls(params, return_annotation=annotations.get("return", _empty),
               __validate_parameters__=False)


def _drop_first(params):
    if params and params[0].kind in (_POSITIONAL_ONLY, _POSITIONAL_OR_KEYWORD):
        return params[1:]
    if params and params[0].kind == _VAR_POSITIONAL:
        return params
    raise ValueError("invalid method signature")


# The builtins whose C definitions carry a text signature in CPython 3.11 (the others, such as
# getattr, iter, min, max, next, dict, int, str, have none and raise ValueError there too).
_BUILTIN_TEXT_SIGNATURES = {
    "__import__": "(name, globals=None, locals=None, fromlist=(), level=0)",
    "abs": "(x, /)", "aiter": "(async_iterable, /)", "all": "(iterable, /)",
    "any": "(iterable, /)", "ascii": "(obj, /)", "bin": "(number, /)", "callable": "(obj, /)",
    "chr": "(i, /)",
    "compile": "(source, filename, mode, flags=0, dont_inherit=False, optimize=-1, *, "
               "_feature_version=-1)",
    "complex": "(real=0, imag=0)", "delattr": "(obj, name, /)", "divmod": "(x, y, /)",
    "enumerate": "(iterable, start=0)", "eval": "(source, globals=None, locals=None, /)",
    "exec": "(source, globals=None, locals=None, /, *, closure=None)", "float": "(x=0, /)",
    "format": "(value, format_spec='', /)", "globals": "()", "hasattr": "(obj, name, /)",
    "hash": "(obj, /)", "hex": "(number, /)", "id": "(obj, /)", "input": "(prompt='', /)",
    "isinstance": "(obj, class_or_tuple, /)", "issubclass": "(cls, class_or_tuple, /)",
    "len": "(obj, /)", "list": "(iterable=(), /)", "locals": "()", "memoryview": "(object)",
    "object": "()", "oct": "(number, /)", "ord": "(c, /)", "pow": "(base, exp, mod=None)",
    "print": "(*args, sep=' ', end='\\n', file=None, flush=False)",
    "property": "(fget=None, fset=None, fdel=None, doc=None)", "repr": "(obj, /)",
    "reversed": "(sequence, /)", "round": "(number, ndigits=None)",
    "setattr": "(obj, name, value, /)", "sorted": "(iterable, /, *, key=None, reverse=False)",
    "sum": "(iterable, /, start=0)", "tuple": "(iterable=(), /)",
}


def _builtin_text_signature(obj):
    import builtins
    name = getattr(obj, "__name__", None)
    if not isinstance(name, str) or name not in _BUILTIN_TEXT_SIGNATURES:
        return None
    if getattr(builtins, name, None) is not obj:
        return None
    return _BUILTIN_TEXT_SIGNATURES[name]


def _signature_from_text(cls, text):
    # A text signature read as a def's parameter list: its defaults are literals.
    space = {}
    exec("def _sig" + text + ": pass", space)
    return _signature_from_function(cls, space["_sig"])


def _signature_from_callable(obj, follow_wrapped=True, cls=Signature, skip_bound_arg=True):
    if not callable(obj):
        raise TypeError(f"{obj!r} is not a callable object")
    if ismethod(obj):
        sig = _signature_from_callable(obj.__func__, follow_wrapped, cls)
        if skip_bound_arg:
            return sig.replace(parameters=_drop_first(list(sig.parameters.values())))
        return sig
    if follow_wrapped:
        obj = unwrap(obj, stop=lambda f: hasattr(f, "__signature__"))
        if ismethod(obj):
            return _signature_from_callable(obj, follow_wrapped, cls)
    sig = getattr(obj, "__signature__", None)
    if sig is not None:
        if not isinstance(sig, Signature):
            raise TypeError(f"unexpected object {sig!r} in __signature__ attribute")
        return sig
    if isfunction(obj):
        return _signature_from_function(cls, obj)
    if type(obj).__name__ == "partial" and hasattr(obj, "func") and hasattr(obj, "keywords"):
        return _signature_from_partial(obj, follow_wrapped, cls)
    text = _builtin_text_signature(obj)
    if text is not None:
        return _signature_from_text(cls, text)
    if isbuiltin(obj):
        raise ValueError(f"no signature found for builtin {obj!r}")
    if isclass(obj):
        for name in ("__call__",):
            meta_call = _lookup(type(obj), name)
            if meta_call is not None and isfunction(meta_call):
                return _signature_from_callable(meta_call, follow_wrapped, cls).replace(
                    parameters=_drop_first(list(_signature_from_callable(
                        meta_call, follow_wrapped, cls).parameters.values())))
        new = _lookup(obj, "__new__")
        init = _lookup(obj, "__init__")
        if init is not None and isfunction(init):
            sig = _signature_from_function(cls, init)
            return sig.replace(parameters=_drop_first(list(sig.parameters.values())))
        if new is not None and isfunction(new):
            sig = _signature_from_function(cls, new)
            return sig.replace(parameters=_drop_first(list(sig.parameters.values())))
        try:
            plain = obj.__init__ is object.__init__ and obj.__new__ is object.__new__
        except AttributeError:
            # (the VM's built-in types such as filter answer no __init__)
            plain = False
        if plain:
            return cls([], __validate_parameters__=False)
        raise ValueError(f"no signature found for builtin type {obj!r}")
    call = _lookup(type(obj), "__call__")
    if call is not None and isfunction(call):
        sig = _signature_from_function(cls, call)
        return sig.replace(parameters=_drop_first(list(sig.parameters.values())))
    raise ValueError(f"callable {obj!r} is not supported by signature")


def _lookup(klass, name):
    if klass is type:
        return None
    for base in getattr(klass, "__mro__", (klass,)):
        if base is object or base is type:
            continue
        d = getattr(base, "__dict__", {})
        if name in d:
            value = d[name]
            if isinstance(value, (staticmethod, classmethod)):
                value = value.__func__
            return value
    return None


def _signature_from_partial(p, follow_wrapped, cls):
    sig = _signature_from_callable(p.func, follow_wrapped, cls)
    try:
        ba = sig.bind_partial(*p.args, **p.keywords)
    except TypeError:
        raise ValueError(f"partial object {p!r} has incorrect arguments")
    arguments = ba.arguments
    new_params = []
    transform_to_kwonly = False
    for name, param in sig.parameters.items():
        if transform_to_kwonly:
            if param.kind == _VAR_POSITIONAL:
                # *args cannot follow the keyword-only parameters a keyword made
                continue
            if param.kind in (_POSITIONAL_OR_KEYWORD, _POSITIONAL_ONLY):
                if name in p.keywords:
                    new_params.append(param.replace(kind=_KEYWORD_ONLY,
                                                    default=arguments[name]))
                else:
                    new_params.append(param.replace(kind=_KEYWORD_ONLY))
                continue
            if param.kind == _KEYWORD_ONLY and name in p.keywords:
                new_params.append(param.replace(default=arguments[name]))
                continue
            new_params.append(param)
            continue
        if name in arguments and name not in p.keywords and param.kind != _VAR_POSITIONAL:
            continue
        if name in p.keywords:
            if param.kind == _POSITIONAL_OR_KEYWORD:
                transform_to_kwonly = True
                new_params.append(param.replace(kind=_KEYWORD_ONLY, default=arguments[name]))
            elif param.kind == _POSITIONAL_ONLY:
                continue
            else:
                new_params.append(param.replace(default=arguments[name]))
            continue
        new_params.append(param)
    return sig.replace(parameters=new_params)


def signature(obj, *, follow_wrapped=True, globals=None, locals=None, eval_str=False):
    return Signature.from_callable(obj, follow_wrapped=follow_wrapped)


class FullArgSpec(tuple):
    _fields = ("args", "varargs", "varkw", "defaults", "kwonlyargs", "kwonlydefaults",
               "annotations")

    def __new__(cls, *values):
        return super().__new__(cls, values)

    def __getattr__(self, name):
        if name in FullArgSpec._fields:
            return self[FullArgSpec._fields.index(name)]
        raise AttributeError(name)

    def __repr__(self):
        return "FullArgSpec(" + ", ".join(
            f"{n}={v!r}" for n, v in zip(FullArgSpec._fields, self)) + ")"


def getfullargspec(func):
    sig = _signature_from_callable(func, False, Signature, skip_bound_arg=False)
    args, kwonly = [], []
    varargs = varkw = None
    defaults, kwdefaults, annotations = (), {}, {}
    if sig.return_annotation is not _empty:
        annotations["return"] = sig.return_annotation
    for param in sig.parameters.values():
        kind, name = param.kind, param.name
        if kind in (_POSITIONAL_ONLY, _POSITIONAL_OR_KEYWORD):
            args.append(name)
            if param.default is not _empty:
                defaults += (param.default,)
        elif kind == _VAR_POSITIONAL:
            varargs = name
        elif kind == _KEYWORD_ONLY:
            kwonly.append(name)
            if param.default is not _empty:
                kwdefaults[name] = param.default
        else:
            varkw = name
        if param.annotation is not _empty:
            annotations[name] = param.annotation
    return FullArgSpec(args, varargs, varkw, defaults or None, kwonly, kwdefaults or None,
                       annotations)


# ---- getcallargs

def _missing_arguments(f_name, argnames, pos, values):
    names = [repr(name) for name in argnames if name not in values]
    missing = len(names)
    if missing == 1:
        text = names[0]
    elif missing == 2:
        text = names[0] + " and " + names[1]
    else:
        text = ", ".join(names[:-2]) + ", " + names[-2] + " and " + names[-1]
    raise TypeError("%s() missing %i required %s argument%s: %s" % (
        f_name, missing, "positional" if pos else "keyword-only",
        "" if missing == 1 else "s", text))


def _too_many(f_name, args, kwonly, varargs, defcount, given, values):
    atleast = len(args) - defcount
    kwonly_given = len([arg for arg in kwonly if arg in values])
    if varargs:
        plural = atleast != 1
        sig = "at least %d" % atleast
    elif defcount:
        plural = True
        sig = "from %d to %d" % (atleast, len(args))
    else:
        plural = len(args) != 1
        sig = str(len(args))
    kwonly_sig = ""
    if kwonly_given:
        kwonly_sig = " positional argument%s (and %d keyword-only argument%s)" % (
            "s" if given != 1 else "", kwonly_given, "s" if kwonly_given != 1 else "")
    raise TypeError("%s() takes %s positional argument%s but %d%s %s given" % (
        f_name, sig, "s" if plural else "", given, kwonly_sig,
        "was" if given == 1 and not kwonly_given else "were"))


def getcallargs(func, /, *positional, **named):
    """The dict of parameter names to the values a call func(*positional, **named) would
    bind (a bound method's self included), or the TypeError such a call would raise."""
    spec = getfullargspec(func)
    args, varargs, varkw, defaults, kwonlyargs, kwonlydefaults, _ann = spec
    f_name = func.__name__
    bound = {}
    if ismethod(func) and func.__self__ is not None:
        positional = (func.__self__,) + positional
    num_pos, num_args = len(positional), len(args)
    num_defaults = len(defaults) if defaults else 0
    n = min(num_pos, num_args)
    for i in range(n):
        bound[args[i]] = positional[i]
    if varargs:
        bound[varargs] = tuple(positional[n:])
    possible = set(args + kwonlyargs)
    if varkw:
        bound[varkw] = {}
    for kw, value in named.items():
        if kw not in possible:
            if not varkw:
                raise TypeError("%s() got an unexpected keyword argument %r" % (f_name, kw))
            bound[varkw][kw] = value
            continue
        if kw in bound:
            raise TypeError("%s() got multiple values for argument %r" % (f_name, kw))
        bound[kw] = value
    if num_pos > num_args and not varargs:
        _too_many(f_name, args, kwonlyargs, varargs, num_defaults, num_pos, bound)
    if num_pos < num_args:
        required = args[:num_args - num_defaults]
        for arg in required:
            if arg not in bound:
                _missing_arguments(f_name, required, True, bound)
        for i, arg in enumerate(args[num_args - num_defaults:]):
            if arg not in bound:
                bound[arg] = defaults[i]
    missing = 0
    for kwarg in kwonlyargs:
        if kwarg not in bound:
            if kwonlydefaults and kwarg in kwonlydefaults:
                bound[kwarg] = kwonlydefaults[kwarg]
            else:
                missing += 1
    if missing:
        _missing_arguments(f_name, kwonlyargs, False, bound)
    return bound


# ---- get_annotations

def get_annotations(obj, *, globals=None, locals=None, eval_str=False):
    """A new dict of obj's annotations (a class's own, a module's or a callable's); with
    eval_str, string annotations are evaluated.

    VM note: functions have no `__globals__` here, so without `globals` a string naming
    something beyond the builtins (and, for a class, its own names) cannot be evaluated:
    NotImplementedError rather than a NameError CPython would not raise."""
    obj_globals = obj_locals = unwrap = None
    if isinstance(obj, type):
        try:
            ann = vars(obj).get("__annotations__", None)
        except TypeError:
            ann = None
        module = _sys.modules.get(getattr(obj, "__module__", None)) \
            if hasattr(_sys, "modules") else None
        if module is not None:
            obj_globals = getattr(module, "__dict__", None)
        try:
            obj_locals = dict(vars(obj))
        except TypeError:
            obj_locals = None
        unwrap = obj
    elif ismodule(obj):
        ann = getattr(obj, "__annotations__", None)
        obj_globals = getattr(obj, "__dict__", None)
    elif callable(obj):
        ann = getattr(obj, "__annotations__", None)
        obj_globals = getattr(obj, "__globals__", None)
        unwrap = obj
    else:
        raise TypeError(f"{obj!r} is not a module, class, or callable.")
    if ann is None:
        return {}
    if not isinstance(ann, dict):
        raise ValueError(f"{obj!r}.__annotations__ is neither a dict nor None")
    if not ann:
        return {}
    if not eval_str:
        return dict(ann)
    if unwrap is not None:
        import functools

        while True:
            if hasattr(unwrap, "__wrapped__"):
                unwrap = unwrap.__wrapped__
                continue
            if isinstance(unwrap, functools.partial):
                unwrap = unwrap.func
                continue
            break
        if hasattr(unwrap, "__globals__"):
            obj_globals = unwrap.__globals__
    found_globals = globals is not None or obj_globals is not None
    if globals is None:
        globals = obj_globals if obj_globals is not None else {}
    if locals is None:
        locals = obj_locals
    result = {}
    for key, value in ann.items():
        if isinstance(value, str):
            try:
                value = eval(value, globals, locals)
            except NameError:
                if found_globals:
                    raise
                raise NotImplementedError(
                    "get_annotations cannot evaluate %r without globals= (the VM's functions "
                    "and classes do not reach their module's globals)" % value)
        result[key] = value
    return result


# ---- Generator and coroutine states

GEN_CREATED = "GEN_CREATED"
GEN_RUNNING = "GEN_RUNNING"
GEN_SUSPENDED = "GEN_SUSPENDED"
GEN_CLOSED = "GEN_CLOSED"

CORO_CREATED = "CORO_CREATED"
CORO_RUNNING = "CORO_RUNNING"
CORO_SUSPENDED = "CORO_SUSPENDED"
CORO_CLOSED = "CORO_CLOSED"


def _frame_state(obj, prefix, states):
    # CPython's order: running, suspended, no frame (closed), else created. The VM's
    # generators have gi_running but neither gi_suspended nor gi_frame yet.
    try:
        running = getattr(obj, prefix + "running")
        suspended = getattr(obj, prefix + "suspended")
        frame = getattr(obj, prefix + "frame")
    except AttributeError:
        raise NotImplementedError(
            "the playground's generators and coroutines do not expose %ssuspended/%sframe, "
            "so their state cannot be told" % (prefix, prefix)) from None
    if running:
        return states[1]
    if suspended:
        return states[2]
    if frame is None:
        return states[3]
    return states[0]


def getgeneratorstate(generator):
    """GEN_CREATED, GEN_RUNNING, GEN_SUSPENDED or GEN_CLOSED."""
    return _frame_state(generator, "gi_",
                        (GEN_CREATED, GEN_RUNNING, GEN_SUSPENDED, GEN_CLOSED))


def getcoroutinestate(coroutine):
    """CORO_CREATED, CORO_RUNNING, CORO_SUSPENDED or CORO_CLOSED."""
    return _frame_state(coroutine, "cr_",
                        (CORO_CREATED, CORO_RUNNING, CORO_SUSPENDED, CORO_CLOSED))


def getmodulename(path):
    """The module name a file path would be imported as, or None."""
    import os

    fname = os.path.basename(path)
    for suffix in (".cpython-311-x86_64-linux-gnu.so", ".abi3.so", ".pyc", ".so", ".py"):
        if fname.endswith(suffix):
            return fname[:-len(suffix)]
    return None


__all__ += ["getcallargs", "get_annotations", "getgeneratorstate", "getcoroutinestate",
            "GEN_CREATED", "GEN_RUNNING", "GEN_SUSPENDED", "GEN_CLOSED", "CORO_CREATED",
            "CORO_RUNNING", "CORO_SUSPENDED", "CORO_CLOSED", "getmodulename"]


def getmodule(object, _filename=None):
    """The module an object was defined in (a module is its own), or None."""
    if ismodule(object):
        return object
    if hasattr(object, "__module__"):
        return _sys.modules.get(object.__module__)
    return None


def getfile(object):
    """The file a module, class, method, function, traceback, frame or code object came from."""
    if ismodule(object):
        if getattr(object, "__file__", None):
            return object.__file__
        raise TypeError("{!r} is a built-in module".format(object))
    if isclass(object):
        module = _sys.modules.get(getattr(object, "__module__", None))
        if getattr(module, "__file__", None):
            return module.__file__
        if object.__module__ == "__main__":
            raise OSError("source code not available")
        raise TypeError("{!r} is a built-in class".format(object))
    if ismethod(object):
        object = object.__func__
    if isfunction(object):
        object = object.__code__
    if istraceback(object):
        object = object.tb_frame
    if isframe(object):
        object = object.f_code
    if iscode(object):
        return object.co_filename
    raise TypeError("module, class, method, function, traceback, frame, or code object was "
                    "expected, got {}".format(type(object).__name__))


from _inspect_source import getsource, getsourcelines, findsource, getsourcefile, getcomments


__all__ += ["getmodule", "getfile", "getsource", "getsourcelines", "findsource", "getsourcefile",
            "getcomments"]
