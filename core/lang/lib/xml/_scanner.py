"""The playground's XML tokenizer (in place of expat): a push parser over text that reports
start/end tags, character data, comments, processing instructions, namespace declarations and
the document type, and raises expat's errors (code, message, line, column) where expat does.

Data is worked through in pieces of a few thousand characters, so that indexing stays cheap in
the VM (its strings index by scanning); an unfinished token waits for the next feed."""

import re as _re

# expat's error codes and messages (the ones this tokenizer raises).
MESSAGES = {
    2: "syntax error",
    3: "no element found",
    4: "not well-formed (invalid token)",
    5: "unclosed token",
    7: "mismatched tag",
    8: "duplicate attribute",
    9: "junk after document element",
    11: "undefined entity",
    14: "reference to invalid character number",
    17: "XML or text declaration not at start of entity",
    20: "unclosed CDATA section",
    27: "unbound prefix",
    28: "must not undeclare prefix",
    36: "parsing finished",
}

_NS = "[A-Za-z_:\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u02ff\u0370-\u037d\u037f-\u1fff\u200c\u200d" \
      "\u2070-\u218f\u2c00-\u2fef\u3001-\ud7ff\uf900-\ufdcf\ufdf0-\ufffd]"
_NC = "[-.0-9A-Za-z_:\u00b7\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u037d\u037f-\u1fff\u200c\u200d" \
      "\u203f\u2040\u2070-\u218f\u2c00-\u2fef\u3001-\ud7ff\uf900-\ufdcf\ufdf0-\ufffd]"
_NAME = _NS + _NC + "*"
_BAD = "\\x00-\\x08\\x0b\\x0c\\x0e-\\x1f\ufffe\uffff"
_AVAL = "(?:\"[^\"<&" + _BAD + "]*\"|'[^'<&" + _BAD + "]*')"

_name_re = _re.compile(_NAME)
_ws_re = _re.compile("[ \t\n]+")
_text_re = _re.compile("[^<&\n" + _BAD + "]+")
_stag_re = _re.compile("<(" + _NAME + ")((?:[ \t\n]+" + _NAME + "[ \t\n]*=[ \t\n]*" + _AVAL
                       + ")*)[ \t\n]*(/?)>")
_stag_body_re = _re.compile("(" + _NAME + ")((?:[ \t\n]+" + _NAME + "[ \t\n]*=[ \t\n]*" + _AVAL
                            + ")*)[ \t\n]*(/?)")
_attr_re = _re.compile("(" + _NAME + ")[ \t\n]*=[ \t\n]*(" + _AVAL + ")")
_etag_re = _re.compile("</(" + _NAME + ")[ \t\n]*>")
_cref_re = _re.compile("&#(?:([0-9]+)|x([0-9a-fA-F]+));")
_eref_re = _re.compile("&(" + _NAME + ");")
_decl_attr_re = _re.compile("(" + _NAME + ")[ \t\n]*=[ \t\n]*(\"[^\"]*\"|'[^']*')")

_PREDEFINED = {"lt": "<", "gt": ">", "amp": "&", "quot": '"', "apos": "'"}
_XML_NS = "http://www.w3.org/XML/1998/namespace"
_CHUNK = 4096

PROLOG, CONTENT, EPILOG = 0, 1, 2


def _char_ok(code):
    return (code >= 0x20 and (code <= 0xD7FF or 0xE000 <= code <= 0xFFFD or 0x10000 <= code <= 0x10FFFF)) \
        or code in (9, 10, 13)


def _noop(*args):
    pass


