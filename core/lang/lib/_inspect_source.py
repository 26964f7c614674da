"""inspect's source functions: getsource, getsourcelines, findsource, getsourcefile, getcomments.

The text comes from linecache, which reads the program's own source (`<program>`) and the
library's files (`<lib>/...`) through `_traceback.source`. A function's or code object's block
starts at its `co_firstlineno` (its first decorator, or its `def`); a class's at the first
`class Name` line of its file; a block runs while lines are indented deeper than its first line
(blank lines, comments and the continuation lines of open brackets or strings included), as
CPython's BlockFinder reads it from the tokens. A module's source is its whole file.
"""

import linecache
import sys

__all__ = ["getsource", "getsourcelines", "findsource", "getsourcefile", "getcomments"]


def _unwrapped(object):
    import inspect

    object = inspect.unwrap(object) if inspect.isfunction(object) else object
    if inspect.ismethod(object):
        object = object.__func__
    if inspect.isfunction(object):
        object = object.__code__
    if inspect.istraceback(object):
        object = object.tb_frame
    if inspect.isframe(object):
        object = object.f_code
    return object


def getsourcefile(object):
    """The file name of the object's source, or None when its text cannot be read."""
    import inspect

    filename = inspect.getfile(object)
    if linecache.getlines(filename):
        return filename
    return None


def findsource(object):
    """(all lines of the object's file, the 0-based index of the line its source starts on)."""
    import inspect

    filename = inspect.getfile(object)
    lines = linecache.getlines(filename)
    if not lines:
        raise OSError("could not get source code")
    if inspect.ismodule(object):
        return lines, 0
    if inspect.isclass(object):
        name = object.__name__
        for i, line in enumerate(lines):
            stripped = line.lstrip()
            if stripped.startswith("class ") and _word_after(stripped, 6) == name:
                # (Its decorators, when it has them, start the block.)
                while i > 0 and lines[i - 1].lstrip().startswith("@"):
                    i -= 1
                return lines, i
        raise OSError("could not find class definition")
    code = _unwrapped(object)
    if not inspect.iscode(code):
        raise TypeError("module, class, method, function, traceback, frame, or code object was "
                        "expected, got {}".format(type(object).__name__))
    lnum = getattr(code, "co_firstlineno", 0) - 1
    if not 0 <= lnum < len(lines):
        raise OSError("lineno is out of bounds")
    return lines, lnum


def _word_after(text, at):
    end = at
    while end < len(text) and (text[end].isalnum() or text[end] == "_"):
        end += 1
    return text[at:end]


def _indent(line):
    return len(line) - len(line.lstrip(" \t"))


def _block(lines, start):
    """The lines of the statement starting at `start` (its decorators first) and its body."""
    base = _indent(lines[start])
    out = []
    depth, quote = 0, None
    i = start
    # The header: decorators, then the statement's first logical line.
    while i < len(lines):
        line = lines[i]
        out.append(line)
        depth, quote = _scan(line, depth, quote)
        i += 1
        if depth == 0 and quote is None and not line.lstrip().startswith("@"):
            break
    # (A lambda, or a body on the header's own line: nothing follows.)
    if not out[-1].split("#", 1)[0].rstrip().endswith(":"):
        return out
    while i < len(lines):
        line = lines[i]
        stripped = line.strip()
        if (depth == 0 and quote is None and stripped and not stripped.startswith("#")
                and _indent(line) <= base):
            break
        out.append(line)
        depth, quote = _scan(line, depth, quote)
        i += 1
    # (Blank lines and comments at the block's own level after it belong to what follows.)
    while out and (not out[-1].strip()
                   or (out[-1].lstrip().startswith("#") and _indent(out[-1]) <= base)):
        out.pop()
    return out


def _scan(line, depth, quote):
    """Bracket depth and open triple-quoted string after `line`."""
    i = 0
    n = len(line)
    while i < n:
        if quote is not None:
            j = line.find(quote, i)
            if j < 0:
                return depth, quote
            i = j + 3
            quote = None
            continue
        c = line[i]
        if c == "#":
            break
        if c in "\"'":
            if line.startswith(c * 3, i):
                quote = c * 3
                i += 3
                continue
            j = i + 1
            while j < n and line[j] != c:
                j += 2 if line[j] == "\\" else 1
            i = j + 1
            continue
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth = max(0, depth - 1)
        i += 1
    return depth, quote


def getsourcelines(object):
    """(the object's source lines, the 1-based line it starts on; 0 for a module)."""
    import inspect

    lines, lnum = findsource(object)
    if inspect.istraceback(object):
        object = object.tb_frame
    if inspect.ismodule(object):
        return lines, 0
    return _block(lines, lnum), lnum + 1


def getsource(object):
    """The object's source text."""
    lines, _ = getsourcelines(object)
    return "".join(lines)


def getcomments(object):
    """The comment lines just above the object's source (or at a module's top), or None."""
    import inspect

    try:
        lines, lnum = findsource(object)
    except (OSError, TypeError):
        return None
    if inspect.ismodule(object):
        start = 0
        if lines and lines[0][:2] == "#!":
            start = 1
        while start < len(lines) and lines[start].strip() in ("", "#"):
            start += 1
        comments = []
        while start < len(lines) and lines[start].lstrip()[:1] == "#":
            comments.append(lines[start].expandtabs())
            start += 1
        return "".join(comments) or None
    end = lnum - 1
    indent = _indent(lines[lnum])
    comments = []
    while end >= 0 and lines[end].lstrip()[:1] == "#" and _indent(lines[end]) == indent:
        comments.insert(0, lines[end].expandtabs().lstrip())
        end -= 1
    return "".join(comments) or None
