"""The tokenizer's document type declaration: its name and external ID, and of its internal
subset the general entities (their text with references resolved) and the attribute lists
(defaults, and the whitespace rule of the non-CDATA types); the other declarations are checked
for their shape and passed over. A part of `xml/_scanner.py`."""

import re as _re
from xml._scanner import _NAME, _cref_re, _ws_re, _name_re

_keyword_re = _re.compile("<!(ELEMENT|ATTLIST|ENTITY|NOTATION)[ \t\n]")
_entity_re = _re.compile("<!ENTITY[ \t\n]+(" + _NAME + ")[ \t\n]+(\"[^\"]*\"|'[^']*')[ \t\n]*>")
_attlist_re = _re.compile("<!ATTLIST[ \t\n]+(" + _NAME + ")")
_attdef_re = _re.compile(
    "[ \t\n]+(" + _NAME + ")[ \t\n]+(NOTATION[ \t\n]*\\([^)]*\\)|\\([^)]*\\)|[A-Z]+)[ \t\n]+"
    "(#REQUIRED|#IMPLIED|(?:#FIXED[ \t\n]+)?(\"[^\"]*\"|'[^']*'))")
_eref_re = _re.compile("&(" + _NAME + ");")
_KEYWORDS = ("<!ELEMENT ", "<!ATTLIST ", "<!ENTITY ", "<!NOTATION ")
_PREDEFINED = {"lt": "<", "gt": ">", "amp": "&", "quot": '"', "apos": "'"}


def _literal(buf, j, n, sc):
    """(end, text) of the quoted literal at j; (-1, None) when unfinished."""
    if j >= n:
        return -1, None
    q = buf[j]
    if q != '"' and q != "'":
        sc._fail(2, j)
    k = buf.find(q, j + 1)
    if k < 0:
        return -1, None
    return k + 1, buf[j + 1:k]


def _decl_end(buf, j, n):
    """The index of the '>' closing the declaration at j (quotes skipped), or -1."""
    while j < n:
        c = buf[j]
        if c == ">":
            return j
        if c == '"' or c == "'":
            k = buf.find(c, j + 1)
            if k < 0:
                return -1
            j = k + 1
        else:
            j += 1
    return -1


def _subset(sc, buf, j, n, decls):
    while True:
        w = _ws_re.match(buf, j)
        if w is not None:
            j = w.end()
        if j >= n:
            return -1
        c = buf[j]
        if c == "]":
            return j + 1
        if c == "%":
            m = _name_re.match(buf, j + 1)
            if m is None:
                if j + 1 >= n:
                    return -1
                sc._fail(4, j + 1)
            if m.end() >= n:
                return -1
            if buf[m.end()] != ";":
                sc._fail(4, m.end())
            j = m.end() + 1
        elif buf[j:j + 4] == "<!--":
            k = buf.find("-->", j + 4)
            if k < 0:
                return -1
            j = k + 3
        elif buf[j:j + 2] == "<?":
            k = buf.find("?>", j + 2)
            if k < 0:
                return -1
            j = k + 2
        elif c == "<":
            m = _keyword_re.match(buf, j)
            if m is None:
                rest = buf[j:n]
                if any(kw.startswith(rest) for kw in _KEYWORDS):
                    return -1
                sc._fail(2, j)
            k = _decl_end(buf, m.end(), n)
            if k < 0:
                return -1
            decls.append((m.group(1), buf[j:k + 1]))
            j = k + 1
        else:
            sc._fail(2, j)


def _expand(sc, text):
    if "&#" in text:
        text = _cref_re.sub(lambda r: chr(int(r.group(1), 10) if r.group(1) is not None
                                          else int(r.group(2), 16)), text)
    if "&" in text:
        def ent(r):
            name = r.group(1)
            val = _PREDEFINED.get(name)
            if val is None:
                val = sc.entities.get(name)
            if val is None:
                raise NotImplementedError("an undeclared entity in a DTD default value")
            return val
        text = _eref_re.sub(ent, text)
    return text


def doctype(sc, buf, i, n, final):
    def more():
        if final:
            sc._fail(5, i)
        return -1
    j = i + 9
    if j >= n:
        return more()
    if buf[j] not in " \t\n":
        sc._fail(4, j)
    j = _ws_re.match(buf, j).end()
    if j >= n:
        return more()
    m = _name_re.match(buf, j)
    if m is None:
        sc._fail(4, j)
    name = m.group()
    j = m.end()
    pub = sysid = None
    w = _ws_re.match(buf, j)
    if w is not None:
        j = w.end()
    if j >= n:
        return more()
    if buf[j] not in "[>":
        kw = buf[j:j + 6]
        if len(kw) < 6:
            return more()
        if kw not in ("SYSTEM", "PUBLIC"):
            sc._fail(2, j)
        j += 6
        w = _ws_re.match(buf, j)
        if w is None:
            if j >= n:
                return more()
            sc._fail(2, j)
        j, first = _literal(buf, w.end(), n, sc)
        if j < 0:
            return more()
        if kw == "PUBLIC":
            pub = first
            w = _ws_re.match(buf, j)
            if w is None:
                if j >= n:
                    return more()
                sc._fail(2, j)
            j, sysid = _literal(buf, w.end(), n, sc)
            if j < 0:
                return more()
        else:
            sysid = first
        w = _ws_re.match(buf, j)
        if w is not None:
            j = w.end()
        if j >= n:
            return more()
    decls = []
    if buf[j] == "[":
        j = _subset(sc, buf, j + 1, n, decls)
        if j < 0:
            if final:
                sc._fail(3, n)
            return -1
        w = _ws_re.match(buf, j)
        if w is not None:
            j = w.end()
        if j >= n:
            return more()
    if buf[j] != ">":
        sc._fail(2, j)
    j += 1
    for kind, text in decls:
        if kind == "ENTITY":
            e = _entity_re.match(text)
            if e is not None and e.group(1) not in sc.entities:
                val = _expand(sc, e.group(2)[1:-1])
                if "<" in val:
                    raise NotImplementedError("entity replacement text with markup")
                sc.entities[e.group(1)] = val
        elif kind == "ATTLIST":
            a = _attlist_re.match(text)
            defs = sc.attdefs.setdefault(a.group(1), {})
            for d in _attdef_re.finditer(text, a.end()):
                if d.group(1) in defs:
                    continue
                default = d.group(4)
                if default is not None:
                    default = _expand(sc, default[1:-1]).replace("\t", " ").replace("\n", " ")
                cdata = d.group(2) == "CDATA"
                if default is not None and not cdata:
                    default = " ".join(x for x in default.split(" ") if x)
                defs[d.group(1)] = (cdata, default)
    sc.had_doctype = True
    sc.external_dtd = pub is not None or sysid is not None
    sc.doctype(name, pub, sysid)
    return j
