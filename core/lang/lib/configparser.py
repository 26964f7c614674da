"""configparser as CPython 3.11's: INI-style configuration files.

RawConfigParser and ConfigParser (BasicInterpolation by default; ExtendedInterpolation on
request) read strings, dicts, file objects and the run's files, and write CPython's format. The
exceptions, interpolations, SectionProxy and ConverterMapping are in `_configparser_parts.py`.
Parsing follows CPython's rules (comment prefixes, inline comments after whitespace, values
continued on more-indented lines, blank lines inside values, duplicates refused when strict);
the SECTCRE/OPTCRE regular expressions are not consulted, so overriding them in a subclass has
no effect.
"""

from collections.abc import MutableMapping

from _configparser_parts import (  # noqa: F401
    DEFAULTSECT, MAX_INTERPOLATION_DEPTH, _UNSET, Error, NoSectionError, DuplicateSectionError,
    DuplicateOptionError, NoOptionError, InterpolationError, InterpolationMissingOptionError,
    InterpolationSyntaxError, InterpolationDepthError, ParsingError, MissingSectionHeaderError,
    Interpolation, BasicInterpolation, ExtendedInterpolation, LegacyInterpolation, SectionProxy,
    ConverterMapping)

__all__ = ["NoSectionError", "DuplicateOptionError", "DuplicateSectionError", "NoOptionError",
           "InterpolationError", "InterpolationDepthError", "InterpolationMissingOptionError",
           "InterpolationSyntaxError", "ParsingError", "MissingSectionHeaderError",
           "ConfigParser", "SafeConfigParser", "RawConfigParser", "Interpolation",
           "BasicInterpolation", "ExtendedInterpolation", "LegacyInterpolation",
           "SectionProxy", "ConverterMapping", "DEFAULTSECT", "MAX_INTERPOLATION_DEPTH"]


def _is_path(x):
    return isinstance(x, (str, bytes)) or hasattr(x, "__fspath__")


class _Reader:
    """One pass over a source's lines, filling a parser (CPython's reading rules)."""

    def __init__(self, parser, source):
        self.p = parser
        self.source = source
        self.target = None       # the dict of the section being read
        self.section = None      # its name
        self.option = None       # the option continuation lines extend
        self.indent = 0          # the indentation of the line that set `option`
        self.seen = set()        # sections and (section, option) pairs read from this source
        self.bad = None          # the ParsingError collecting bad lines

    def comment_at(self, line):
        p = self.p
        bare = line.strip()
        if any(bare.startswith(prefix) for prefix in p._full_comments):
            return 0
        found = None
        for prefix in p._inline_comments:
            k = line.find(prefix)
            while k >= 0 and not (k == 0 or line[k - 1].isspace()):
                k = line.find(prefix, k + 1)
            if k >= 0 and (found is None or k < found):
                found = k
        return found

    def feed(self, lineno, line):
        p = self.p
        cut = self.comment_at(line)
        text = line.strip() if cut is None else line[:cut].strip()
        if not text:
            if not p._blank_in_values:
                self.indent = float("inf")
            elif cut is None and self.target is not None and self.option \
                    and self.target[self.option] is not None:
                self.target[self.option].append("")
            return
        depth = len(line) - len(line.lstrip())
        if self.target is not None and self.option and depth > self.indent:
            self.target[self.option].append(text)
            return
        self.indent = depth
        last = text.rfind("]")
        if text[:1] == "[" and last > 1:
            self.open_section(text[1:last], lineno)
        elif self.target is None:
            raise MissingSectionHeaderError(self.source, lineno, line)
        else:
            self.add_option(text, lineno, line)

    def open_section(self, name, lineno):
        p = self.p
        self.section = name
        self.option = None
        if name in p._store:
            if p._strict_mode and name in self.seen:
                raise DuplicateSectionError(name, self.source, lineno)
            self.seen.add(name)
            self.target = p._store[name]
        elif name == p.default_section:
            self.target = p._dflt
        else:
            self.target = p._store[name] = p._new_dict()
            p._views[name] = SectionProxy(p, name)
            self.seen.add(name)

    def add_option(self, text, lineno, line):
        p = self.p
        where, sep = -1, None
        for d in p._delims:
            k = text.find(d)
            if k >= 0 and (where < 0 or k < where):
                where, sep = k, d
        if sep is None:
            if not p._no_value_ok:
                self.note(lineno, line)
                return
            name, value = text, None
        else:
            name, value = text[:where].rstrip(), [text[where + len(sep):].strip()]
        if not name:
            self.note(lineno, line)
        key = p.optionxform(name.rstrip())
        if p._strict_mode and (self.section, key) in self.seen:
            raise DuplicateOptionError(self.section, key, self.source, lineno)
        self.seen.add((self.section, key))
        self.option = key
        self.target[key] = value

    def note(self, lineno, line):
        if self.bad is None:
            self.bad = ParsingError(self.source)
        self.bad.append(lineno, repr(line))

    def finish(self):
        p = self.p
        groups = [(p.default_section, p._dflt)] + list(p._store.items())
        for name, opts in groups:
            for key, value in list(opts.items()):
                if isinstance(value, list):
                    value = "\n".join(value).rstrip()
                opts[key] = p._interp.before_read(p, name, key, value)
        if self.bad is not None:
            raise self.bad


