"""pprint: readable, width-limited text for nested Python data.

How it works here: an object whose one-line repr fits the room left on the line is written as
that repr. Otherwise, if its type has a layout (the _LAYOUTS table at the end: the built-in
containers, str, bytes, the collections types, SimpleNamespace, mappingproxy, dataclasses), the
layout writes it over several lines, giving each element the room it may use. `allowance` is
the number of closing characters that must still fit after an element on its last line.
"""

import sys as _sys
import types as _types
from collections import Counter as _Counter, OrderedDict as _OrderedDict
from collections import defaultdict as _defaultdict, deque as _deque, ChainMap as _ChainMap
from collections import UserDict as _UserDict, UserList as _UserList, UserString as _UserString

__all__ = ["pprint", "pformat", "isreadable", "isrecursive", "saferepr", "PrettyPrinter", "pp"]


def _printer(indent=1, width=80, depth=None, stream=None, **flags):
    return PrettyPrinter(indent, width, depth, stream, **flags)


def pformat(object, indent=1, width=80, depth=None, *, compact=False, sort_dicts=True,
            underscore_numbers=False):
    """The text pprint would write for object, without the final newline."""
    return _printer(indent, width, depth, None, compact=compact, sort_dicts=sort_dicts,
                    underscore_numbers=underscore_numbers).pformat(object)


def pprint(object, stream=None, indent=1, width=80, depth=None, *, compact=False,
           sort_dicts=True, underscore_numbers=False):
    """Writes pformat's text and a newline to stream (sys.stdout when None)."""
    _printer(indent, width, depth, stream, compact=compact, sort_dicts=sort_dicts,
             underscore_numbers=underscore_numbers).pprint(object)


def pp(object, *args, sort_dicts=False, **kwargs):
    """pprint with dicts in insertion order unless sort_dicts=True is passed."""
    pprint(object, *args, sort_dicts=sort_dicts, **kwargs)


def _probe(object):
    # (text, readable, recursive) with the default settings and no depth limit.
    return PrettyPrinter()._safe_repr(object, {}, None, 0)


def saferepr(object):
    """repr(object), with <Recursion on ...> where a container holds itself."""
    return _probe(object)[0]


def isreadable(object):
    """Whether eval(saferepr(object)) would rebuild an equal object."""
    return _probe(object)[1]


def isrecursive(object):
    """Whether object holds itself somewhere inside."""
    return _probe(object)[2]


class _SafeKey:
    """A sort key that orders mixed, unorderable values: by < where the values allow it,
    else by their type's name and then their id."""

    __slots__ = ("value",)

    def __init__(self, value):
        self.value = value

    def __lt__(self, other):
        mine, theirs = self.value, other.value
        try:
            return mine < theirs
        except TypeError:
            return (str(type(mine)), id(mine)) < (str(type(theirs)), id(theirs))


def _by_key(pair):
    # A dict's keys are distinct, so ordering its items by key alone is their full order.
    return _SafeKey(pair[0])


def _recursion(object):
    return "<Recursion on %s with id=%s>" % (type(object).__name__, id(object))


class _Collector:
    """A write()-only stream gathering text for pformat."""

    __slots__ = ("pieces",)

    def __init__(self):
        self.pieces = []

    def write(self, text):
        self.pieces.append(text)

    def text(self):
        return "".join(self.pieces)


def _words(line):
    # The line cut after each run of whitespace: every piece is non-space then space.
    pieces, start, size = [], 0, len(line)
    while start < size:
        end = start
        seen_space = False
        while end < size:
            is_space = line[end].isspace()
            if seen_space and not is_space:
                break
            seen_space = seen_space or is_space
            end += 1
        pieces.append(line[start:end])
        start = end
    return pieces


def _greedy_lines(pieces, room, last_room):
    # Joins consecutive pieces while their repr fits the room (last_room for the final piece);
    # answers the reprs of the joined lines.
    lines = []
    pending = pieces[0][:0]
    final = len(pieces) - 1
    for position, piece in enumerate(pieces):
        limit = last_room if position == final else room
        joined = pending + piece
        if len(repr(joined)) <= limit:
            pending = joined
            continue
        if pending:
            lines.append(repr(pending))
        pending = piece
    if pending:
        lines.append(repr(pending))
    return lines


