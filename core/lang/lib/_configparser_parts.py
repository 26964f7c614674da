"""configparser's exceptions, interpolations, SectionProxy and ConverterMapping (CPython 3.11's
behaviour and messages); `configparser` re-exports them."""

from collections.abc import MutableMapping

DEFAULTSECT = "DEFAULT"
MAX_INTERPOLATION_DEPTH = 10


class _Unset:
    def __repr__(self):
        return "<unset>"


_UNSET = _Unset()


# ---- exceptions -------------------------------------------------------------------------------
# Each keeps CPython's message, `args` and attributes.

class Error(Exception):
    """The root of configparser's errors; `message` is the text."""

    def __init__(self, msg=""):
        Exception.__init__(self, msg)
        self.message = msg

    def __repr__(self):
        return self.message

    def __str__(self):
        return self.message


def _fill(err, message, args, **attrs):
    Error.__init__(err, message)
    err.args = args
    for k, v in attrs.items():
        setattr(err, k, v)


def _origin(source, lineno):
    """`While reading from 'src' [line  3]`, the prefix of the duplicate errors."""
    if lineno is None:
        return "While reading from %r" % (source,)
    return "While reading from %r [line %2d]" % (source, lineno)


class NoSectionError(Error):
    """The parser has no section of that name."""

    def __init__(self, section):
        _fill(self, "No section: %r" % (section,), (section,), section=section)


class DuplicateSectionError(Error):
    """A section appears twice in one source, or add_section names an existing one."""

    def __init__(self, section, source=None, lineno=None):
        what = "section %r already exists" % (section,)
        text = (_origin(source, lineno) + ": " + what) if source is not None else "S" + what[1:]
        _fill(self, text, (section, source, lineno), section=section, source=source,
              lineno=lineno)


class DuplicateOptionError(Error):
    """An option appears twice in one section of one source (strict parsers)."""

    def __init__(self, section, option, source=None, lineno=None):
        what = "option %r in section %r already exists" % (option, section)
        text = (_origin(source, lineno) + ": " + what) if source is not None else "O" + what[1:]
        _fill(self, text, (section, option, source, lineno), section=section, option=option,
              source=source, lineno=lineno)


class NoOptionError(Error):
    """The section (with DEFAULT) has no option of that name."""

    def __init__(self, option, section):
        _fill(self, "No option %r in section: %r" % (option, section), (option, section),
              option=option, section=section)


class InterpolationError(Error):
    """A value's references could not be substituted."""

    def __init__(self, option, section, msg):
        _fill(self, msg, (option, section, msg), option=option, section=section)


class InterpolationMissingOptionError(InterpolationError):
    """A reference names an option that does not exist."""

    def __init__(self, option, section, rawval, reference):
        text = ("Bad value substitution: option %r in section %r contains an interpolation key "
                "%r which is not a valid option name. Raw value: %r"
                % (option, section, reference, rawval))
        _fill(self, text, (option, section, rawval, reference), option=option,
              section=section, reference=reference)


class InterpolationSyntaxError(InterpolationError):
    """A value's reference syntax is malformed."""


class InterpolationDepthError(InterpolationError):
    """References nest deeper than MAX_INTERPOLATION_DEPTH."""

    def __init__(self, option, section, rawval):
        text = ("Recursion limit exceeded in value substitution: option %r in section %r "
                "contains an interpolation key which cannot be substituted in %d steps. Raw "
                "value: %r" % (option, section, MAX_INTERPOLATION_DEPTH, rawval))
        _fill(self, text, (option, section, rawval), option=option, section=section)


class ParsingError(Error):
    """Lines of a source that are neither sections, options nor comments (`errors` lists
    them as (line number, repr of the line))."""

    def __init__(self, source=None, filename=None):
        if filename and source:
            raise ValueError("Cannot specify both `filename' and `source'. Use `source'.")
        source = source or filename
        if source is None:
            raise ValueError("Required argument `source' not given.")
        _fill(self, "Source contains parsing errors: %r" % source, (source,), source=source,
              errors=[])

    @property
    def filename(self):
        return self.source

    def append(self, lineno, line):
        """Records one bad line."""
        self.errors.append((lineno, line))
        self.message += "\n\t[line %2d]: %s" % (lineno, line)


class MissingSectionHeaderError(ParsingError):
    """An option line comes before any section header."""

    def __init__(self, filename, lineno, line):
        text = ("File contains no section headers.\nfile: %r, line: %d\n%r"
                % (filename, lineno, line))
        _fill(self, text, (filename, lineno, line), source=filename, errors=[], lineno=lineno,
              line=line)


