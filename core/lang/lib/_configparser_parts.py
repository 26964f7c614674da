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

class Error(Exception):
    """Base class for ConfigParser exceptions."""

    def __init__(self, msg=""):
        self.message = msg
        Exception.__init__(self, msg)

    def __repr__(self):
        return self.message

    __str__ = __repr__


class NoSectionError(Error):
    """Raised when no section matches a requested option."""

    def __init__(self, section):
        Error.__init__(self, "No section: %r" % (section,))
        self.section = section
        self.args = (section,)


def _where(source, lineno):
    text = "While reading from " + repr(source)
    if lineno is not None:
        text += " [line %2d]" % lineno
    return text


class DuplicateSectionError(Error):
    """Raised when a section is repeated in an input source, or added twice."""

    def __init__(self, section, source=None, lineno=None):
        if source is not None:
            msg = _where(source, lineno) + ": section %r already exists" % (section,)
        else:
            msg = "Section %r already exists" % (section,)
        Error.__init__(self, msg)
        self.section = section
        self.source = source
        self.lineno = lineno
        self.args = (section, source, lineno)


class DuplicateOptionError(Error):
    """Raised by strict parsers when an option is repeated in an input source."""

    def __init__(self, section, option, source=None, lineno=None):
        body = "%r in section %r already exists" % (option, section)
        if source is not None:
            msg = _where(source, lineno) + ": option " + body
        else:
            msg = "Option " + body
        Error.__init__(self, msg)
        self.section = section
        self.option = option
        self.source = source
        self.lineno = lineno
        self.args = (section, option, source, lineno)


class NoOptionError(Error):
    """A requested option was not found."""

    def __init__(self, option, section):
        Error.__init__(self, "No option %r in section: %r" % (option, section))
        self.option = option
        self.section = section
        self.args = (option, section)


class InterpolationError(Error):
    """Base class for interpolation-related exceptions."""

    def __init__(self, option, section, msg):
        Error.__init__(self, msg)
        self.option = option
        self.section = section
        self.args = (option, section, msg)


class InterpolationMissingOptionError(InterpolationError):
    """A string substitution required a setting which was not available."""

    def __init__(self, option, section, rawval, reference):
        msg = ("Bad value substitution: option {!r} in section {!r} contains an interpolation "
               "key {!r} which is not a valid option name. Raw value: {!r}"
               .format(option, section, reference, rawval))
        InterpolationError.__init__(self, option, section, msg)
        self.reference = reference
        self.args = (option, section, rawval, reference)


class InterpolationSyntaxError(InterpolationError):
    """Raised when the source text contains invalid syntax."""


class InterpolationDepthError(InterpolationError):
    """Raised when substitutions are nested too deeply."""

    def __init__(self, option, section, rawval):
        msg = ("Recursion limit exceeded in value substitution: option {!r} in section {!r} "
               "contains an interpolation key which cannot be substituted in {} steps. Raw "
               "value: {!r}".format(option, section, MAX_INTERPOLATION_DEPTH, rawval))
        InterpolationError.__init__(self, option, section, msg)
        self.args = (option, section, rawval)


class ParsingError(Error):
    """Raised when a configuration file does not follow legal syntax."""

    def __init__(self, source=None, filename=None):
        if filename and source:
            raise ValueError("Cannot specify both `filename' and `source'. Use `source'.")
        if filename:
            source = filename
        if source is None:
            raise ValueError("Required argument `source' not given.")
        Error.__init__(self, "Source contains parsing errors: %r" % source)
        self.source = source
        self.errors = []
        self.args = (source,)

    @property
    def filename(self):
        return self.source

    def append(self, lineno, line):
        self.errors.append((lineno, line))
        self.message += "\n\t[line %2d]: %s" % (lineno, line)


class MissingSectionHeaderError(ParsingError):
    """Raised when a key-value pair is found before any section header."""

    def __init__(self, filename, lineno, line):
        Error.__init__(self, "File contains no section headers.\nfile: %r, line: %d\n%r"
                       % (filename, lineno, line))
        self.source = filename
        self.errors = []
        self.lineno = lineno
        self.line = line
        self.args = (filename, lineno, line)


for _cls in (Error, NoSectionError, DuplicateSectionError, DuplicateOptionError, NoOptionError,
             InterpolationError, InterpolationMissingOptionError, InterpolationSyntaxError,
             InterpolationDepthError, ParsingError, MissingSectionHeaderError):
    _cls.__module__ = "configparser"