_PLAIN = frozenset([str, float, bool, type(None)])
_BRACKETS = {}  # filled below: dict/list/tuple -> (opening, closing)


class PrettyPrinter:
    """Formats objects within `width` columns, nesting by `indent` per level, showing at most
    `depth` levels (deeper containers as ...), packing short items with `compact`."""

    def __init__(self, indent=1, width=80, depth=None, stream=None, *, compact=False,
                 sort_dicts=True, underscore_numbers=False):
        indent, width = int(indent), int(width)
        problem = ("indent must be >= 0" if indent < 0 else
                   "depth must be > 0" if depth is not None and depth <= 0 else
                   "width must be != 0" if not width else None)
        if problem:
            raise ValueError(problem)
        self._indent_per_level = indent
        self._width = width
        self._depth = depth
        self._stream = stream
        self._compact = bool(compact)
        self._sort_dicts = sort_dicts
        self._underscore_numbers = underscore_numbers

    # -- public methods

    def pformat(self, object):
        sink = _Collector()
        self._format(object, sink, 0, 0, {}, 0)
        return sink.text()

    def pprint(self, object):
        if self._stream is None:
            print(self.pformat(object))
        else:
            self._format(object, self._stream, 0, 0, {}, 0)
            self._stream.write("\n")

    def format(self, object, context, maxlevels, level):
        """Answers (text, readable, recursive) for object on one line; the hook subclasses
        override to show some objects differently."""
        return self._safe_repr(object, context, maxlevels, level)

    def isreadable(self, object):
        _, readable, recursive = self.format(object, {}, 0, 0)
        return readable and not recursive

    def isrecursive(self, object):
        return self.format(object, {}, 0, 0)[2]

    # -- one-line text

    def _repr(self, object, context, level):
        text, readable, recursive = self.format(object, dict(context), self._depth, level)
        if not readable:
            self._readable = False
        if recursive:
            self._recursive = True
        return text

    def _safe_repr(self, object, context, maxlevels, level):
        kind = type(object)
        if kind in _PLAIN:
            return repr(object), True, False
        if kind is int:
            return (f"{object:_d}" if self._underscore_numbers else repr(object)), True, False
        base = _repr_base(kind)
        if base is None:
            text = repr(object)
            return text, bool(text) and text[0] != "<", False
        opening, closing = _BRACKETS[base]
        if not object:
            return opening + closing, True, False
        if base is tuple and len(object) == 1:
            closing = ",)"
        key = id(object)
        if maxlevels and level >= maxlevels:
            return opening + "..." + closing, False, key in context
        if key in context:
            return _recursion(object), False, True
        context[key] = 1
        level += 1
        shown = []
        all_readable, any_recursive = True, False
        fmt = self.format
        if base is dict:
            pairs = sorted(object.items(), key=_by_key) if self._sort_dicts else object.items()
            for k, v in pairs:
                ktext, kread, krec = fmt(k, context, maxlevels, level)
                vtext, vread, vrec = fmt(v, context, maxlevels, level)
                shown.append(ktext + ": " + vtext)
                all_readable = all_readable and kread and vread
                any_recursive = any_recursive or krec or vrec
        else:
            for item in object:
                itext, iread, irec = fmt(item, context, maxlevels, level)
                shown.append(itext)
                all_readable = all_readable and iread
                any_recursive = any_recursive or irec
        del context[key]
        return opening + ", ".join(shown) + closing, all_readable, any_recursive

    # -- laying out over lines

    def _format(self, object, stream, indent, allowance, context, level):
        key = id(object)
        if key in context:
            self._recursive, self._readable = True, False
            stream.write(_recursion(object))
            return
        text = self._repr(object, context, level)
        layout = None
        if len(text) > self._width - indent - allowance:
            layout = _layout_for(object)
        if layout is None:
            stream.write(text)
            return
        context[key] = 1
        layout(self, object, stream, indent, allowance, context, level + 1)
        del context[key]

    def _pad(self, stream):
        # Wider indents also push the first item away from its bracket.
        if self._indent_per_level > 1:
            stream.write(" " * (self._indent_per_level - 1))

    def _bracketed(self, stream, opening, items, closing, indent, allowance, context, level):
        stream.write(opening)
        self._items(items, stream, indent, allowance + len(closing), context, level)
        stream.write(closing)

    def _items(self, items, stream, indent, allowance, context, level):
        indent += self._indent_per_level
        self._pad(stream)
        items = list(items)
        if self._compact:
            self._packed_items(items, stream, indent, allowance, context, level)
            return
        newline = ",\n" + " " * indent
        final = len(items) - 1
        for position, item in enumerate(items):
            if position:
                stream.write(newline)
            self._format(item, stream, indent, allowance if position == final else 1,
                         context, level)

    def _packed_items(self, items, stream, indent, allowance, context, level):
        # Compact mode: as many items per line as fit, each followed by ", "; an item too
        # wide for a line of its own is laid out on its own lines.
        newline = ",\n" + " " * indent
        line_room = self._width - indent + 1
        room = line_room
        separator = ""
        final = len(items) - 1
        for position, item in enumerate(items):
            if position == final:
                line_room -= allowance
                room -= allowance
            text = self._repr(item, context, level)
            needed = len(text) + 2
            if needed > room:
                room = line_room
                separator = separator and newline
            if needed <= room:
                room -= needed
                stream.write(separator + text)
                separator = ", "
                continue
            stream.write(separator)
            separator = newline
            self._format(item, stream, indent, allowance if position == final else 1,
                         context, level)

    def _pairs(self, pairs, stream, indent, allowance, context, level):
        # "key: value" lines of a mapping; each value starts after its key's text.
        indent += self._indent_per_level
        newline = ",\n" + " " * indent
        final = len(pairs) - 1
        for position, (k, v) in enumerate(pairs):
            if position:
                stream.write(newline)
            ktext = self._repr(k, context, level)
            stream.write(ktext + ": ")
            self._format(v, stream, indent + len(ktext) + 2,
                         allowance if position == final else 1, context, level)

    def _keywords(self, pairs, stream, indent, allowance, context, level):
        # "name=value" lines of a namespace or dataclass; a value seen above shows as ...
        newline = ",\n" + " " * indent
        final = len(pairs) - 1
        for position, (name, v) in enumerate(pairs):
            if position:
                stream.write(newline)
            stream.write(name + "=")
            if id(v) in context:
                stream.write("...")
                continue
            self._format(v, stream, indent + len(name) + 1,
                         allowance if position == final else 1, context, level)

    def _called(self, stream, name, inner, indent, allowance, context, level):
        # name(inner), inner laid out as a whole after the opening parenthesis.
        stream.write(name + "(")
        self._format(inner, stream, indent + len(name) + 1, allowance + 1, context, level)
        stream.write(")")

    def _mapping(self, stream, opening, pairs, closing, indent, allowance, context, level):
        stream.write(opening)
        self._pad(stream)
        if pairs:
            self._pairs(pairs, stream, indent, allowance + len(closing), context, level)
        stream.write(closing)

    # The layouts, one per kind of object (see _LAYOUTS).

    def _lay_dict(self, object, stream, indent, allowance, context, level):
        pairs = list(object.items())
        if self._sort_dicts:
            pairs.sort(key=_by_key)
        self._mapping(stream, "{", pairs, "}", indent, allowance, context, level)

    def _lay_counter(self, object, stream, indent, allowance, context, level):
        name = type(object).__name__
        self._mapping(stream, name + "({", object.most_common(), "})", indent + len(name) + 1,
                      allowance, context, level)

    def _lay_default_dict(self, object, stream, indent, allowance, context, level):
        name = type(object).__name__
        indent += len(name) + 1
        factory = self._repr(object.default_factory, context, level)
        stream.write("%s(%s,\n%s" % (name, factory, " " * indent))
        self._lay_dict(object, stream, indent, allowance + 1, context, level)
        stream.write(")")

    def _lay_ordered_dict(self, object, stream, indent, allowance, context, level):
        self._called(stream, type(object).__name__, list(object.items()), indent, allowance,
                     context, level)

    def _lay_mappingproxy(self, object, stream, indent, allowance, context, level):
        self._called(stream, "mappingproxy", object.copy(), indent, allowance, context, level)

    def _lay_bytearray(self, object, stream, indent, allowance, context, level):
        self._called(stream, "bytearray", bytes(object), indent, allowance, context, level)

    def _lay_list(self, object, stream, indent, allowance, context, level):
        self._bracketed(stream, "[", object, "]", indent, allowance, context, level)

    def _lay_tuple(self, object, stream, indent, allowance, context, level):
        closing = ",)" if len(object) == 1 else ")"
        self._bracketed(stream, "(", object, closing, indent, allowance, context, level)

    def _lay_set(self, object, stream, indent, allowance, context, level):
        members = sorted(object, key=_SafeKey)
        if type(object) is set:
            self._bracketed(stream, "{", members, "}", indent, allowance, context, level)
            return
        name = type(object).__name__
        self._bracketed(stream, name + "({", members, "})", indent + len(name) + 1, allowance,
                        context, level)

    def _lay_deque(self, object, stream, indent, allowance, context, level):
        name = type(object).__name__
        indent += len(name) + 1
        if object.maxlen is None:
            self._bracketed(stream, name + "([", object, "])", indent, allowance, context, level)
            return
        # The items' last line only needs room for "],"; maxlen goes on a line of its own.
        stream.write(name + "([")
        self._items(object, stream, indent, 2, context, level)
        stream.write("],\n%smaxlen=%s)" % (" " * indent, self._repr(object.maxlen, context,
                                                                      level)))

    def _lay_chain_map(self, object, stream, indent, allowance, context, level):
        # One mapping per line, under the first one; the last leaves room for the ")".
        maps = object.maps
        if not maps:
            stream.write(repr(object))
            return
        name = type(object).__name__
        indent += len(name) + 1
        stream.write(name + "(")
        for position, mapping in enumerate(maps):
            if position:
                stream.write(",\n" + " " * indent)
            last = position == len(maps) - 1
            self._format(mapping, stream, indent, allowance + 1 if last else 1, context, level)
        stream.write(")")

    def _lay_user(self, object, stream, indent, allowance, context, level):
        # UserDict, UserList, UserString: laid out as their data.
        self._format(object.data, stream, indent, allowance, context, level - 1)

    def _lay_namespace(self, object, stream, indent, allowance, context, level):
        kind = type(object)
        name = "namespace" if kind is _types.SimpleNamespace else kind.__name__
        self._named_fields(stream, name, list(object.__dict__.items()), indent, allowance,
                           context, level)

    def _lay_dataclass(self, object, stream, indent, allowance, context, level):
        import dataclasses
        shown = [(f.name, getattr(object, f.name)) for f in dataclasses.fields(object) if f.repr]
        self._named_fields(stream, type(object).__name__, shown, indent, allowance, context,
                           level)

    def _named_fields(self, stream, name, pairs, indent, allowance, context, level):
        stream.write(name + "(")
        self._keywords(pairs, stream, indent + len(name) + 1, allowance, context, level)
        stream.write(")")

    def _lay_str(self, object, stream, indent, allowance, context, level):
        # Each line of the string becomes one literal if its repr fits, else it is cut after
        # whitespace into several; at the top level the literals are parenthesized.
        top = level == 1
        if top:
            indent, allowance = indent + 1, allowance + 1
        room = self._width - indent
        lines = object.splitlines(True)
        literals = []
        for number, line in enumerate(lines):
            last = number == len(lines) - 1
            whole = repr(line)
            if len(whole) <= (room - allowance if last else room):
                literals.append(whole)
            else:
                literals += _greedy_lines(_words(line), room, room - allowance if last else room)
        if len(literals) == 1:
            stream.write(literals[0])
            return
        joined = ("\n" + " " * indent).join(literals)
        stream.write("(%s)" % joined if top else joined)

    def _lay_bytes(self, object, stream, indent, allowance, context, level):
        # Cut into groups of 4 bytes, as many per line as fit; always parenthesized at the top.
        if len(object) <= 4:
            stream.write(repr(object))
            return
        top = level == 1
        if top:
            indent, allowance = indent + 1, allowance + 1
        room = self._width - indent
        groups = [object[start:start + 4] for start in range(0, len(object), 4)]
        # (Only a short final group has to leave room for the allowance, as in CPython.)
        last_room = room - allowance if len(object) % 4 else room
        joined = ("\n" + " " * indent).join(_greedy_lines(groups, room, last_room))
        stream.write("(%s)" % joined if top else joined)


