"""configparser as CPython 3.11's: INI-style configuration files.

RawConfigParser and ConfigParser (BasicInterpolation by default; ExtendedInterpolation on
request) read strings, dicts, file objects and the run's files, and write CPython's format. The
exceptions, interpolations and SectionProxy live in `_configparser_parts.py`.
"""

import itertools
import os
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


class RawConfigParser(MutableMapping):
    """A configuration: sections of options, and the DEFAULT section every section falls back
    on. No interpolation unless one is given."""

    _DEFAULT_INTERPOLATION = Interpolation()
    BOOLEAN_STATES = {"1": True, "yes": True, "true": True, "on": True,
                      "0": False, "no": False, "false": False, "off": False}

    def __init__(self, defaults=None, dict_type=dict, allow_no_value=False, *,
                 delimiters=("=", ":"), comment_prefixes=("#", ";"),
                 inline_comment_prefixes=None, strict=True, empty_lines_in_values=True,
                 default_section=DEFAULTSECT, interpolation=_UNSET, converters=_UNSET):
        self._dict = dict_type
        self._sections = self._dict()
        self._defaults = self._dict()
        self._proxies = self._dict()
        self._converters = ConverterMapping(self)
        self._proxies[default_section] = SectionProxy(self, default_section)
        self._delimiters = tuple(delimiters)
        self._comment_prefixes = tuple(comment_prefixes or ())
        self._inline_comment_prefixes = tuple(inline_comment_prefixes or ())
        self._strict = strict
        self._allow_no_value = allow_no_value
        self._empty_lines_in_values = empty_lines_in_values
        self.default_section = default_section
        self._interpolation = interpolation
        if self._interpolation is _UNSET:
            self._interpolation = self._DEFAULT_INTERPOLATION
        if self._interpolation is None:
            self._interpolation = Interpolation()
        if not isinstance(self._interpolation, Interpolation):
            raise TypeError("interpolation= must be None or an instance of Interpolation;"
                            " got an object of type {}".format(type(self._interpolation)))
        if converters is not _UNSET:
            self._converters.update(converters)
        if defaults:
            self._read_defaults(defaults)

    # ---- sections and options -----------------------------------------------------------

    def defaults(self):
        return self._defaults

    def sections(self):
        """The section names, DEFAULT excluded."""
        return list(self._sections.keys())

    def add_section(self, section):
        """Adds a section (ValueError for the default section's name, DuplicateSectionError
        if it exists)."""
        if section == self.default_section:
            raise ValueError("Invalid section name: %r" % section)
        if section in self._sections:
            raise DuplicateSectionError(section)
        self._sections[section] = self._dict()
        self._proxies[section] = SectionProxy(self, section)

    def has_section(self, section):
        return section in self._sections

    def options(self, section):
        """The section's option names, then DEFAULT's that it does not override."""
        try:
            opts = self._sections[section].copy()
        except KeyError:
            raise NoSectionError(section) from None
        opts.update(self._defaults)
        return list(opts.keys())

    def optionxform(self, optionstr):
        return optionstr.lower()

    def has_option(self, section, option):
        if not section or section == self.default_section:
            return self.optionxform(option) in self._defaults
        if section not in self._sections:
            return False
        option = self.optionxform(option)
        return option in self._sections[section] or option in self._defaults

    # ---- reading -------------------------------------------------------------------------

    def read(self, filenames, encoding=None):
        """Reads each of the files that exist (others are skipped); the names read."""
        if isinstance(filenames, (str, bytes)) or hasattr(filenames, "__fspath__"):
            filenames = [filenames]
        read_ok = []
        for filename in filenames:
            try:
                with open(filename, encoding=encoding) as fp:
                    self._read(fp, filename)
            except OSError:
                continue
            if hasattr(filename, "__fspath__"):
                filename = os.fspath(filename)
            read_ok.append(filename)
        return read_ok

    def read_file(self, f, source=None):
        """Reads from an iterable of lines (a file object)."""
        if source is None:
            try:
                source = f.name
            except AttributeError:
                source = "<???>"
        self._read(f, source)

    def read_string(self, string, source="<string>"):
        self._read(string.splitlines(True), source)

    def read_dict(self, dictionary, source="<dict>"):
        """Reads {section: {option: value}}; keys and values are made str (None stays)."""
        added = set()
        for section, keys in dictionary.items():
            section = str(section)
            try:
                self.add_section(section)
            except (DuplicateSectionError, ValueError):
                if self._strict and section in added:
                    raise
            added.add(section)
            for key, value in keys.items():
                key = self.optionxform(str(key))
                if value is not None:
                    value = str(value)
                if self._strict and (section, key) in added:
                    raise DuplicateOptionError(section, key, source)
                added.add((section, key))
                self.set(section, key, value)

    def readfp(self, fp, filename=None):
        import warnings
        warnings.warn("This method will be removed in Python 3.12. Use 'parser.read_file()' "
                      "instead.", DeprecationWarning, stacklevel=2)
        self.read_file(fp, source=filename)

    def _comment_start(self, line):
        """Where the line's comment starts, or None."""
        stripped = line.strip()
        for prefix in self._comment_prefixes:
            if stripped.startswith(prefix):
                return 0
        best = None
        for prefix in self._inline_comment_prefixes:
            at = line.find(prefix)
            while at != -1:
                if at == 0 or line[at - 1].isspace():
                    if best is None or at < best:
                        best = at
                    break
                at = line.find(prefix, at + 1)
        return best

    def _split_option(self, text):
        """(name, delimiter, value) of an option line, the name the text before the first
        delimiter; (text, None, None) when it has none."""
        at, delim = -1, None
        for d in self._delimiters:
            k = text.find(d)
            if k != -1 and (at == -1 or k < at):
                at, delim = k, d
        if delim is None:
            return text, None, None
        return text[:at].rstrip(), delim, text[at + len(delim):].strip()

    def _read(self, lines, source):
        section = None          # the dict lines go into
        sectname = None
        option = None           # the option continuation lines extend
        indent = 0
        added = set()
        error = None
        for lineno, line in enumerate(lines, start=1):
            cut = self._comment_start(line)
            text = (line if cut is None else line[:cut]).strip()
            if not text:
                if self._empty_lines_in_values:
                    if (cut is None and section is not None and option
                            and section[option] is not None):
                        section[option].append("")
                else:
                    indent = float("inf")
                continue
            level = len(line) - len(line.lstrip())
            if section is not None and option and level > indent:
                section[option].append(text)
                continue
            indent = level
            close = text.rfind("]")
            if text.startswith("[") and close >= 2:
                sectname = text[1:close]
                if sectname in self._sections:
                    if self._strict and sectname in added:
                        raise DuplicateSectionError(sectname, source, lineno)
                    section = self._sections[sectname]
                    added.add(sectname)
                elif sectname == self.default_section:
                    section = self._defaults
                else:
                    section = self._dict()
                    self._sections[sectname] = section
                    self._proxies[sectname] = SectionProxy(self, sectname)
                    added.add(sectname)
                option = None
                continue
            if section is None:
                raise MissingSectionHeaderError(source, lineno, line)
            name, delim, value = self._split_option(text)
            if delim is None and not self._allow_no_value:
                error = self._note_error(error, source, lineno, line)
                continue
            if not name:
                error = self._note_error(error, source, lineno, line)
            option = self.optionxform(name.rstrip())
            if self._strict and (sectname, option) in added:
                raise DuplicateOptionError(sectname, option, source, lineno)
            added.add((sectname, option))
            section[option] = [value] if delim is not None else None
        self._join_values()
        if error:
            raise error

    @staticmethod
    def _note_error(error, source, lineno, line):
        if not error:
            error = ParsingError(source)
        error.append(lineno, repr(line))
        return error

    def _join_values(self):
        everything = [(self.default_section, self._defaults)] + list(self._sections.items())
        for name, options in everything:
            for key in list(options):
                value = options[key]
                if isinstance(value, list):
                    value = "\n".join(value).rstrip()
                options[key] = self._interpolation.before_read(self, name, key, value)

    def _read_defaults(self, defaults):
        self.read_dict({self.default_section: defaults})

    # ---- getting -----------------------------------------------------------------------------

    def _unify_values(self, section, vars):
        try:
            sectiondict = self._sections[section]
        except KeyError:
            if section != self.default_section:
                raise NoSectionError(section) from None
            sectiondict = {}
        vardict = {}
        if vars:
            for key, value in vars.items():
                if value is not None:
                    value = str(value)
                vardict[self.optionxform(key)] = value
        merged = dict(self._defaults)
        merged.update(sectiondict)
        merged.update(vardict)
        return merged

    def get(self, section, option, *, raw=False, vars=None, fallback=_UNSET):
        """The option's value in the section (or DEFAULT, or `vars`), interpolated unless
        raw; `fallback` instead of NoSectionError/NoOptionError when given."""
        try:
            d = self._unify_values(section, vars)
        except NoSectionError:
            if fallback is _UNSET:
                raise
            return fallback
        option = self.optionxform(option)
        try:
            value = d[option]
        except KeyError:
            if fallback is _UNSET:
                raise NoOptionError(option, section)
            return fallback
        if raw or value is None:
            return value
        return self._interpolation.before_get(self, section, option, value, d)

    def _get(self, section, conv, option, **kwargs):
        return conv(self.get(section, option, **kwargs))

    def _get_conv(self, section, option, conv, *, raw=False, vars=None, fallback=_UNSET,
                  **kwargs):
        try:
            return self._get(section, conv, option, raw=raw, vars=vars, **kwargs)
        except (NoSectionError, NoOptionError):
            if fallback is _UNSET:
                raise
            return fallback

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
        if value.lower() not in self.BOOLEAN_STATES:
            raise ValueError("Not a boolean: %s" % value)
        return self.BOOLEAN_STATES[value.lower()]

    def items(self, section=_UNSET, raw=False, vars=None):
        """Without a section, (name, SectionProxy) pairs (DEFAULT first); with one, its
        (option, value) pairs, DEFAULT's included, interpolated unless raw."""
        if section is _UNSET:
            return MutableMapping.items(self)
        d = dict(self._defaults)
        try:
            d.update(self._sections[section])
        except KeyError:
            if section != self.default_section:
                raise NoSectionError(section)
        names = list(d.keys())
        if vars:
            for key, value in vars.items():
                d[self.optionxform(key)] = value
        if raw:
            return [(name, d[name]) for name in names]
        return [(name, self._interpolation.before_get(self, section, name, d[name], d))
                for name in names]

    def popitem(self):
        """Removes and returns the first section's (name, SectionProxy)."""
        for key in self.sections():
            value = self[key]
            del self[key]
            return key, value
        raise KeyError

    # ---- changing ------------------------------------------------------------------------------

    def set(self, section, option, value=None):
        """Sets an option (in DEFAULT when the section is '' or the default section)."""
        if value:
            value = self._interpolation.before_set(self, section, option, value)
        if not section or section == self.default_section:
            sectdict = self._defaults
        else:
            try:
                sectdict = self._sections[section]
            except KeyError:
                raise NoSectionError(section) from None
        sectdict[self.optionxform(option)] = value

    def remove_option(self, section, option):
        """Removes an option; whether it existed."""
        if not section or section == self.default_section:
            sectdict = self._defaults
        else:
            try:
                sectdict = self._sections[section]
            except KeyError:
                raise NoSectionError(section) from None
        option = self.optionxform(option)
        existed = option in sectdict
        if existed:
            del sectdict[option]
        return existed

    def remove_section(self, section):
        """Removes a section; whether it existed."""
        existed = section in self._sections
        if existed:
            del self._sections[section]
            del self._proxies[section]
        return existed

    # ---- writing ---------------------------------------------------------------------------------

    def write(self, fp, space_around_delimiters=True):
        """Writes the configuration in INI form (DEFAULT first, each section followed by a
        blank line; continuation lines indented with a tab)."""
        d = self._delimiters[0]
        if space_around_delimiters:
            d = " {} ".format(d)
        if self._defaults:
            self._write_section(fp, self.default_section, self._defaults.items(), d)
        for section in self._sections:
            self._write_section(fp, section, self._sections[section].items(), d)

    def _write_section(self, fp, name, items, delimiter):
        fp.write("[{}]\n".format(name))
        for key, value in items:
            value = self._interpolation.before_write(self, name, key, value)
            if value is not None or not self._allow_no_value:
                value = delimiter + str(value).replace("\n", "\n\t")
            else:
                value = ""
            fp.write("{}{}\n".format(key, value))
        fp.write("\n")

    # ---- the mapping protocol ----------------------------------------------------------------------

    def __getitem__(self, key):
        if key != self.default_section and not self.has_section(key):
            raise KeyError(key)
        return self._proxies[key]

    def __setitem__(self, key, value):
        if key in self and self[key] is value:
            return
        if key == self.default_section:
            self._defaults.clear()
        elif key in self._sections:
            self._sections[key].clear()
        self.read_dict({key: value})

    def __delitem__(self, key):
        if key == self.default_section:
            raise ValueError("Cannot remove the default section.")
        if not self.has_section(key):
            raise KeyError(key)
        self.remove_section(key)

    def __contains__(self, key):
        return key == self.default_section or self.has_section(key)

    def __len__(self):
        return len(self._sections) + 1

    def __iter__(self):
        return itertools.chain((self.default_section,), self._sections.keys())

    def _validate_value_types(self, *, section="", option="", value=""):
        if not isinstance(section, str):
            raise TypeError("section names must be strings")
        if not isinstance(option, str):
            raise TypeError("option keys must be strings")
        if not self._allow_no_value or value:
            if not isinstance(value, str):
                raise TypeError("option values must be strings")

    @property
    def converters(self):
        return self._converters


class ConfigParser(RawConfigParser):
    """RawConfigParser with BasicInterpolation and str-only values."""

    _DEFAULT_INTERPOLATION = BasicInterpolation()

    def set(self, section, option, value=None):
        self._validate_value_types(option=option, value=value)
        super().set(section, option, value)

    def add_section(self, section):
        self._validate_value_types(section=section)
        super().add_section(section)

    def _read_defaults(self, defaults):
        hold = self._interpolation
        try:
            self._interpolation = Interpolation()
            self.read_dict({self.default_section: defaults})
        finally:
            self._interpolation = hold


class SafeConfigParser(ConfigParser):
    """Deprecated alias of ConfigParser (removed in 3.12)."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        import warnings
        warnings.warn("The SafeConfigParser class has been renamed to ConfigParser in Python "
                      "3.2. This alias will be removed in Python 3.12. Use ConfigParser "
                      "directly instead.", DeprecationWarning, stacklevel=2)


for _cls in (RawConfigParser, ConfigParser, SafeConfigParser):
    _cls.__module__ = "configparser"
del _cls