for _cls in (Error, NoSectionError, DuplicateSectionError, DuplicateOptionError, NoOptionError,
             InterpolationError, InterpolationMissingOptionError, InterpolationSyntaxError,
             InterpolationDepthError, ParsingError, MissingSectionHeaderError):
    _cls.__module__ = "configparser"
del _cls


# ---- interpolation --------------------------------------------------------------------------

class Interpolation:
    """The do-nothing interpolation: every hook gives the value back as it came."""

    def before_get(self, parser, section, option, value, defaults):
        return value

    def before_set(self, parser, section, option, value):
        return value

    def before_read(self, parser, section, option, value):
        return value

    def before_write(self, parser, section, option, value):
        return value


class _References(Interpolation):
    """What BasicInterpolation and ExtendedInterpolation share: a value is scanned for the
    sigil; a doubled sigil is the sigil itself, `sigil + opener ... closer + suffix` a
    reference the subclass resolves (`_resolve`), anything else a syntax error; resolved text
    holding the sigil is expanded again, up to MAX_INTERPOLATION_DEPTH levels."""

    sigil = opener = closer = suffix = ""

    def before_get(self, parser, section, option, value, defaults):
        pieces = []
        self._expand(parser, section, option, value, defaults, 1, pieces)
        return "".join(pieces)

    def before_set(self, parser, section, option, value):
        left = self._without_references(value)
        if self.sigil in left:
            raise ValueError("invalid interpolation syntax in %r at position %d"
                             % (value, left.find(self.sigil)))
        return value

    def _without_references(self, value):
        sg = self.sigil
        text = value.replace(sg + sg, "")
        head = sg + self.opener
        kept = []
        pos = 0
        while True:
            at = text.find(head, pos)
            if at < 0:
                break
            end = text.find(self.closer, at + len(head))
            if end > at + len(head) and text.startswith(self.suffix, end + 1):
                kept.append(text[pos:at])
                pos = end + 1 + len(self.suffix)
            else:
                kept.append(text[pos:at + 1])
                pos = at + 1
        kept.append(text[pos:])
        return "".join(kept)

    def _expand(self, parser, section, option, text, mapping, depth, pieces):
        original = parser.get(section, option, raw=True, fallback=text)
        if depth > MAX_INTERPOLATION_DEPTH:
            raise InterpolationDepthError(option, section, original)
        sg = self.sigil
        while text:
            at = text.find(sg)
            if at < 0:
                pieces.append(text)
                break
            pieces.append(text[:at])
            text = text[at:]
            follower = text[1:2]
            if follower == sg:
                pieces.append(sg)
                text = text[2:]
                continue
            if follower != self.opener:
                raise InterpolationSyntaxError(
                    option, section, "'%s' must be followed by '%s' or '%s', found: %r"
                    % (sg, sg, self.opener, text))
            end = text.find(self.closer, 2)
            if end <= 2 or not text.startswith(self.suffix, end + 1):
                raise InterpolationSyntaxError(
                    option, section, "bad interpolation variable reference %r" % text)
            name = text[2:end]
            text = text[end + 1 + len(self.suffix):]
            found, where, what, scope = self._resolve(parser, section, option, name, mapping,
                                                      original, text)
            if sg in found:
                if scope is None:
                    scope = dict(parser.items(where, raw=True))
                self._expand(parser, where, what, found, scope, depth + 1, pieces)
            else:
                pieces.append(found)


class BasicInterpolation(_References):
    """`%(name)s` stands for the option `name` of the same section (or of DEFAULT, or of
    `vars`); `%%` for a percent sign."""

    sigil, opener, closer, suffix = "%", "(", ")", "s"

    def _resolve(self, parser, section, option, name, mapping, original, rest):
        key = parser.optionxform(name)
        try:
            found = mapping[key]
        except KeyError:
            raise InterpolationMissingOptionError(option, section, original, key) from None
        return found, section, option, mapping