def _empty_as_repr(layout):
    # For the kinds whose empty value is always written as its plain repr.
    def lay_out(self, object, stream, *where):
        if len(object):
            layout(self, object, stream, *where)
        else:
            stream.write(repr(object))
    lay_out.__name__ = layout.__name__
    return lay_out


_P = PrettyPrinter
_LAYOUTS = [
    (dict, _P._lay_dict, False), (list, _P._lay_list, False), (tuple, _P._lay_tuple, False),
    (set, _P._lay_set, True), (frozenset, _P._lay_set, True), (str, _P._lay_str, True),
    (bytes, _P._lay_bytes, False), (bytearray, _P._lay_bytearray, False),
    (_OrderedDict, _P._lay_ordered_dict, True), (_defaultdict, _P._lay_default_dict, True),
    (_Counter, _P._lay_counter, True), (_deque, _P._lay_deque, True),
    (_ChainMap, _P._lay_chain_map, False), (_UserDict, _P._lay_user, False),
    (_UserList, _P._lay_user, False), (_UserString, _P._lay_user, False),
    (_types.SimpleNamespace, _P._lay_namespace, False),
    (_types.MappingProxyType, _P._lay_mappingproxy, False),
]
PrettyPrinter._dispatch = {kind: (_empty_as_repr(fn) if empty else fn)
                           for kind, fn, empty in _LAYOUTS}