class Scanner:
    """Push tokenizer. `error(code, line, column)` makes the exception to raise; the callbacks
    start(tag, attrib), end(tag), data(text), comment(text), pi(target, text),
    start_ns(prefix, uri), end_ns(prefix), doctype(name, pubid, system) and
    xmldecl(version, encoding, standalone) are attributes (None: ignored)."""

    def __init__(self, error, namespaces=True):
        self.error = error
        self.namespaces = namespaces
        self.start = self.end = self.data = self.comment = self.pi = _noop
        self.start_ns = self.end_ns = self.doctype = self.xmldecl = _noop
        self.cdata = None
        self.skipped = None
        self.attdefs = {}
        self.external_dtd = False
        self.buf = ""
        self.line = 1
        self.col = 0
        self.state = PROLOG
        self.stack = []
        self.nsmap = {"xml": _XML_NS}
        self.entities = {}
        self.tags = {}
        self.started = False
        self.had_doctype = False
        self.pending_cr = False
        self.dead = None
        self.finished = False

    # -- positions and errors ------------------------------------------------------------
    def _pos(self, i):
        head = self.buf[:i]
        nl = head.count("\n")
        if nl:
            return self.line + nl, i - head.rfind("\n") - 1
        return self.line, self.col + i

    def _fail(self, code, i):
        line, col = self._pos(i)
        exc = self.error(code, line, col)
        self.dead = exc
        raise exc

    # -- feeding -------------------------------------------------------------------------
    def feed(self, text, final=False):
        if self.dead is not None:
            raise self.dead
        if self.finished:
            self._fail(36, len(self.buf))
        if self.pending_cr:
            text = "\r" + text
            self.pending_cr = False
        if "\r" in text:
            if text[-1:] == "\r" and not final:
                text = text[:-1]
                self.pending_cr = True
            text = text.replace("\r\n", "\n").replace("\r", "\n")
        if not self.started and self.buf == "" and text[:1] == "\ufeff":
            text = text[1:]
        n = len(text)
        if n <= _CHUNK:
            self.buf += text
            self._run(final)
            return
        k = 0
        while k < n:
            self.buf += text[k:k + _CHUNK]
            k += _CHUNK
            # (text reaching the end of an inner piece waits for the next: expat hands a
            # target each fed run of text whole)
            self._run(final and k >= n, k < n)

    def close(self):
        if self.dead is not None:
            raise self.dead
        self.feed("", True)
        if self.state != EPILOG:
            self._fail(3, len(self.buf))
        self.finished = True

    def _consume(self, i):
        if i:
            head = self.buf[:i]
            nl = head.count("\n")
            if nl:
                self.line += nl
                self.col = i - head.rfind("\n") - 1
            else:
                self.col += i
            self.buf = self.buf[i:]
            self.started = True

    # -- the main loop -------------------------------------------------------------------
    def _run(self, final, hold=False):
        buf = self.buf
        n = len(buf)
        i = 0
        data = self.data
        start = self.start
        end = self.end
        stack = self.stack
        tags = self.tags
        text_re = _text_re
        while i < n:
            if self.state == CONTENT:
                c = buf[i]
                if c == "<":
                    # The common tags inline: an end tag naming the open element, a start tag
                    # seen before that needs no namespace work.
                    k = buf.find(">", i + 1)
                    if k > 0:
                        c2 = buf[i + 1]
                        if c2 == "/":
                            if stack and buf[i + 2:k] == stack[-1][0]:
                                entry = stack.pop()
                                end(entry[1])
                                if entry[2]:
                                    self._end_scope(entry)
                                if not stack:
                                    self.state = EPILOG
                                i = k + 1
                                continue
                        elif c2 != "!" and c2 != "?":
                            hit = tags.get(buf[i + 1:k])
                            if hit is not None and hit[3] and not self.nsmap.get(""):
                                name = hit[0]
                                stack.append((name, name, None, None))
                                start(name, dict(hit[1]) if hit[1] else {})
                                if hit[2]:
                                    stack.pop()
                                    end(name)
                                    if not stack:
                                        self.state = EPILOG
                                i = k + 1
                                continue
                    if i + 1 >= n:
                        if final:
                            self._fail(5, i)
                        break
                    c2 = buf[i + 1]
                    if c2 == "/":
                        j = self._endtag(buf, i, n, final)
                    elif c2 == "!":
                        j = self._bang(buf, i, n, final)
                    elif c2 == "?":
                        j = self._pi(buf, i, n, final)
                    else:
                        j = self._starttag(buf, i, n, final)
                elif c == "&":
                    j = self._ref(buf, i, n, final)
                elif c == "\n":
                    data("\n")
                    j = i + 1
                else:
                    j = buf.find("<", i)
                    if j < 0:
                        j = n
                    s = buf[i:j]
                    if ("&" not in s and "\n" not in s and "]" not in s and s.isprintable()
                            and (j < n or final)):
                        data(s)
                        i = j
                        continue
                    m = text_re.match(buf, i)
                    if m is None:
                        self._fail(4, i)
                    j = m.end()
                    if j == n and hold:
                        break
                    s = m.group()
                    if "]" in s:
                        k = s.find("]]>")
                        if k >= 0:
                            self._fail(4, i + k + 2)
                        if j == n and not final:
                            t = len(s) - len(s.rstrip("]"))
                            if t:
                                s = s[:-min(t, 2)]
                                j -= min(t, 2)
                                if not s:
                                    break
                    data(s)
            else:
                j = self._outside(buf, i, n, final)
            if j < 0:
                break
            i = j
        self._consume(i)

    def _outside(self, buf, i, n, final):
        c = buf[i]
        if c in " \t\n":
            return _ws_re.match(buf, i).end()
        epilog = self.state == EPILOG
        if c == "<":
            if i + 1 >= n:
                if final:
                    self._fail(5, i)
                return -1
            c2 = buf[i + 1]
            if c2 == "?":
                return self._pi(buf, i, n, final)
            if c2 == "!":
                head = buf[i:i + 9]
                if head[:4] == "<!--":
                    return self._comment(buf, i, n, final)
                if len(head) < 9 and ("<!DOCTYPE".startswith(head) or "<!--".startswith(head)):
                    if final:
                        self._fail(5, i)
                    return -1
                if head == "<!DOCTYPE" and not epilog:
                    if self.had_doctype:
                        self._fail(2, i)
                    return self._doctype(buf, i, n, final)
                self._fail(9 if epilog else 4, i if epilog else i + 2)
            if epilog:
                self._fail(9, i)
            if c2 == "/":
                self._fail(4, i + 1)
            return self._starttag(buf, i, n, final)
        if epilog:
            self._fail(9, i)
        m = _name_re.match(buf, i)
        if m is None:
            self._fail(4, i)
        j = m.end()
        if j >= n:
            if final:
                self._fail(2, i)
            return -1
        self._fail(2 if buf[j] in " \t\n" else 4, i if buf[j] in " \t\n" else j)

    # -- tags ----------------------------------------------------------------------------
    def _starttag(self, buf, i, n, final):
        k = buf.find(">", i)
        if k >= 0:
            # Start tags repeat: each distinct text is checked once (the whole of it must be a
            # name and quoted attributes without references, else the general path decides).
            body = buf[i + 1:k]
            hit = self.tags.get(body)
            if hit is None:
                m = _stag_body_re.fullmatch(body)
                if m is not None:
                    items = []
                    raw = m.group(2)
                    if raw:
                        for am in _attr_re.finditer(raw):
                            v = am.group(2)[1:-1]
                            if "\t" in v or "\n" in v:
                                v = v.replace("\t", " ").replace("\n", " ")
                            items.append((am.group(1), v))
                        if len(dict(items)) != len(items):
                            items = None
                    if items is not None:
                        if len(self.tags) > 4000:
                            self.tags.clear()
                        name = m.group(1)
                        plain = (not self.namespaces or (":" not in name and not any(
                            ":" in a or a[:5] == "xmlns" for a, v in items))) \
                            and name not in self.attdefs
                        hit = self.tags[body] = (name, tuple(items), m.group(3) == "/", plain)
            if hit is not None:
                self._open(hit[0], dict(hit[1]) if hit[1] else {}, i, hit[2])
                return k + 1
        m = _stag_re.match(buf, i)
        if m is not None:
            raw = m.group(2)
            attrs = {}
            if raw:
                count = 0
                for am in _attr_re.finditer(raw):
                    v = am.group(2)[1:-1]
                    if "\t" in v or "\n" in v:
                        v = v.replace("\t", " ").replace("\n", " ")
                    attrs[am.group(1)] = v
                    count += 1
                if count != len(attrs):
                    return self._starttag_slow(buf, i, n, final)
            self._open(m.group(1), attrs, i, m.group(3) == "/")
            return m.end()
        return self._starttag_slow(buf, i, n, final)

    def _starttag_slow(self, buf, i, n, final):
        """A start tag the quick pattern did not take: references in values, an error, or the
        end of the data so far."""
        def more(at):
            if final:
                self._fail(5, i)
            return -1
        m = _name_re.match(buf, i + 1)
        if m is None:
            return more(i) if i + 1 >= n else self._fail(4, i + 1)
        name = m.group()
        j = m.end()
        attrs = {}
        while True:
            if j >= n:
                return more(j)
            sep = False
            w = _ws_re.match(buf, j)
            if w is not None:
                j = w.end()
                sep = True
                if j >= n:
                    return more(j)
            c = buf[j]
            if c == ">":
                self._open(name, attrs, i, False)
                return j + 1
            if c == "/":
                if j + 1 >= n:
                    return more(j)
                if buf[j + 1] != ">":
                    self._fail(4, j + 1)
                self._open(name, attrs, i, True)
                return j + 2
            am = _name_re.match(buf, j)
            if am is None or not sep:
                self._fail(4, j)
            aname = am.group()
            if aname in attrs:
                self._fail(8, j)
            j = am.end()
            w = _ws_re.match(buf, j)
            if w is not None:
                j = w.end()
            if j >= n:
                return more(j)
            if buf[j] != "=":
                self._fail(4, j)
            j += 1
            w = _ws_re.match(buf, j)
            if w is not None:
                j = w.end()
            if j >= n:
                return more(j)
            q = buf[j]
            if q != '"' and q != "'":
                self._fail(4, j)
            j += 1
            parts = []
            while True:
                if j >= n:
                    return more(j)
                c = buf[j]
                if c == q:
                    j += 1
                    break
                if c == "<":
                    self._fail(4, j)
                if c == "&":
                    k, val = self._refvalue(buf, j, n, final, i)
                    if k < 0:
                        return more(j)
                    parts.append(val)
                    j = k
                elif c == "\t" or c == "\n":
                    parts.append(" ")
                    j += 1
                else:
                    code = ord(c)
                    if not _char_ok(code):
                        self._fail(4, j)
                    parts.append(c)
                    j += 1
            attrs[aname] = "".join(parts)

    def _open(self, name, attrs, i, empty):
        defs = self.attdefs.get(name) if self.attdefs else None
        if defs:
            for k, (cdata, default) in defs.items():
                if k in attrs:
                    if not cdata:
                        attrs[k] = " ".join(x for x in attrs[k].split(" ") if x)
                elif default is not None:
                    attrs[k] = default
        if self.namespaces:
            decls = None
            for k in attrs:
                if k[:5] == "xmlns" and (len(k) == 5 or k[5] == ":"):
                    decls = []
                    break
            if decls is not None:
                nsmap = dict(self.nsmap)
                for k in list(attrs):
                    if k == "xmlns":
                        decls.append(("", attrs.pop(k)))
                    elif k[:6] == "xmlns:":
                        v = attrs.pop(k)
                        if v == "":
                            self._fail(28, i)
                        decls.append((k[6:], v))
                for p, u in decls:
                    nsmap[p] = u
                saved = self.nsmap
                self.nsmap = nsmap
                for p, u in decls:
                    self.start_ns(p, u)
            else:
                saved = None
            tag = self._expand(name, True, i)
            if attrs:
                for k in attrs:
                    if ":" in k:
                        attrs = {(self._expand(k2, False, i) if ":" in k2 else k2): v
                                 for k2, v in attrs.items()}
                        break
            entry = (name, tag, decls, saved)
        else:
            tag = name
            entry = (name, tag, None, None)
        if self.state == PROLOG:
            self.state = CONTENT
        self.stack.append(entry)
        self.start(tag, attrs)
        if empty:
            self._close_top()

    def _expand(self, name, elem, i):
        if ":" in name:
            p, local = name.split(":", 1)
            uri = self.nsmap.get(p)
            if uri is None or uri == "":
                self._fail(27, i)
            return "{" + uri + "}" + local
        if elem:
            uri = self.nsmap.get("")
            if uri:
                return "{" + uri + "}" + name
        return name

    def _close_top(self):
        entry = self.stack.pop()
        self.end(entry[1])
        if entry[2]:
            self._end_scope(entry)
        if not self.stack:
            self.state = EPILOG

    def _end_scope(self, entry):
        for p, u in reversed(entry[2]):
            self.end_ns(p)
        self.nsmap = entry[3]

    def _endtag(self, buf, i, n, final):
        k = buf.find(">", i)
        if k >= 0 and self.stack:
            top = self.stack[-1][0]
            name = buf[i + 2:k]
            if name == top or name.rstrip(" \t\n") == top:
                self._close_top()
                return k + 1
        m = _etag_re.match(buf, i)
        if m is None:
            nm = _name_re.match(buf, i + 2)
            if nm is None:
                if i + 2 >= n:
                    if final:
                        self._fail(5, i)
                    return -1
                self._fail(4, i + 2)
            j = nm.end()
            w = _ws_re.match(buf, j)
            if w is not None:
                j = w.end()
            if j >= n:
                if final:
                    self._fail(5, i)
                return -1
            self._fail(4, j)
        if m.group(1) != self.stack[-1][0]:
            self._fail(7, i + 2)
        self._close_top()
        return m.end()

    # -- references ----------------------------------------------------------------------
    def _refvalue(self, buf, i, n, final, errpos):
        """(end, text) of the reference at buf[i] == '&'; (-1, None) if unfinished."""
        if buf[i + 1:i + 2] == "#":
            m = _cref_re.match(buf, i)
            if m is None:
                j = i + 2
                digits = "0123456789"
                if buf[j:j + 1] == "x":
                    j += 1
                    digits = "0123456789abcdefABCDEF"
                k = j
                while k < n and buf[k] in digits:
                    k += 1
                if k >= n:
                    if final:
                        self._fail(5, i)
                    return -1, None
                self._fail(4, k)
            code = int(m.group(1), 10) if m.group(1) is not None else int(m.group(2), 16)
            if not _char_ok(code):
                self._fail(14, i)
            return m.end(), chr(code)
        m = _eref_re.match(buf, i)
        if m is None:
            if i + 1 >= n:
                if final:
                    self._fail(5, i)
                return -1, None
            nm = _name_re.match(buf, i + 1)
            if nm is None:
                self._fail(4, i + 1)
            if nm.end() >= n:
                if final:
                    self._fail(5, i)
                return -1, None
            self._fail(4, nm.end())
        name = m.group(1)
        val = _PREDEFINED.get(name)
        if val is None:
            val = self.entities.get(name)
            if val is None:
                if not self.external_dtd:
                    self._fail(11, errpos)
                # Declared perhaps in the external subset, which is not read: skipped in a
                # value, handed to `skipped` in content.
                if errpos != i:
                    val = ""
                elif self.skipped is None:
                    self._fail(11, errpos)
                else:
                    val = self.skipped(name, i)
        return m.end(), val

    def _ref(self, buf, i, n, final):
        j, val = self._refvalue(buf, i, n, final, i)
        if j >= 0:
            self.data(val)
        return j

    # -- comments, CDATA, processing instructions, the document type ---------------------------
    def _bang(self, buf, i, n, final):
        head = buf[i:i + 9]
        if head[:4] == "<!--":
            return self._comment(buf, i, n, final)
        if head == "<![CDATA[":
            k = buf.find("]]>", i + 9)
            if k < 0:
                if final:
                    self._fail(20, n)
                return -1
            body = buf[i + 9:k]
            if self.cdata is not None:
                self.cdata(body)
            elif body:
                data = self.data
                lines = body.split("\n")
                last = len(lines) - 1
                for x, line in enumerate(lines):
                    if line:
                        data(line)
                    if x < last:
                        data("\n")
            return k + 3
        if len(head) < 9 and ("<![CDATA[".startswith(head) or "<!--".startswith(head)):
            if final:
                self._fail(5, i)
            return -1
        self._fail(4, i + 2)

    def _comment(self, buf, i, n, final):
        k = buf.find("--", i + 4)
        if k < 0 or k + 2 >= n:
            if final:
                self._fail(5, i)
            return -1
        if buf[k + 2] != ">":
            self._fail(4, k + 2)
        self.comment(buf[i + 4:k])
        return k + 3

    def _pi(self, buf, i, n, final):
        m = _name_re.match(buf, i + 2)
        if m is None:
            if i + 2 >= n:
                if final:
                    self._fail(5, i)
                return -1
            self._fail(4, i + 2)
        target = m.group()
        j = m.end()
        if buf[j:j + 2] == "?>":
            k = j
            text = ""
        else:
            if j >= n:
                if final:
                    self._fail(5, i)
                return -1
            if buf[j] not in " \t\n":
                if buf[j] == "?" and j + 1 >= n and not final:
                    return -1
                self._fail(4, j)
            k = buf.find("?>", j)
            if k < 0:
                if final:
                    self._fail(5, i)
                return -1
            text = buf[j:k].lstrip(" \t\n")
        if target == "xml":
            if self.state == EPILOG:
                self._fail(9, i)
            if self.started or i != 0:
                self._fail(17, i)
            attrs = {a.group(1): a.group(2)[1:-1] for a in _decl_attr_re.finditer(text)}
            self.xmldecl(attrs.get("version"), attrs.get("encoding"), attrs.get("standalone"))
        else:
            self.pi(target, text)
        return k + 2

    def _doctype(self, buf, i, n, final):
        from xml._scanner_dtd import doctype
        return doctype(self, buf, i, n, final)
