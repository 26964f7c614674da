"""Pretty-printing of Python data structures (CPython 3.11's pprint).

pprint, pformat, pp, saferepr, isreadable, isrecursive, and PrettyPrinter (indent, width, depth,
stream, compact, sort_dicts, underscore_numbers). A container whose repr fits in the width is
printed as its repr; otherwise dicts, lists, tuples, sets, frozensets, strings (split at
whitespace into implicitly joined literals), SimpleNamespace, mappingproxy and the collections
(OrderedDict, defaultdict, Counter, deque) are broken over lines as CPython breaks them.
"""

import sys as _sys
import types as _types
from collections import Counter as _Counter, OrderedDict as _OrderedDict
from collections import defaultdict as _defaultdict, deque as _deque

__all__ = ["pprint", "pformat", "isreadable", "isrecursive", "saferepr", "PrettyPrinter", "pp"]


def pprint(object, stream=None, indent=1, width=80, depth=None, *, compact=False,
           sort_dicts=True, underscore_numbers=False):
    """Pretty-print object to stream (sys.stdout by default), with a newline."""
    printer = PrettyPrinter(stream=stream, indent=indent, width=width, depth=depth,
                            compact=compact, sort_dicts=sort_dicts,
                            underscore_numbers=underscore_numbers)
    printer.pprint(object)


def pformat(object, indent=1, width=80, depth=None, *, compact=False, sort_dicts=True,
            underscore_numbers=False):
    """The pretty-printed text of object."""
    return PrettyPrinter(indent=indent, width=width, depth=depth, compact=compact,
                         sort_dicts=sort_dicts,
                         underscore_numbers=underscore_numbers).pformat(object)


def pp(object, *args, sort_dicts=False, **kwargs):
    """pprint, keeping dicts in insertion order by default."""
    pprint(object, *args, sort_dicts=sort_dicts, **kwargs)


def saferepr(object):
    """A repr of object that shows recursive structures as <Recursion on ...>."""
    return PrettyPrinter()._safe_repr(object, {}, None, 0)[0]


def isreadable(object):
    """Whether saferepr(object) could be read back by eval."""
    return PrettyPrinter()._safe_repr(object, {}, None, 0)[1]


def isrecursive(object):
    """Whether object contains itself."""
    return PrettyPrinter()._safe_repr(object, {}, None, 0)[2]


class _SafeKey:
    """Orders values of any types: by < where it works, else by type name and id."""

    __slots__ = ["obj"]

    def __init__(self, obj):
        self.obj = obj

    def __lt__(self, other):
        try:
            return self.obj < other.obj
        except TypeError:
            return ((str(type(self.obj)), id(self.obj))
                    < (str(type(other.obj)), id(other.obj)))


def _item_key(item):
    # CPython sorts items by (key, value) pairs; keys of one dict never tie, so the key decides.
    return _SafeKey(item[0])


def _recursion(object):
    return "<Recursion on %s with id=%s>" % (type(object).__name__, id(object))


class _Writer:
    __slots__ = ["parts"]

    def __init__(self):
        self.parts = []

    def write(self, text):
        self.parts.append(text)

    def getvalue(self):
        return "".join(self.parts)


def _whitespace_runs(line):
    # re.findall(r'\S*\s*', line) without its final empty match: words with their spaces.
    parts = []
    i = 0
    n = len(line)
    while i < n:
        j = i
        while j < n and not line[j].isspace():
            j += 1
        while j < n and line[j].isspace():
            j += 1
        parts.append(line[i:j])
        i = j
    return parts


_SCALARS = (str, float, bool, type(None))


