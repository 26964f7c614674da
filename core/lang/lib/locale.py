"""locale for the C/POSIX locale (and glibc's C.UTF-8), as CPython 3.11 on Linux behaves there.

The playground has no other locales: setlocale accepts "C", "POSIX", "C.UTF-8"/"C.utf8", None
(a query) and "" (the environment's: `LC_ALL`, then `LC_<CATEGORY>`, then `LANG` in
`os.environ`; unset, the playground's environment is taken as `LANG=C.UTF-8`, so "" gives
"C.UTF-8"); any other name raises `locale.Error: unsupported locale setting`, as CPython does
for a locale the system lacks. As in CPython at start-up, LC_CTYPE starts as "C.UTF-8" and the
other categories as "C". The C locale has no grouping and no currency, so formatting is plain
`%` formatting (monetary formatting removes the decimal point: the C locale's is '').
"""

import warnings as _warnings

__all__ = ["getlocale", "getdefaultlocale", "getpreferredencoding", "Error", "setlocale",
           "resetlocale", "localeconv", "strcoll", "strxfrm", "str", "atof", "atoi", "format",
           "format_string", "currency", "normalize", "LC_CTYPE", "LC_COLLATE", "LC_TIME",
           "LC_MONETARY", "LC_NUMERIC", "LC_ALL", "CHAR_MAX", "getencoding", "LC_MESSAGES"]

_builtin_str = str

LC_CTYPE = 0
LC_NUMERIC = 1
LC_TIME = 2
LC_COLLATE = 3
LC_MONETARY = 4
LC_MESSAGES = 5
LC_ALL = 6
CHAR_MAX = 127


class Error(Exception):
    pass


Error.__module__ = "locale"

# glibc's categories in its composite-name order (the last six have no Python constant).
_GLIBC_ORDER = ["LC_CTYPE", "LC_NUMERIC", "LC_TIME", "LC_COLLATE", "LC_MONETARY", "LC_MESSAGES",
                "LC_PAPER", "LC_NAME", "LC_ADDRESS", "LC_TELEPHONE", "LC_MEASUREMENT",
                "LC_IDENTIFICATION"]
_BY_NUMBER = {0: "LC_CTYPE", 1: "LC_NUMERIC", 2: "LC_TIME", 3: "LC_COLLATE", 4: "LC_MONETARY",
              5: "LC_MESSAGES"}
_state = {name: "C" for name in _GLIBC_ORDER}
_state["LC_CTYPE"] = "C.UTF-8"
_ENV_DEFAULT = "C.UTF-8"


def _known(name):
    """The name glibc reports for a locale it has, or None."""
    if name in ("C", "POSIX"):
        return "C"
    if name in ("C.UTF-8", "C.utf8"):
        return name
    return None


def _env(var):
    """The environment variable, with the playground's LANG=C.UTF-8 when LANG is unset."""
    import os
    if var == "LANG" and var not in os.environ:
        return _ENV_DEFAULT
    return os.environ.get(var)


def _from_environment(category):
    for var in ("LC_ALL", category, "LANG"):
        value = _env(var)
        if value:
            return value
    return "C"


def _composite():
    values = [_state[c] for c in _GLIBC_ORDER]
    if all(v == values[0] for v in values):
        return values[0]
    return ";".join(c + "=" + _state[c] for c in _GLIBC_ORDER)


def _build_localename(localetuple):
    try:
        language, encoding = localetuple
    except (TypeError, ValueError):
        raise TypeError("Locale must be None, a string, or an iterable of two strings -- "
                        "language code, encoding.") from None
    if language is None:
        language = "C"
    if encoding is None:
        return language
    return language + "." + encoding