class ExtendedInterpolation(_References):
    """`${name}` stands for an option of the same section, `${section:name}` for one of any
    section; `$$` for a dollar sign."""

    sigil, opener, closer, suffix = "$", "{", "}", ""

    def _resolve(self, parser, section, option, name, mapping, original, rest):
        parts = name.split(":")
        if len(parts) > 2:
            raise InterpolationSyntaxError(option, section, "More than one ':' found: %r"
                                           % (rest,))
        try:
            if len(parts) == 1:
                key = parser.optionxform(parts[0])
                return mapping[key], section, key, None
            where, key = parts[0], parser.optionxform(parts[1])
            found = parser.get(where, key, raw=True)
        except (KeyError, NoSectionError, NoOptionError):
            raise InterpolationMissingOptionError(option, section, original,
                                                  ":".join(parts)) from None
        return found, where, key, None


class LegacyInterpolation(Interpolation):
    """Deprecated since Python 3.2; not provided."""

    def __init__(self, *args, **kwargs):
        raise NotImplementedError("configparser.LegacyInterpolation (deprecated) is not "
                                  "provided in the playground; use BasicInterpolation")


# ---- SectionProxy and converters ----------------------------------------------------------------

class SectionProxy(MutableMapping):
    """One section of a parser seen as a mapping of option -> value (DEFAULT's options
    included), with the parser's getters bound to the section."""

    def __init__(self, parser, name):
        self._owner = parser
        self._section = name
        for kind in parser.converters:
            self._bind("get" + kind)

    def _bind(self, method):
        owner = self._owner

        def getter(option, fallback=None, *, raw=False, vars=None, **kwargs):
            return self.get(option, fallback, raw=raw, vars=vars,
                            _impl=getattr(owner, method), **kwargs)
        getter.__name__ = method
        setattr(self, method, getter)

    @property
    def parser(self):
        return self._owner

    @property
    def name(self):
        return self._section

    def __repr__(self):
        return "<Section: %s>" % (self._section,)

    def _keys(self):
        if self._section == self._owner.default_section:
            return self._owner.defaults()
        return self._owner.options(self._section)

    def __getitem__(self, option):
        owner = self._owner
        if owner.has_option(self._section, option):
            return owner.get(self._section, option)
        raise KeyError(option)

    def __setitem__(self, option, value):
        self._owner._validate_value_types(option=option, value=value)
        return self._owner.set(self._section, option, value)

    def __delitem__(self, option):
        owner = self._owner
        removed = owner.has_option(self._section, option) and owner.remove_option(
            self._section, option)
        if not removed:
            raise KeyError(option)

    def __contains__(self, option):
        return self._owner.has_option(self._section, option)

    def __iter__(self):
        return iter(self._keys())

    def __len__(self):
        return len(self._keys())

    def get(self, option, fallback=None, *, raw=False, vars=None, _impl=None, **kwargs):
        """The option's value, or `fallback` when the section lacks it."""
        getter = _impl or self._owner.get
        return getter(self._section, option, raw=raw, vars=vars, fallback=fallback, **kwargs)


class ConverterMapping(MutableMapping):
    """The parser's converters (name -> function; None for the built-in int, float and
    boolean ones): adding one makes `get<name>` methods on the parser and its sections."""

    def __init__(self, parser):
        self._owner = parser
        self._funcs = {}
        for attr in sorted(dir(type(parser))):
            if attr.startswith("get") and len(attr) > 3 and callable(getattr(parser, attr)):
                self._funcs[attr[3:]] = None

    def __getitem__(self, name):
        return self._funcs[name]

    def __setitem__(self, name, func):
        try:
            method = "get" + name
        except TypeError:
            raise ValueError("Incompatible key: {} (type: {})".format(name, type(name))) from None
        if method == "get":
            raise ValueError("Incompatible key: cannot use \"\" as a name")
        self._funcs[name] = func
        owner = self._owner

        def parser_getter(section, option, *, raw=False, vars=None, fallback=_UNSET, **kwargs):
            return owner._get_conv(section, option, func, raw=raw, vars=vars, fallback=fallback,
                                   **kwargs)
        parser_getter.converter = func
        setattr(owner, method, parser_getter)
        for view in owner._views.values():
            view._bind(method)

    def __delitem__(self, name):
        try:
            method = "get" + (name or None)
        except TypeError:
            raise KeyError(name) from None
        del self._funcs[name]
        for holder in [self._owner] + list(self._owner._views.values()):
            if method in vars(holder):
                delattr(holder, method)

    def __iter__(self):
        return iter(self._funcs)

    def __len__(self):
        return len(self._funcs)


for _cls in (SectionProxy, ConverterMapping, Interpolation, BasicInterpolation,
             ExtendedInterpolation, LegacyInterpolation):
    _cls.__module__ = "configparser"
del _cls