class PrettyPrinter:
    """Formats objects within a width, indenting nested containers."""

    def __init__(self, indent=1, width=80, depth=None, stream=None, *, compact=False,
                 sort_dicts=True, underscore_numbers=False):
        indent = int(indent)
        width = int(width)
        if indent < 0:
            raise ValueError("indent must be >= 0")
        if depth is not None and depth <= 0:
            raise ValueError("depth must be > 0")
        if not width:
            raise ValueError("width must be != 0")
        self._depth = depth
        self._indent_per_level = indent
        self._width = width
        self._stream = stream
        self._compact = bool(compact)
        self._sort_dicts = sort_dicts
        self._underscore_numbers = underscore_numbers

    def pprint(self, object):
        stream = self._stream
        if stream is None:
            text = self.pformat(object)
            print(text)
            return
        self._format(object, stream, 0, 0, {}, 0)
        stream.write("\n")

    def pformat(self, object):
        out = _Writer()
        self._format(object, out, 0, 0, {}, 0)
        return out.getvalue()

    def isrecursive(self, object):
        return self.format(object, {}, 0, 0)[2]

    def isreadable(self, object):
        s, readable, recursive = self.format(object, {}, 0, 0)
        return readable and not recursive

    def format(self, object, context, maxlevels, level):
        """(repr, readable, recursive) of object; subclasses may override it."""
        return self._safe_repr(object, context, maxlevels, level)

    # ---- breaking over lines ----

    def _format(self, object, stream, indent, allowance, context, level):
        objid = id(object)
        if objid in context:
            stream.write(_recursion(object))
            self._recursive = True
            self._readable = False
            return
        rep = self._repr(object, context, level)
        max_width = self._width - indent - allowance
        if len(rep) > max_width:
            printer = _printer_for(type(object))
            if printer is not None:
                context[objid] = 1
                printer(self, object, stream, indent, allowance, context, level + 1)
                del context[objid]
                return
            elif _is_plain_dataclass(object):
                context[objid] = 1
                self._pprint_dataclass(object, stream, indent, allowance, context, level + 1)
                del context[objid]
                return
        stream.write(rep)

    def _pprint_dataclass(self, object, stream, indent, allowance, context, level):
        import dataclasses
        name = type(object).__name__
        indent += len(name) + 1
        items = [(f.name, getattr(object, f.name)) for f in dataclasses.fields(object) if f.repr]
        stream.write(name + "(")
        self._format_namespace_items(items, stream, indent, allowance, context, level)
        stream.write(")")

    def _pprint_dict(self, object, stream, indent, allowance, context, level):
        write = stream.write
        write("{")
        if self._indent_per_level > 1:
            write((self._indent_per_level - 1) * " ")
        if len(object):
            if self._sort_dicts:
                items = sorted(object.items(), key=_item_key)
            else:
                items = list(object.items())
            self._format_dict_items(items, stream, indent, allowance + 1, context, level)
        write("}")

    def _pprint_ordered_dict(self, object, stream, indent, allowance, context, level):
        if not len(object):
            stream.write(repr(object))
            return
        name = type(object).__name__
        stream.write(name + "(")
        self._format(list(object.items()), stream, indent + len(name) + 1, allowance + 1,
                     context, level)
        stream.write(")")

    def _pprint_list(self, object, stream, indent, allowance, context, level):
        stream.write("[")
        self._format_items(object, stream, indent, allowance + 1, context, level)
        stream.write("]")

    def _pprint_tuple(self, object, stream, indent, allowance, context, level):
        stream.write("(")
        endchar = ",)" if len(object) == 1 else ")"
        self._format_items(object, stream, indent, allowance + len(endchar), context, level)
        stream.write(endchar)

    def _pprint_set(self, object, stream, indent, allowance, context, level):
        if not len(object):
            stream.write(repr(object))
            return
        typ = type(object)
        if typ is set:
            stream.write("{")
            endchar = "}"
        else:
            stream.write(typ.__name__ + "({")
            endchar = "})"
            indent += len(typ.__name__) + 1
        object = sorted(object, key=_SafeKey)
        self._format_items(object, stream, indent, allowance + len(endchar), context, level)
        stream.write(endchar)

    def _pprint_str(self, object, stream, indent, allowance, context, level):
        write = stream.write
        if not len(object):
            write(repr(object))
            return
        chunks = []
        lines = object.splitlines(True)
        if level == 1:
            indent += 1
            allowance += 1
        max_width1 = max_width = self._width - indent
        for i, line in enumerate(lines):
            rep = repr(line)
            if i == len(lines) - 1:
                max_width1 -= allowance
            if len(rep) <= max_width1:
                chunks.append(rep)
            else:
                parts = _whitespace_runs(line)
                max_width2 = max_width
                current = ""
                for j, part in enumerate(parts):
                    candidate = current + part
                    if j == len(parts) - 1 and i == len(lines) - 1:
                        max_width2 -= allowance
                    if len(repr(candidate)) > max_width2:
                        if current:
                            chunks.append(repr(current))
                        current = part
                    else:
                        current = candidate
                if current:
                    chunks.append(repr(current))
        if len(chunks) == 1:
            write(chunks[0])
            return
        if level == 1:
            write("(")
        for i, rep in enumerate(chunks):
            if i > 0:
                write("\n" + " " * indent)
            write(rep)
        if level == 1:
            write(")")

    def _pprint_bytes(self, object, stream, indent, allowance, context, level):
        # Cut into 4-byte groups, as many per line as fit; parenthesized at the top level.
        if len(object) <= 4:
            stream.write(repr(object))
            return
        top = level == 1
        if top:
            indent += 1
            allowance += 1
            stream.write("(")
        width = self._width - indent
        last = len(object) // 4 * 4
        lines = []
        current = b""
        for i in range(0, len(object), 4):
            part = object[i:i + 4]
            if i == last:
                width -= allowance
            if len(repr(current + part)) > width:
                if current:
                    lines.append(repr(current))
                current = part
            else:
                current = current + part
        if current:
            lines.append(repr(current))
        stream.write(("\n" + " " * indent).join(lines))
        if top:
            stream.write(")")

    def _pprint_bytearray(self, object, stream, indent, allowance, context, level):
        stream.write("bytearray(")
        self._pprint_bytes(bytes(object), stream, indent + 10, allowance + 1, context,
                           level + 1)
        stream.write(")")

    def _pprint_mappingproxy(self, object, stream, indent, allowance, context, level):
        stream.write("mappingproxy(")
        self._format(object.copy(), stream, indent + 13, allowance + 1, context, level)
        stream.write(")")

    def _pprint_simplenamespace(self, object, stream, indent, allowance, context, level):
        if type(object) is _types.SimpleNamespace:
            name = "namespace"
        else:
            name = type(object).__name__
        indent += len(name) + 1
        items = list(object.__dict__.items())
        stream.write(name + "(")
        self._format_namespace_items(items, stream, indent, allowance, context, level)
        stream.write(")")

    def _format_namespace_items(self, items, stream, indent, allowance, context, level):
        write = stream.write
        delimnl = ",\n" + " " * indent
        last_index = len(items) - 1
        for i, (key, ent) in enumerate(items):
            last = i == last_index
            write(key)
            write("=")
            if id(ent) in context:
                write("...")
            else:
                self._format(ent, stream, indent + len(key) + 1, allowance if last else 1,
                             context, level)
            if not last:
                write(delimnl)

    def _format_dict_items(self, items, stream, indent, allowance, context, level):
        write = stream.write
        indent += self._indent_per_level
        delimnl = ",\n" + " " * indent
        last_index = len(items) - 1
        for i, (key, ent) in enumerate(items):
            last = i == last_index
            rep = self._repr(key, context, level)
            write(rep)
            write(": ")
            self._format(ent, stream, indent + len(rep) + 2, allowance if last else 1,
                         context, level)
            if not last:
                write(delimnl)

    def _format_items(self, items, stream, indent, allowance, context, level):
        write = stream.write
        indent += self._indent_per_level
        if self._indent_per_level > 1:
            write((self._indent_per_level - 1) * " ")
        delimnl = ",\n" + " " * indent
        delim = ""
        width = max_width = self._width - indent + 1
        items = list(items)
        count = len(items)
        for index, ent in enumerate(items):
            last = index == count - 1
            if last:
                max_width -= allowance
                width -= allowance
            if self._compact:
                rep = self._repr(ent, context, level)
                w = len(rep) + 2
                if width < w:
                    width = max_width
                    if delim:
                        delim = delimnl
                if width >= w:
                    width -= w
                    write(delim)
                    delim = ", "
                    write(rep)
                    continue
            write(delim)
            delim = delimnl
            self._format(ent, stream, indent, allowance if last else 1, context, level)

    def _pprint_default_dict(self, object, stream, indent, allowance, context, level):
        if not len(object):
            stream.write(repr(object))
            return
        rdf = self._repr(object.default_factory, context, level)
        name = type(object).__name__
        indent += len(name) + 1
        stream.write("%s(%s,\n%s" % (name, rdf, " " * indent))
        self._pprint_dict(object, stream, indent, allowance + 1, context, level)
        stream.write(")")

    def _pprint_counter(self, object, stream, indent, allowance, context, level):
        if not len(object):
            stream.write(repr(object))
            return
        name = type(object).__name__
        stream.write(name + "({")
        if self._indent_per_level > 1:
            stream.write((self._indent_per_level - 1) * " ")
        items = object.most_common()
        self._format_dict_items(items, stream, indent + len(name) + 1, allowance + 2,
                                context, level)
        stream.write("})")

    def _pprint_deque(self, object, stream, indent, allowance, context, level):
        if not len(object):
            stream.write(repr(object))
            return
        name = type(object).__name__
        stream.write(name + "(")
        indent += len(name) + 1
        stream.write("[")
        if object.maxlen is None:
            self._format_items(object, stream, indent, allowance + 2, context, level)
            stream.write("])")
        else:
            self._format_items(object, stream, indent, 2, context, level)
            rml = self._repr(object.maxlen, context, level)
            stream.write("],\n%smaxlen=%s)" % (" " * indent, rml))

    # ---- one-line reprs ----

    def _repr(self, object, context, level):
        rep, readable, recursive = self.format(object, dict(context), self._depth, level)
        if not readable:
            self._readable = False
        if recursive:
            self._recursive = True
        return rep

    def _safe_repr(self, object, context, maxlevels, level):
        typ = type(object)
        if typ in _SCALARS:
            return repr(object), True, False
        if typ is int:
            if self._underscore_numbers:
                return f"{object:_d}", True, False
            return repr(object), True, False
        base = _repr_base(typ)
        if base is dict:
            if not object:
                return "{}", True, False
            objid = id(object)
            if maxlevels and level >= maxlevels:
                return "{...}", False, objid in context
            if objid in context:
                return _recursion(object), False, True
            context[objid] = 1
            readable = True
            recursive = False
            components = []
            level += 1
            if self._sort_dicts:
                items = sorted(object.items(), key=_item_key)
            else:
                items = object.items()
            for k, v in items:
                krepr, kreadable, krecur = self.format(k, context, maxlevels, level)
                vrepr, vreadable, vrecur = self.format(v, context, maxlevels, level)
                components.append("%s: %s" % (krepr, vrepr))
                readable = readable and kreadable and vreadable
                if krecur or vrecur:
                    recursive = True
            del context[objid]
            return "{%s}" % ", ".join(components), readable, recursive
        if base is list or base is tuple:
            if base is list:
                if not object:
                    return "[]", True, False
                form = "[%s]"
            elif len(object) == 1:
                form = "(%s,)"
            else:
                if not object:
                    return "()", True, False
                form = "(%s)"
            objid = id(object)
            if maxlevels and level >= maxlevels:
                return form % "...", False, objid in context
            if objid in context:
                return _recursion(object), False, True
            context[objid] = 1
            readable = True
            recursive = False
            components = []
            level += 1
            for o in object:
                orepr, oreadable, orecur = self.format(o, context, maxlevels, level)
                components.append(orepr)
                if not oreadable:
                    readable = False
                if orecur:
                    recursive = True
            del context[objid]
            return form % ", ".join(components), readable, recursive
        rep = repr(object)
        return rep, bool(rep and not rep.startswith("<")), False


