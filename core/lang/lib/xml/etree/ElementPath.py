"""ElementTree's limited XPath (CPython 3.11's subset): tags, `*`, `.`, `..`, `//`, `{uri}tag`
with `{*}`/`{}` wildcards, prefixes through a namespaces map, and the predicates `[@a]`,
`[@a='v']`, `[@a!='v']`, `[tag]`, `[tag='text']`, `[tag!='text']`, `[.='text']`,
`[.!='text']`, `[n]`, `[last()]` and `[last()-n]`. Paths compile to a list of steps, each
mapping a list of elements to the next."""

_cache = {}
_SPECIAL = "/[]()@=!."


def _tokens(path):
    """Split a path into tokens: '/', '//', '.', '..', '*', '[', ']', '@', '=', '!=', '()',
    '(', ')', quoted strings (kept with their quotes), names (with a `{uri}` part) and numbers."""
    out = []
    i = 0
    n = len(path)
    while i < n:
        c = path[i]
        if c in " \t\r\n":
            i += 1
            continue
        if c == "/":
            if path[i:i + 2] == "//":
                out.append("//")
                i += 2
            else:
                out.append("/")
                i += 1
        elif c == ".":
            if path[i:i + 2] == "..":
                out.append("..")
                i += 2
            else:
                out.append(".")
                i += 1
        elif c == "!" and path[i:i + 2] == "!=":
            out.append("!=")
            i += 2
        elif c == "(" and path[i:i + 2] == "()":
            out.append("()")
            i += 2
        elif c in "[]@=()*":
            out.append(c)
            i += 1
        elif c in "'\"":
            k = path.find(c, i + 1)
            if k < 0:
                raise SyntaxError("invalid predicate")
            out.append(path[i:k + 1])
            i = k + 1
        else:
            j = i
            if c == "{":
                k = path.find("}", i)
                if k < 0:
                    k = n - 1
                j = k + 1
            while j < n and path[j] not in "/[]()@=! \t\r\n" and not (path[j] == "." and j == i):
                if path[j] == "*" and j > i and path[j - 1] != "}":
                    break
                j += 1
            if path[j - 1:j] == "}" and j < n and path[j] == "*":
                j += 1
            out.append(path[i:j])
            i = j
    return out


def _qualify(name, namespaces):
    """A name token as a tag to match: prefixes resolved, the default namespace applied."""
    if name[:1] == "{":
        return name
    if ":" in name:
        prefix, local = name.split(":", 1)
        if namespaces is None or prefix not in namespaces:
            if namespaces is None:
                return name
            raise SyntaxError("prefix %r not found in prefix map" % prefix)
        return "{%s}%s" % (namespaces[prefix], local)
    if namespaces and namespaces.get("") and name != "*":
        return "{%s}%s" % (namespaces[""], name)
    return name


def _matcher(tag):
    """A test for an element's tag, or None for 'any element'."""
    if tag == "*":
        return None
    if tag[:3] == "{*}":
        local = tag[3:]
        if local == "*":
            return lambda t: isinstance(t, str)
        suffix = "}" + local
        return lambda t: isinstance(t, str) and (t == local or t.endswith(suffix) and t[:1] == "{")
    if tag[:2] == "{}":
        local = tag[2:]
        if local == "*":
            return lambda t: isinstance(t, str) and t[:1] != "{"
        return lambda t: t == local
    if tag[:1] == "{" and tag.endswith("}*"):
        prefix = tag[:-1]
        return lambda t: isinstance(t, str) and t.startswith(prefix)
    return lambda t: t == tag


def _parents(root):
    return {c: p for p in root.iter() for c in p}


def _compile(path, namespaces):
    if path[:1] == "/":
        raise SyntaxError("cannot use absolute path on element")
    toks = _tokens(path)
    if not toks:
        return [("none", None)]
    steps = []
    i = 0
    n = len(toks)
    while i < n:
        t = toks[i]
        if t == "/":
            if i + 1 >= n:
                steps.append(("none", None))
            elif i == 0 or toks[i + 1] in ("/", "//"):
                raise SyntaxError("invalid path")
            i += 1
            continue
        if t == "//":
            if i + 1 >= n:
                steps.append(("desc", None))
                break
            nxt = toks[i + 1]
            if nxt in ("[", "]", "@", "=", "!=", "(", ")", "()", "/", "//", "..", "."):
                raise SyntaxError("invalid descendant")
            steps.append(("desc", _matcher(_qualify(nxt, namespaces))))
            i += 2
        elif t == ".":
            i += 1
        elif t == "..":
            steps.append(("parent", None))
            i += 1
        elif t == "[":
            k = i + 1
            while k < n and toks[k] != "]":
                k += 1
            if k >= n:
                raise TypeError("'NoneType' object is not callable")
            steps.append(_predicate(toks[i + 1:k], namespaces))
            i = k + 1
        elif t in ("]", "=", "!=", "(", ")", "()", "@"):
            raise KeyError(t)
        else:
            if i > 0 and toks[i - 1] not in ("/", "//"):
                steps.append(("none", None))
            steps.append(("child", _matcher(_qualify(t, namespaces))))
            i += 1
    return steps