class RawConfigParser(MutableMapping):
    """A configuration without interpolation: sections of options (str -> str, or None with
    allow_no_value), plus the default section every section falls back on."""

    _DEFAULT_INTERPOLATION = Interpolation()
    BOOLEAN_STATES = {"1": True, "yes": True, "true": True, "on": True,
                      "0": False, "no": False, "false": False, "off": False}

    def __init__(self, defaults=None, dict_type=dict, allow_no_value=False, *,
                 delimiters=("=", ":"), comment_prefixes=("#", ";"),
                 inline_comment_prefixes=None, strict=True, empty_lines_in_values=True,
                 default_section=DEFAULTSECT, interpolation=_UNSET, converters=_UNSET):
        self._new_dict = dict_type
        self._store = dict_type()
        self._dflt = dict_type()
        self._views = dict_type()
        self.default_section = default_section
        self._delims = tuple(delimiters)
        self._full_comments = tuple(comment_prefixes or ())
        self._inline_comments = tuple(inline_comment_prefixes or ())
        self._strict_mode = strict
        self._no_value_ok = allow_no_value
        self._blank_in_values = empty_lines_in_values
        chosen = self._DEFAULT_INTERPOLATION if interpolation is _UNSET else interpolation
        chosen = Interpolation() if chosen is None else chosen
        if not isinstance(chosen, Interpolation):
            raise TypeError("interpolation= must be None or an instance of Interpolation;"
                            " got an object of type {}".format(type(chosen)))
        self._interp = chosen
        self._conv_map = ConverterMapping(self)
        self._views[default_section] = SectionProxy(self, default_section)
        if converters is not _UNSET:
            self._conv_map.update(converters)
        if defaults:
            self._read_defaults(defaults)

    @property
    def converters(self):
        return self._conv_map

    def optionxform(self, optionstr):
        """How option names are stored and looked up: lowercased (override to change)."""
        return optionstr.lower()

    # ---- what is there ---------------------------------------------------------------------

    def defaults(self):
        return self._dflt

    def sections(self):
        """The section names in order, the default section not among them."""
        return [name for name in self._store]

    def has_section(self, section):
        return section in self._store

    def options(self, section):
        """The section's options, then the default section's it does not have."""
        if section not in self._store:
            raise NoSectionError(section)
        own = self._store[section]
        return list(own) + [k for k in self._dflt if k not in own]

    def has_option(self, section, option):
        key = self.optionxform(option)
        if section and section != self.default_section:
            if section not in self._store:
                return False
            return key in self._store[section] or key in self._dflt
        return key in self._dflt

    # ---- reading ---------------------------------------------------------------------------

    def read(self, filenames, encoding=None):
        """Reads each file that can be opened (the others are skipped); the names read."""
        names = [filenames] if _is_path(filenames) else filenames
        done = []
        for name in names:
            try:
                fp = open(name, encoding=encoding)
            except OSError:
                continue
            with fp:
                self._read(fp, name)
            done.append(name.__fspath__() if hasattr(name, "__fspath__") else name)
        return done

    def read_file(self, f, source=None):
        """Reads the lines of an iterable (a file object: its name is the source)."""
        if source is None:
            source = getattr(f, "name", "<???>")
        self._read(f, source)

    def read_string(self, string, source="<string>"):
        self._read(string.splitlines(True), source)

    def read_dict(self, dictionary, source="<dict>"):
        """Reads {section: {option: value}}: keys and values become str (None stays)."""
        seen = set()
        for section, pairs in dictionary.items():
            section = str(section)
            try:
                self.add_section(section)
            except (DuplicateSectionError, ValueError):
                if self._strict_mode and section in seen:
                    raise
            seen.add(section)
            for option, value in pairs.items():
                option = self.optionxform(str(option))
                if self._strict_mode and (section, option) in seen:
                    raise DuplicateOptionError(section, option, source)
                seen.add((section, option))
                self.set(section, option, None if value is None else str(value))

    def readfp(self, fp, filename=None):
        import warnings
        warnings.warn("This method will be removed in Python 3.12. Use 'parser.read_file()' "
                      "instead.", DeprecationWarning, stacklevel=2)
        self.read_file(fp, source=filename)

    def _read(self, lines, source):
        reader = _Reader(self, source)
        for lineno, line in enumerate(lines, start=1):
            reader.feed(lineno, line)
        reader.finish()

    def _read_defaults(self, defaults):
        self.read_dict({self.default_section: defaults})

    # ---- getting ----------------------------------------------------------------------------

    def _lookup_scope(self, section, vars):
        """default section < section < vars, as one dict (NoSectionError for an unknown
        section)."""
        scope = dict(self._dflt)
        if section in self._store:
            scope.update(self._store[section])
        elif section != self.default_section:
            raise NoSectionError(section)
        for key, value in (vars or {}).items():
            scope[self.optionxform(key)] = None if value is None else str(value)
        return scope

    def get(self, section, option, *, raw=False, vars=None, fallback=_UNSET):
        """The option's value (from the section, the default section or `vars`),
        interpolated unless raw; `fallback` instead of NoSectionError/NoOptionError if
        given."""
        try:
            scope = self._lookup_scope(section, vars)
        except NoSectionError:
            if fallback is _UNSET:
                raise
            return fallback
        key = self.optionxform(option)
        if key not in scope:
            if fallback is _UNSET:
                raise NoOptionError(key, section)
            return fallback
        value = scope[key]
        if raw or value is None:
            return value
        return self._interp.before_get(self, section, key, value, scope)

    def _get(self, section, conv, option, **kwargs):
        return conv(self.get(section, option, **kwargs))

    def _get_conv(self, section, option, conv, *, raw=False, vars=None, fallback=_UNSET,
                  **kwargs):
        try:
            text = self.get(section, option, raw=raw, vars=vars, **kwargs)
        except (NoSectionError, NoOptionError):
            if fallback is _UNSET:
                raise
            return fallback
        return conv(text)

    def getint(self, section, option, *, raw=False, vars=None, fallback=_UNSET, **kwargs):
        return self._get_conv(section, option, int, raw=raw, vars=vars, fallback=fallback,
                              **kwargs)

    def getfloat(self, section, option, *, raw=False, vars=None, fallback=_UNSET, **kwargs):
        return self._get_conv(section, option, float, raw=raw, vars=vars, fallback=fallback,
                              **kwargs)

    def getboolean(self, section, option, *, raw=False, vars=None, fallback=_UNSET, **kwargs):
        return self._get_conv(section, option, self._convert_to_boolean, raw=raw, vars=vars,
                              fallback=fallback, **kwargs)

    def _convert_to_boolean(self, value):
        state = self.BOOLEAN_STATES.get(value.lower())
        if state is None:
            raise ValueError("Not a boolean: %s" % value)
        return state

    def items(self, section=_UNSET, raw=False, vars=None):
        """Without a section: (name, SectionProxy) pairs, the default section first. With
        one: its (option, value) pairs with the default section's, interpolated unless raw."""
        if section is _UNSET:
            return MutableMapping.items(self)
        scope = dict(self._dflt)
        if section in self._store:
            scope.update(self._store[section])
        elif section != self.default_section:
            raise NoSectionError(section)
        names = list(scope)
        for key, value in (vars or {}).items():
            scope[self.optionxform(key)] = value
        if raw:
            return [(name, scope[name]) for name in names]
        interp = self._interp
        return [(name, interp.before_get(self, section, name, scope[name], scope))
                for name in names]

    def popitem(self):
        """Removes the first section; its (name, SectionProxy)."""
        names = self.sections()
        if not names:
            raise KeyError
        view = self[names[0]]
        del self[names[0]]
        return names[0], view

    # ---- changing ---------------------------------------------------------------------------

    def add_section(self, section):
        """A new empty section (ValueError for the default section's name,
        DuplicateSectionError for an existing one)."""
        if section == self.default_section:
            raise ValueError("Invalid section name: %r" % section)
        if section in self._store:
            raise DuplicateSectionError(section)
        self._store[section] = self._new_dict()
        self._views[section] = SectionProxy(self, section)

    def _options_of(self, section):
        if section and section != self.default_section:
            if section not in self._store:
                raise NoSectionError(section) from None
            return self._store[section]
        return self._dflt

    def set(self, section, option, value=None):
        """Sets an option ('' or the default section's name: in the default section)."""
        if value:
            value = self._interp.before_set(self, section, option, value)
        self._options_of(section)[self.optionxform(option)] = value

    def remove_option(self, section, option):
        """Removes an option; whether there was one."""
        opts = self._options_of(section)
        key = self.optionxform(option)
        if key not in opts:
            return False
        del opts[key]
        return True

    def remove_section(self, section):
        """Removes a section; whether there was one."""
        if section not in self._store:
            return False
        del self._store[section]
        del self._views[section]
        return True

    # ---- writing -----------------------------------------------------------------------------

    def write(self, fp, space_around_delimiters=True):
        """Writes the configuration as INI text: the default section first, then each
        section, each followed by an empty line; multi-line values continue on lines that
        start with a tab."""
        sep = self._delims[0]
        if space_around_delimiters:
            sep = " " + sep + " "
        blocks = [(self.default_section, self._dflt)] if self._dflt else []
        blocks += list(self._store.items())
        for name, opts in blocks:
            fp.write("[%s]\n" % (name,))
            for key, value in opts.items():
                value = self._interp.before_write(self, name, key, value)
                if value is None and self._no_value_ok:
                    fp.write("%s\n" % (key,))
                else:
                    fp.write("%s%s%s\n" % (key, sep, str(value).replace("\n", "\n\t")))
            fp.write("\n")

    # ---- the mapping protocol -----------------------------------------------------------------

    def __getitem__(self, key):
        if key == self.default_section or key in self._store:
            return self._views[key]
        raise KeyError(key)

    def __setitem__(self, key, value):
        if key in self and self[key] is value:
            return
        if key == self.default_section:
            self._dflt.clear()
        elif key in self._store:
            self._store[key].clear()
        self.read_dict({key: value})

    def __delitem__(self, key):
        if key == self.default_section:
            raise ValueError("Cannot remove the default section.")
        if key not in self._store:
            raise KeyError(key)
        self.remove_section(key)

    def __contains__(self, key):
        return key == self.default_section or key in self._store

    def __len__(self):
        return 1 + len(self._store)

    def __iter__(self):
        yield self.default_section
        yield from list(self._store)

    def _validate_value_types(self, *, section="", option="", value=""):
        if not isinstance(section, str):
            raise TypeError("section names must be strings")
        if not isinstance(option, str):
            raise TypeError("option keys must be strings")
        if (value or not self._no_value_ok) and not isinstance(value, str):
            raise TypeError("option values must be strings")