def _is_plain_dataclass(object):
    # A dataclass instance whose repr is the generated one (CPython checks the function's
    # __wrapped__ qualname; the VM's generated __repr__ is a function of module dataclasses).
    typ = type(object)
    params = getattr(typ, "__dataclass_params__", None)
    if params is None or not hasattr(typ, "__dataclass_fields__") or not params.repr:
        return False
    return getattr(typ.__repr__, "__module__", None) == "dataclasses"


_BUILTINS = {"dict": dict, "list": list, "tuple": tuple, "set": set, "frozenset": frozenset,
             "str": str}


def _own_repr_first(typ, found):
    # Walks typ's MRO to the first class that `found` accepts; None if a class on the way
    # defines its own __repr__ (CPython compares `type(x).__repr__` with the base's instead).
    if found(typ):
        return typ
    # A subclass's __mro__ holds stand-ins for the built-in bases (not the builtins
    # themselves): map those back by name.
    for cls in getattr(typ, "__mro__", ()):
        if getattr(cls, "__module__", None) == "builtins":
            cls = _BUILTINS.get(cls.__name__, cls)
        if found(cls):
            return cls
        # (The VM's built-in types have no __dict__: each defines its own __repr__.)
        if "__repr__" in getattr(cls, "__dict__", ("__repr__",)):
            return None
    return None