def _predicate(p, namespaces):
    if not p:
        raise SyntaxError("invalid predicate")
    if len(p) == 1 and p[0].isdigit():
        pos = int(p[0]) - 1
        if pos < 0:
            raise SyntaxError("XPath position >= 1 expected")
        return ("index", pos)
    if p[0] == "last" and len(p) >= 2 and p[1] == "()":
        if len(p) == 2:
            return ("index", -1)
        if len(p) == 3 and p[2][:1] == "-" and p[2][1:].isdigit():
            off = int(p[2])
            if off >= 0:
                raise SyntaxError("XPath offset from last() must be negative")
            return ("index", off - 1)
        if len(p) == 3 and p[2][:1] == "+":
            raise SyntaxError("XPath offset from last() must be negative")
        raise SyntaxError("invalid predicate")
    if p[0] == "@":
        if len(p) == 2 and p[1][:1] not in "'\"":
            return ("hasattr", p[1])
        if len(p) == 4 and p[2] in ("=", "!=") and p[3][:1] in "'\"":
            return ("attr" if p[2] == "=" else "notattr", (p[1], p[3][1:-1]))
        raise SyntaxError("invalid predicate")
    if len(p) >= 2 and p[1] in ("()", "("):
        raise SyntaxError("unsupported function")
    if p[0] == ".":
        if len(p) == 3 and p[1] in ("=", "!=") and p[2][:1] in "'\"":
            return ("text" if p[1] == "=" else "nottext", p[2][1:-1])
        raise SyntaxError("invalid predicate")
    if p[0][:1] not in _SPECIAL and p[0][:1] not in "'\"" and not p[0][:1].isdigit():
        tag = _qualify(p[0], namespaces)
        if len(p) == 1:
            return ("haschild", tag)
        if len(p) == 3 and p[1] in ("=", "!=") and p[2][:1] in "'\"":
            return ("childtext" if p[1] == "=" else "notchildtext", (tag, p[2][1:-1]))
    raise SyntaxError("invalid predicate")


def _run(elem, steps):
    result = [elem]
    parents = None
    for kind, arg in steps:
        out = []
        if kind == "none":
            pass
        elif kind == "child":
            if arg is None:
                for e in result:
                    out.extend(e)
            else:
                for e in result:
                    for c in e:
                        if arg(c.tag):
                            out.append(c)
        elif kind == "desc":
            for e in result:
                first = True
                for d in e.iter():
                    if first:
                        first = False
                        continue
                    if arg is None or arg(d.tag):
                        out.append(d)
        elif kind == "parent":
            if parents is None:
                parents = _parents(elem)
            seen = set()
            for e in result:
                p = parents.get(e)
                if p is not None and id(p) not in seen:
                    seen.add(id(p))
                    out.append(p)
        elif kind == "index":
            if parents is None:
                parents = _parents(elem)
            for e in result:
                p = parents.get(e)
                if p is None:
                    continue
                same = [c for c in p if c.tag == e.tag]
                try:
                    if same[arg] is e:
                        out.append(e)
                except IndexError:
                    pass
        elif kind == "hasattr":
            out = [e for e in result if e.get(arg) is not None]
        elif kind == "attr":
            out = [e for e in result if e.get(arg[0]) == arg[1]]
        elif kind == "notattr":
            out = [e for e in result if e.get(arg[0]) != arg[1]]
        elif kind == "text":
            out = [e for e in result if "".join(e.itertext()) == arg]
        elif kind == "nottext":
            out = [e for e in result if "".join(e.itertext()) != arg]
        elif kind == "haschild":
            test = _matcher(arg)
            out = [e for e in result if any(test is None or test(c.tag) for c in e)]
        else:
            test = _matcher(arg[0])
            want = kind == "childtext"
            out = []
            for e in result:
                for c in e:
                    if (test is None or test(c.tag)) and ("".join(c.itertext()) == arg[1]) == want:
                        out.append(e)
                        break
        result = out
    return result


def _steps(path, namespaces):
    if namespaces is None:
        steps = _cache.get(path)
        if steps is None:
            if len(_cache) > 100:
                _cache.clear()
            steps = _cache[path] = _compile(path, None)
        return steps
    return _compile(path, namespaces)


def iterfind(elem, path, namespaces=None):
    return iter(_run(elem, _steps(path, namespaces)))


def findall(elem, path, namespaces=None):
    return _run(elem, _steps(path, namespaces))


def find(elem, path, namespaces=None):
    found = _run(elem, _steps(path, namespaces))
    return found[0] if found else None


def findtext(elem, path, default=None, namespaces=None):
    e = find(elem, path, namespaces)
    if e is None:
        return default
    return e.text or ""
