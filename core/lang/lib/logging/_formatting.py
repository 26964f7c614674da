"""The formatting half of the playground's logging: the three format styles, Formatter and
BufferingFormatter (shown as members of `logging`, which re-exports them).

A style knows its format text, the defaults merged under a record's attributes, how to spot the
asctime field, how to check the text (3.11's validation rules) and how to fill it in."""

import re
import time
import traceback

# The format basicConfig gives the root logger's handler (for the default "%" style).
BASIC_FORMAT = "%(levelname)s:%(name)s:%(message)s"

_PERCENT_FIELD = re.compile(r"%\(\w+\)[-#0+ ]*(?:\*|\d+)?(?:\.(?:\*|\d+))?[diouxefgcrsa%]",
                            re.IGNORECASE)
_BRACE_NAME = re.compile(r"\w+(?:\[[^\]]+\]|\.\w+)*$")
_BRACE_SPEC = re.compile("".join([
    r"(?:.?[<>=^])?",             # fill and alignment
    r"[-+ ]?#?0?",                # sign, alternate form, zero padding
    r"(?:\d+|\{\w+\})?[,_]?",     # width (maybe nested) and grouping
    r"(?:\.(?:\d+|\{\w+\}))?",    # precision
    r"[bcdefgnosx%]?$"]), re.IGNORECASE)
_DOLLAR = re.compile(r"\$(?:(\$)|([_A-Za-z][_A-Za-z0-9]*)|\{([_A-Za-z][_A-Za-z0-9]*)\}|)")


class PercentStyle:
    __module__ = "logging"
    default_format = "%(message)s"
    asctime_format = "%(asctime)s"
    asctime_search = "%(asctime)"
    validation_pattern = _PERCENT_FIELD

    def __init__(self, fmt, *, defaults=None):
        self._fmt = fmt if fmt else self.default_format
        self._defaults = defaults

    def _values(self, record):
        # A record's attributes, over the formatter's defaults when it has some.
        extra = self._defaults
        return {**extra, **record.__dict__} if extra else record.__dict__

    def usesTime(self):
        return self.asctime_search in self._fmt

    def validate(self):
        if self.validation_pattern.search(self._fmt) is None:
            raise ValueError("Invalid format '%s' for '%s' style"
                             % (self._fmt, self.default_format[0]))

    def _format(self, record):
        extra = self._defaults
        return self._fmt % ({**extra, **record.__dict__} if extra else record.__dict__)

    def format(self, record):
        try:
            text = self._format(record)
        except KeyError as missing:
            raise ValueError("Formatting field not found in record: %s" % (missing,))
        return text


class StrFormatStyle(PercentStyle):
    __module__ = "logging"
    default_format = "{message}"
    asctime_format = "{asctime}"
    asctime_search = "{asctime"
    fmt_spec = _BRACE_SPEC
    field_spec = _BRACE_NAME

    def _format(self, record):
        return self._fmt.format(**self._values(record))

    def _check_fields(self):
        from string import Formatter as _Parser
        named = 0
        for _text, field, spec, conversion in _Parser().parse(self._fmt):
            if field:
                if not self.field_spec.match(field):
                    raise ValueError("invalid field name/expression: %r" % (field,))
                named += 1
            if conversion and conversion not in "rsa":
                raise ValueError("invalid conversion: %r" % (conversion,))
            if spec and not self.fmt_spec.match(spec):
                raise ValueError("bad specifier: %r" % (spec,))
        return named

    def validate(self):
        try:
            named = self._check_fields()
        except ValueError as problem:
            raise ValueError("invalid format: %s" % (problem,))
        if not named:
            raise ValueError("invalid format: no fields")


class StringTemplateStyle(PercentStyle):
    __module__ = "logging"
    default_format = "${message}"
    asctime_format = "${asctime}"
    asctime_search = "${asctime}"

    def __init__(self, *args, **kwargs):
        PercentStyle.__init__(self, *args, **kwargs)
        from string import Template
        self._tpl = Template(self._fmt)

    def usesTime(self):
        return "$asctime" in self._fmt or self.asctime_search in self._fmt

    def validate(self):
        named = False
        for found in _DOLLAR.finditer(self._fmt):
            escaped, plain, braced = found.groups()
            if plain or braced:
                named = True
            elif escaped is None:
                raise ValueError("invalid format: bare '$' not allowed")
        if not named:
            raise ValueError("invalid format: no fields")

    def _format(self, record):
        return self._tpl.substitute(**self._values(record))


# style character -> (style class, the format basicConfig uses when given none)
_STYLES = {
    "%": (PercentStyle, BASIC_FORMAT),
    "{": (StrFormatStyle, "{levelname}:{name}:{message}"),
    "$": (StringTemplateStyle, "${levelname}:${name}:${message}"),
}


def _style_class(style):
    entry = _STYLES.get(style)
    if entry is None:
        raise ValueError("Style must be one of: %s" % ",".join(_STYLES))
    return entry[0]


def _joined(text, extra):
    # Exception and stack text start on a line of their own.
    return (text if text.endswith("\n") else text + "\n") + extra


class Formatter:
    __module__ = "logging"
    converter = time.localtime
    default_time_format = "%Y-%m-%d %H:%M:%S"
    default_msec_format = "%s,%03d"

    def __init__(self, fmt=None, datefmt=None, style="%", validate=True, *, defaults=None):
        self._style = _style_class(style)(fmt, defaults=defaults)
        if validate:
            self._style.validate()
        self._fmt = self._style._fmt
        self.datefmt = datefmt

    def _time_tuple(self, seconds):
        # `converter` may be set on the instance or a class as a plain function (time.localtime
        # and gmtime are Python functions here, which CPython's builtins are not): never bound.
        conv = self.__dict__.get("converter")
        if conv is None:
            for klass in type(self).__mro__:
                if "converter" in klass.__dict__:
                    conv = klass.__dict__["converter"]
                    if isinstance(conv, staticmethod):
                        conv = conv.__func__
                    break
            else:
                conv = time.localtime
        return conv(seconds)

    def formatTime(self, record, datefmt=None):
        when = self._time_tuple(record.created)
        if datefmt:
            return time.strftime(datefmt, when)
        text = time.strftime(self.default_time_format, when)
        if self.default_msec_format:
            text = self.default_msec_format % (text, record.msecs)
        return text

    def formatException(self, ei):
        text = "".join(traceback.format_exception(ei[0], ei[1], ei[2]))
        return text[:-1] if text.endswith("\n") else text

    def formatStack(self, stack_info):
        return stack_info

    def formatMessage(self, record):
        return self._style.format(record)

    def usesTime(self):
        return self._style.usesTime()

    def format(self, record):
        record.message = record.getMessage()
        if self.usesTime():
            record.asctime = self.formatTime(record, self.datefmt)
        text = self.formatMessage(record)
        if record.exc_info and not record.exc_text:
            # Kept on the record: every handler shares the one rendering.
            record.exc_text = self.formatException(record.exc_info)
        if record.exc_text:
            text = _joined(text, record.exc_text)
        if record.stack_info:
            text = _joined(text, self.formatStack(record.stack_info))
        return text


_defaultFormatter = Formatter()


class BufferingFormatter:
    __module__ = "logging"

    def __init__(self, linefmt=None):
        self.linefmt = linefmt or _defaultFormatter

    def formatHeader(self, records):
        return ""

    def formatFooter(self, records):
        return ""

    def format(self, records):
        if not records:
            return ""
        body = "".join(self.linefmt.format(one) for one in records)
        return self.formatHeader(records) + body + self.formatFooter(records)