del _cls


# ---- interpolation --------------------------------------------------------------------------

class Interpolation:
    """No interpolation: values are used as they are."""

    def before_get(self, parser, section, option, value, defaults):
        return value

    def before_set(self, parser, section, option, value):
        return value

    def before_read(self, parser, section, option, value):
        return value

    def before_write(self, parser, section, option, value):
        return value


def _strip_refs(value, sigil, opener, closer, suffix):
    """`value` without its doubled sigils and its well-formed references (before_set's
    check)."""
    value = value.replace(sigil + sigil, "")
    out = []
    i, n = 0, len(value)
    start_len = len(sigil + opener)
    while i < n:
        if value.startswith(sigil + opener, i):
            close = value.find(closer, i + start_len)
            if close > i + start_len and value.startswith(suffix, close + 1):
                i = close + 1 + len(suffix)
                continue
        out.append(value[i])
        i += 1
    return "".join(out)


class BasicInterpolation(Interpolation):
    """`%(name)s` refers to another option of the section (or DEFAULT); `%%` is a '%'."""

    def before_get(self, parser, section, option, value, defaults):
        out = []
        self._expand(parser, option, out, value, section, defaults, 1)
        return "".join(out)

    def before_set(self, parser, section, option, value):
        rest = _strip_refs(value, "%", "(", ")", "s")
        if "%" in rest:
            raise ValueError("invalid interpolation syntax in %r at position %d"
                             % (value, rest.find("%")))
        return value

    def _expand(self, parser, option, out, rest, section, mapping, depth):
        rawval = parser.get(section, option, raw=True, fallback=rest)
        if depth > MAX_INTERPOLATION_DEPTH:
            raise InterpolationDepthError(option, section, rawval)
        while rest:
            p = rest.find("%")
            if p < 0:
                out.append(rest)
                return
            out.append(rest[:p])
            rest = rest[p:]
            nxt = rest[1:2]
            if nxt == "%":
                out.append("%")
                rest = rest[2:]
                continue
            if nxt != "(":
                raise InterpolationSyntaxError(
                    option, section,
                    "'%%' must be followed by '%%' or '(', found: %r" % (rest,))
            close = rest.find(")", 2)
            if close <= 2 or rest[close + 1:close + 2] != "s":
                raise InterpolationSyntaxError(
                    option, section, "bad interpolation variable reference %r" % rest)
            name = parser.optionxform(rest[2:close])
            rest = rest[close + 2:]
            try:
                v = mapping[name]
            except KeyError:
                raise InterpolationMissingOptionError(option, section, rawval, name) from None
            if "%" in v:
                self._expand(parser, option, out, v, section, mapping, depth + 1)
            else:
                out.append(v)


class ExtendedInterpolation(Interpolation):
    """`${option}` and `${section:option}` references (zc.buildout's syntax); `$$` is a '$'."""

    def before_get(self, parser, section, option, value, defaults):
        out = []
        self._expand(parser, option, out, value, section, defaults, 1)
        return "".join(out)

    def before_set(self, parser, section, option, value):
        rest = _strip_refs(value, "$", "{", "}", "")
        if "$" in rest:
            raise ValueError("invalid interpolation syntax in %r at position %d"
                             % (value, rest.find("$")))
        return value

    def _expand(self, parser, option, out, rest, section, mapping, depth):
        rawval = parser.get(section, option, raw=True, fallback=rest)
        if depth > MAX_INTERPOLATION_DEPTH:
            raise InterpolationDepthError(option, section, rawval)
        while rest:
            p = rest.find("$")
            if p < 0:
                out.append(rest)
                return
            out.append(rest[:p])
            rest = rest[p:]
            nxt = rest[1:2]
            if nxt == "$":
                out.append("$")
                rest = rest[2:]
                continue
            if nxt != "{":
                raise InterpolationSyntaxError(
                    option, section, "'$' must be followed by '$' or '{', found: %r" % (rest,))
            close = rest.find("}", 2)
            if close <= 2:
                raise InterpolationSyntaxError(
                    option, section, "bad interpolation variable reference %r" % rest)
            path = rest[2:close].split(":")
            rest = rest[close + 1:]
            sect, opt = section, option
            try:
                if len(path) == 1:
                    opt = parser.optionxform(path[0])
                    v = mapping[opt]
                elif len(path) == 2:
                    sect = path[0]
                    opt = parser.optionxform(path[1])
                    v = parser.get(sect, opt, raw=True)
                else:
                    raise InterpolationSyntaxError(option, section,
                                                   "More than one ':' found: %r" % (rest,))
            except (KeyError, NoSectionError, NoOptionError):
                raise InterpolationMissingOptionError(option, section, rawval,
                                                      ":".join(path)) from None
            if "$" in v:
                self._expand(parser, opt, out, v, sect, dict(parser.items(sect, raw=True)),
                             depth + 1)
            else:
                out.append(v)