_repr_bases = {}


def _repr_base(typ):
    """dict, list or tuple when typ shows its items with that builtin's repr, else None."""
    try:
        return _repr_bases[typ]
    except KeyError:
        pass
    base = _own_repr_first(typ, lambda cls: cls is dict or cls is list or cls is tuple)
    _repr_bases[typ] = base
    return base


_printers = {}


def _printer_for(typ):
    try:
        return _printers[typ]
    except KeyError:
        pass
    cls = _own_repr_first(typ, lambda cls: cls in PrettyPrinter._dispatch)
    printer = None if cls is None else PrettyPrinter._dispatch[cls]
    _printers[typ] = printer
    return printer


PrettyPrinter._dispatch = {
    dict: PrettyPrinter._pprint_dict,
    list: PrettyPrinter._pprint_list,
    tuple: PrettyPrinter._pprint_tuple,
    set: PrettyPrinter._pprint_set,
    frozenset: PrettyPrinter._pprint_set,
    str: PrettyPrinter._pprint_str,
    bytes: PrettyPrinter._pprint_bytes,
    bytearray: PrettyPrinter._pprint_bytearray,
    _OrderedDict: PrettyPrinter._pprint_ordered_dict,
    _defaultdict: PrettyPrinter._pprint_default_dict,
    _Counter: PrettyPrinter._pprint_counter,
    _deque: PrettyPrinter._pprint_deque,
    _types.SimpleNamespace: PrettyPrinter._pprint_simplenamespace,
    _types.MappingProxyType: PrettyPrinter._pprint_mappingproxy,
}