def setlocale(category, locale=None):
    """Sets the locale of `category` (or of all, LC_ALL) and returns its name; with locale None
    only returns the current name."""
    if locale is not None and not isinstance(locale, _builtin_str):
        locale = normalize(_build_localename(locale))
    if not isinstance(category, int):
        raise TypeError("'%s' object cannot be interpreted as an integer" % type(category).__name__)
    if category != LC_ALL and category not in _BY_NUMBER:
        raise Error("unsupported locale setting")
    names = _GLIBC_ORDER if category == LC_ALL else [_BY_NUMBER[category]]
    if locale is None:
        return _composite() if category == LC_ALL else _state[names[0]]
    chosen = {}
    for name in names:
        wanted = _from_environment(name) if locale == "" else locale
        got = _known(wanted)
        if got is None:
            raise Error("unsupported locale setting")
        chosen[name] = got
    _state.update(chosen)
    return _composite() if category == LC_ALL else _state[names[0]]


def localeconv():
    """The C locale's numeric and monetary conventions."""
    return {"int_curr_symbol": "", "currency_symbol": "", "mon_decimal_point": "",
            "mon_thousands_sep": "", "mon_grouping": [], "positive_sign": "",
            "negative_sign": "", "int_frac_digits": CHAR_MAX, "frac_digits": CHAR_MAX,
            "p_cs_precedes": CHAR_MAX, "p_sep_by_space": CHAR_MAX, "n_cs_precedes": CHAR_MAX,
            "n_sep_by_space": CHAR_MAX, "p_sign_posn": CHAR_MAX, "n_sign_posn": CHAR_MAX,
            "decimal_point": ".", "thousands_sep": "", "grouping": []}


def _parse_localename(localename):
    code = normalize(localename)
    if "@" in code:
        code, modifier = code.split("@", 1)
        if modifier == "euro" and "." not in code:
            return code, "iso-8859-15"
    if "." in code:
        return tuple(code.split(".")[:2])
    if code == "C":
        return None, None
    if code == "UTF-8":
        return None, "UTF-8"
    raise ValueError("unknown locale: %s" % localename)


def getlocale(category=LC_CTYPE):
    """(language code, encoding) of the category's locale; (None, None) for C."""
    localename = setlocale(category)
    if category == LC_ALL and ";" in localename:
        raise TypeError("category LC_ALL is not supported")
    return _parse_localename(localename)


def getdefaultlocale(envvars=("LC_ALL", "LC_CTYPE", "LANG", "LANGUAGE")):
    """(language code, encoding) of the environment's locale (deprecated in 3.11)."""
    _warnings.warn("Use setlocale(), getencoding() and getlocale() instead",
                   DeprecationWarning, stacklevel=2)
    for var in envvars:
        value = _env(var)
        if value:
            if var == "LANGUAGE":
                value = value.split(":")[0]
            break
    else:
        value = "C"
    return _parse_localename(value)


def resetlocale(category=LC_ALL):
    """Sets the category to the default locale (deprecated in 3.11)."""
    _warnings.warn("Use locale.setlocale(locale.LC_ALL, '') instead", DeprecationWarning,
                   stacklevel=2)
    with _warnings.catch_warnings():
        _warnings.simplefilter("ignore", DeprecationWarning)
        loc = getdefaultlocale()
    setlocale(category, _build_localename(loc))


def getencoding():
    """The current LC_CTYPE locale's encoding."""
    return "UTF-8" if _state["LC_CTYPE"] != "C" else "ANSI_X3.4-1968"


def getpreferredencoding(do_setlocale=True):
    """The encoding text files use by default: the environment locale's (UTF-8)."""
    if not do_setlocale:
        return getencoding()
    return "UTF-8" if _known(_from_environment("LC_CTYPE")) != "C" else "ANSI_X3.4-1968"


def strcoll(a, b):
    """Compares two strings as the C locale collates them (by code point): -1, 0 or 1."""
    for i, s in enumerate((a, b)):
        if not isinstance(s, _builtin_str):
            raise TypeError("strcoll() argument %d must be str, not %s"
                            % (i + 1, type(s).__name__))
    return (a > b) - (a < b)


def strxfrm(string):
    """The string's C-locale collation key: itself."""
    if not isinstance(string, _builtin_str):
        raise TypeError("strxfrm() argument must be str, not %s" % type(string).__name__)
    return string


from _locale_format import (format_string, format, currency, str, localize, delocalize,  # noqa
                            atof, atoi, normalize, locale_alias, locale_encoding_alias)