class LegacyInterpolation(Interpolation):
    """Deprecated since Python 3.2; not provided."""

    def __init__(self, *args, **kwargs):
        raise NotImplementedError("configparser.LegacyInterpolation (deprecated) is not "
                                  "provided in the playground; use BasicInterpolation")


# ---- SectionProxy and converters ----------------------------------------------------------------

class SectionProxy(MutableMapping):
    """A view of one section of a parser as a mapping of its options (with DEFAULT's)."""

    def __init__(self, parser, name):
        self._parser = parser
        self._name = name
        for conv in parser.converters:
            key = "get" + conv
            setattr(self, key, _bind_section_getter(self, parser, key))

    def __repr__(self):
        return "<Section: {}>".format(self._name)

    def __getitem__(self, key):
        if not self._parser.has_option(self._name, key):
            raise KeyError(key)
        return self._parser.get(self._name, key)

    def __setitem__(self, key, value):
        self._parser._validate_value_types(option=key, value=value)
        return self._parser.set(self._name, key, value)

    def __delitem__(self, key):
        if not (self._parser.has_option(self._name, key)
                and self._parser.remove_option(self._name, key)):
            raise KeyError(key)

    def __contains__(self, key):
        return self._parser.has_option(self._name, key)

    def __len__(self):
        return len(self._options())

    def __iter__(self):
        return iter(self._options())

    def _options(self):
        if self._name != self._parser.default_section:
            return self._parser.options(self._name)
        return self._parser.defaults()

    @property
    def parser(self):
        return self._parser

    @property
    def name(self):
        return self._name

    def get(self, option, fallback=None, *, raw=False, vars=None, _impl=None, **kwargs):
        if not _impl:
            _impl = self._parser.get
        return _impl(self._name, option, raw=raw, vars=vars, fallback=fallback, **kwargs)


def _bind_section_getter(proxy, parser, key):
    def getter(option, fallback=None, *, raw=False, vars=None, **kwargs):
        return proxy.get(option, fallback, raw=raw, vars=vars,
                         _impl=getattr(parser, key), **kwargs)
    getter.__name__ = key
    return getter


class ConverterMapping(MutableMapping):
    """The parser's converters by name: `get<name>` methods on the parser and its sections."""

    def __init__(self, parser):
        self._parser = parser
        self._data = {}
        for name in dir(parser):
            if name.startswith("get") and len(name) > 3 and callable(getattr(parser, name)):
                self._data[name[3:]] = None   # the built-in getters (getint, ...)

    def __getitem__(self, key):
        return self._data[key]

    def __setitem__(self, key, value):
        try:
            k = "get" + key
        except TypeError:
            raise ValueError("Incompatible key: {} (type: {})".format(key, type(key))) from None
        if k == "get":
            raise ValueError("Incompatible key: cannot use \"\" as a name")
        self._data[key] = value
        parser = self._parser
        setattr(parser, k, _bind_parser_getter(parser, value))
        for proxy in parser._proxies.values():
            setattr(proxy, k, _bind_section_getter(proxy, parser, k))

    def __delitem__(self, key):
        try:
            k = "get" + (key or None)
        except TypeError:
            raise KeyError(key) from None
        del self._data[key]
        for inst in [self._parser] + list(self._parser._proxies.values()):
            try:
                delattr(inst, k)
            except AttributeError:
                continue

    def __iter__(self):
        return iter(self._data)

    def __len__(self):
        return len(self._data)


def _bind_parser_getter(parser, conv):
    def getter(section, option, *, raw=False, vars=None, fallback=_UNSET, **kwargs):
        return parser._get_conv(section, option, conv, raw=raw, vars=vars, fallback=fallback,
                                **kwargs)
    return getter


SectionProxy.__module__ = ConverterMapping.__module__ = "configparser"
for _cls in (Interpolation, BasicInterpolation, ExtendedInterpolation, LegacyInterpolation):
    _cls.__module__ = "configparser"
del _cls
