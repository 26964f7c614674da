# traceback: the exception's lines as CPython prints them (`_traceback.format`, over the
# traceback the instance kept when caught). No traceback or frame objects: `tb` arguments are
# accepted and ignored, `limit` is refused when given.
import sys
import _traceback


def _value(exc, value):
    if value is not _none:
        return value
    return exc


_none = object()


def format_exception(exc, /, value=_none, tb=_none, limit=None, chain=True):
    if limit is not None:
        raise NotImplementedError("traceback's limit is not supported by the playground")
    value = _value(exc, value)
    if value is None:
        return ["NoneType: None\n"]
    text = _traceback.format(value)
    if not chain:
        text = text[text.rfind("Traceback (most recent call last):"):]
    # One item per frame (its line and its code) and per chaining message, as CPython's.
    out = []
    for line in text.splitlines():
        if out and (line.startswith("    ") or out[-1] == "\n" or not line and out[-1][0] == "\n"):
            out[-1] += line + "\n"
        else:
            out.append(line + "\n")
    return out


def format_exception_only(exc, /, value=_none):
    value = _value(exc, value)
    if value is None:
        return ["NoneType: None\n"]
    name = type(value).__qualname__
    text = str(value)
    lines = [f"{name}: {text}\n" if text else f"{name}\n"]
    for note in getattr(value, "__notes__", ()):
        lines.append(f"{note}\n")
    return lines


def print_exception(exc, /, value=_none, tb=_none, limit=None, file=None, chain=True):
    file = sys.stderr if file is None else file
    for line in format_exception(exc, value, tb, limit, chain):
        file.write(line)


def format_exc(limit=None, chain=True):
    return "".join(format_exception(sys.exc_info()[1], limit=limit, chain=chain))


def print_exc(limit=None, file=None, chain=True):
    print_exception(sys.exc_info()[1], limit=limit, file=file, chain=chain)