del _P
_BRACKETS.update({dict: ("{", "}"), list: ("[", "]"), tuple: ("(", ")")})


def _generated_dataclass_repr(kind):
    # A dataclass still showing the repr dataclasses generated (CPython checks the function's
    # __wrapped__ qualname; the VM's generated __repr__ belongs to module dataclasses).
    params = getattr(kind, "__dataclass_params__", None)
    if params is None or not params.repr or not hasattr(kind, "__dataclass_fields__"):
        return False
    return getattr(kind.__repr__, "__module__", None) == "dataclasses"


_BUILTIN_BY_NAME = {cls.__name__: cls for cls in (dict, list, tuple, set, frozenset, str)}


def _nearest(kind, accepts):
    # The first class in kind's MRO that `accepts`, unless a class before it defines its own
    # __repr__ (then None: that repr is what the object looks like).
    if accepts(kind):
        return kind
    for cls in getattr(kind, "__mro__", ()):
        if getattr(cls, "__module__", None) == "builtins":
            # A subclass's MRO holds stand-ins for built-in bases: back to the real class.
            cls = _BUILTIN_BY_NAME.get(cls.__name__, cls)
        if accepts(cls):
            return cls
        # (The VM's built-in types have no __dict__; each has its own __repr__.)
        if "__repr__" in getattr(cls, "__dict__", ("__repr__",)):
            return None
    return None


_base_cache = {}


def _repr_base(kind):
    """dict, list or tuple when kind's repr is that builtin's (items shown), else None."""
    try:
        return _base_cache[kind]
    except KeyError:
        base = _base_cache[kind] = _nearest(kind, _BRACKETS.__contains__)
        return base


_layout_cache = {}


def _layout_for(object):
    kind = type(object)
    try:
        return _layout_cache[kind]
    except KeyError:
        pass
    table = PrettyPrinter._dispatch
    found = _nearest(kind, table.__contains__)
    if found is not None:
        layout = table[found]
    elif _generated_dataclass_repr(kind):
        layout = PrettyPrinter._lay_dataclass
    else:
        layout = None
    _layout_cache[kind] = layout
    return layout