class ConfigParser(RawConfigParser):
    """RawConfigParser with BasicInterpolation, and only str section names and values."""

    _DEFAULT_INTERPOLATION = BasicInterpolation()

    def set(self, section, option, value=None):
        self._validate_value_types(option=option, value=value)
        RawConfigParser.set(self, section, option, value)

    def add_section(self, section):
        self._validate_value_types(section=section)
        RawConfigParser.add_section(self, section)

    def _read_defaults(self, defaults):
        # the constructor's defaults are taken as they are (no interpolation check)
        kept, self._interp = self._interp, Interpolation()
        try:
            RawConfigParser._read_defaults(self, defaults)
        finally:
            self._interp = kept


class SafeConfigParser(ConfigParser):
    """The deprecated name of ConfigParser (removed in 3.12)."""

    def __init__(self, *args, **kwargs):
        ConfigParser.__init__(self, *args, **kwargs)
        import warnings
        warnings.warn("The SafeConfigParser class has been renamed to ConfigParser in Python "
                      "3.2. This alias will be removed in Python 3.12. Use ConfigParser "
                      "directly instead.", DeprecationWarning, stacklevel=2)


for _cls in (RawConfigParser, ConfigParser, SafeConfigParser):
    _cls.__module__ = "configparser"
del _cls
