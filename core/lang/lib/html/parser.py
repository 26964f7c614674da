"""html.parser (CPython 3.11's behaviour), the playground's own: HTMLParser, a tolerant
tokenizer of ordinary HTML that calls handle_starttag/endtag/startendtag/data/comment/decl/pi/
entityref/charref/unknown_decl, with convert_charrefs, script/style raw text, getpos and
get_starttag_text."""

import re as _re
from html import unescape

__all__ = ["HTMLParser"]

_charref = _re.compile("&#(?:[0-9]+|[xX][0-9a-fA-F]+)[^0-9a-fA-F]")
_entityref = _re.compile("&([a-zA-Z][-.a-zA-Z0-9]*)[^a-zA-Z0-9]")
_incomplete = _re.compile("&[a-zA-Z#]")
_tagname = _re.compile("[a-zA-Z][^\t\n\r\f />\x00]*")
_endtag = _re.compile("</[ \t\n\r\f]*([a-zA-Z][-.a-zA-Z0-9:_]*)[ \t\n\r\f]*>")
_space_or_semi = _re.compile("[ \t\n\r\f;]")
_attr_name = _re.compile("[^ \t\n\r\f/>][^ \t\n\r\f/=>]*")
_eq = _re.compile("[ \t\n\r\f]*=+[ \t\n\r\f]*")
_unquoted = _re.compile("[^> \t\n\r\f]*")
_SPACE = " \t\n\r\f"


class HTMLParser:
    CDATA_CONTENT_ELEMENTS = ("script", "style")

    def __init__(self, *, convert_charrefs=True):
        self.convert_charrefs = convert_charrefs
        self.reset()

    def reset(self):
        self.rawdata = ""
        self.lasttag = "???"
        self.cdata_elem = None
        self.lineno = 1
        self.offset = 0
        self._starttag_text = None

    def feed(self, data):
        self.rawdata = self.rawdata + data
        self._goahead(False)

    def close(self):
        self._goahead(True)

    def getpos(self):
        return self.lineno, self.offset

    def get_starttag_text(self):
        return self._starttag_text

    def _updatepos(self, i, j):
        if i >= j:
            return j
        chunk = self.rawdata[i:j]
        nl = chunk.count("\n")
        if nl:
            self.lineno += nl
            self.offset = j - (i + chunk.rfind("\n") + 1)
        else:
            self.offset += j - i
        return j

    def set_cdata_mode(self, elem):
        self.cdata_elem = elem.lower()

    def clear_cdata_mode(self):
        self.cdata_elem = None

    def _text(self, s):
        if self.convert_charrefs and not self.cdata_elem:
            return unescape(s)
        return s

    def _next_special(self, rawdata, i, n):
        """Where the next markup (or reference) starts."""
        if self.cdata_elem:
            low = rawdata.lower()
            k = i
            while True:
                k = low.find("</", k)
                if k < 0:
                    return n
                m = _endtag.match(low, k)
                if m is not None and m.group(1) == self.cdata_elem:
                    return k
                k += 2
        j = rawdata.find("<", i)
        if self.convert_charrefs:
            return n if j < 0 else j
        a = rawdata.find("&", i)
        if j < 0:
            return n if a < 0 else a
        return j if a < 0 or j < a else a

    def _goahead(self, end):
        rawdata = self.rawdata
        i = 0
        n = len(rawdata)
        while i < n:
            if self.convert_charrefs and not self.cdata_elem:
                j = rawdata.find("<", i)
                if j < 0:
                    amp = rawdata.rfind("&", max(i, n - 34))
                    if amp >= 0 and not _space_or_semi.search(rawdata, amp) and not end:
                        break
                    j = n
            else:
                j = self._next_special(rawdata, i, n)
                if self.cdata_elem and j == n:
                    break
            if i < j:
                self.handle_data(self._text(rawdata[i:j]))
            i = self._updatepos(i, j)
            if i == n:
                break
            c = rawdata[i]
            if c == "<":
                nxt = rawdata[i + 1:i + 2]
                if nxt and (nxt.isascii() and nxt.isalpha()):
                    k = self._parse_starttag(i)
                elif rawdata[i:i + 2] == "</":
                    k = self._parse_endtag(i)
                elif rawdata[i:i + 4] == "<!--":
                    k = self._parse_comment(i)
                elif rawdata[i:i + 2] == "<?":
                    k = self._parse_pi(i)
                elif rawdata[i:i + 2] == "<!":
                    k = self._parse_declaration(i)
                elif i + 1 < n:
                    self.handle_data("<")
                    k = i + 1
                elif end:
                    self.handle_data("<")
                    k = i + 1
                else:
                    break
                if k < 0:
                    if not end:
                        break
                    k = rawdata.find(">", i + 1)
                    if k < 0:
                        k = rawdata.find("<", i + 1)
                        if k < 0:
                            k = i + 1
                    else:
                        k += 1
                    self.handle_data(self._text(rawdata[i:k]))
                i = self._updatepos(i, k)
            elif rawdata[i:i + 2] == "&#":
                m = _charref.match(rawdata, i)
                if m is not None:
                    name = m.group()[2:-1]
                    self.handle_charref(name)
                    k = m.end()
                    if rawdata[k - 1] != ";":
                        k -= 1
                    i = self._updatepos(i, k)
                    continue
                if ";" in rawdata[i:]:
                    self.handle_data(rawdata[i:i + 2])
                    i = self._updatepos(i, i + 2)
                break
            elif c == "&":
                m = _entityref.match(rawdata, i)
                if m is not None:
                    self.handle_entityref(m.group(1))
                    k = m.end()
                    if rawdata[k - 1] != ";":
                        k -= 1
                    i = self._updatepos(i, k)
                    continue
                m = _incomplete.match(rawdata, i)
                if m is not None:
                    if end and m.group() == rawdata[i:]:
                        k = m.end()
                        if k <= i:
                            k = n
                        i = self._updatepos(i, i + 1)
                    break
                elif i + 1 < n:
                    self.handle_data("&")
                    i = self._updatepos(i, i + 1)
                else:
                    break
            else:
                raise AssertionError("we should not get here!")
        if end and i < n and not self.cdata_elem:
            self.handle_data(self._text(rawdata[i:n]))
            i = self._updatepos(i, n)
        self.rawdata = rawdata[i:]

    # -- markup ----------------------------------------------------------------------------
    def _tag_end(self, i):
        """The index just past the '>' closing the start tag at i, or -1 if it is not there yet."""
        rawdata = self.rawdata
        n = len(rawdata)
        m = _tagname.match(rawdata, i + 1)
        j = m.end()
        while j < n:
            c = rawdata[j]
            if c == ">":
                return j + 1
            if c == '"' or c == "'":
                k = rawdata.find(c, j + 1)
                if k < 0:
                    return -1
                j = k + 1
            else:
                j += 1
        return -1

    def _parse_starttag(self, i):
        endpos = self._tag_end(i)
        if endpos < 0:
            return -1
        rawdata = self.rawdata
        text = rawdata[i:endpos]
        self._starttag_text = text
        m = _tagname.match(rawdata, i + 1)
        tag = m.group().lower()
        self.lasttag = tag
        attrs = []
        k = m.end()
        stop = endpos - 1
        while k < stop:
            c = rawdata[k]
            if c in _SPACE or (c == "/" and rawdata[k + 1] != ">"):
                k += 1
                continue
            if c == "/":
                break
            am = _attr_name.match(rawdata, k)
            if am is None or am.end() > stop:
                break
            name = am.group().lower()
            k = am.end()
            value = None
            em = _eq.match(rawdata, k)
            if em is not None and em.end() <= stop:
                k = em.end()
                q = rawdata[k:k + 1]
                if q == '"' or q == "'":
                    e2 = rawdata.find(q, k + 1)
                    value = rawdata[k + 1:e2]
                    k = e2 + 1
                else:
                    um = _unquoted.match(rawdata, k)
                    e2 = min(um.end(), stop)
                    value = rawdata[k:e2]
                    k = e2
                if value:
                    value = unescape(value)
            attrs.append((name, value))
        if rawdata[k:endpos].strip().endswith("/>"):
            self.handle_startendtag(tag, attrs)
        else:
            self.handle_starttag(tag, attrs)
            if tag in self.CDATA_CONTENT_ELEMENTS:
                self.set_cdata_mode(tag)
        return endpos

    def _parse_endtag(self, i):
        rawdata = self.rawdata
        gt = rawdata.find(">", i + 1)
        if gt < 0:
            return -1
        gtpos = gt + 1
        m = _endtag.match(rawdata, i)
        if m is None:
            if self.cdata_elem is not None:
                self.handle_data(rawdata[i:gtpos])
                return gtpos
            nm = _tagname.match(rawdata, i + 2)
            if nm is None:
                if rawdata[i:i + 3] == "</>":
                    return i + 3
                return self._bogus_comment(i)
            self.handle_endtag(nm.group().lower())
            self.clear_cdata_mode()
            return gtpos
        elem = m.group(1).lower()
        if self.cdata_elem is not None and elem != self.cdata_elem:
            self.handle_data(rawdata[i:gtpos])
            return gtpos
        self.handle_endtag(elem)
        self.clear_cdata_mode()
        return gtpos

    def _parse_comment(self, i):
        rawdata = self.rawdata
        j = rawdata.find("-->", i + 4)
        if j < 0:
            return -1
        self.handle_comment(rawdata[i + 4:j])
        return j + 3

    def _parse_pi(self, i):
        rawdata = self.rawdata
        j = rawdata.find(">", i + 2)
        if j < 0:
            return -1
        self.handle_pi(rawdata[i + 2:j])
        return j + 1

    def _bogus_comment(self, i):
        rawdata = self.rawdata
        j = rawdata.find(">", i + 2)
        if j < 0:
            return -1
        self.handle_comment(rawdata[i + 2:j])
        return j + 1

    def _parse_declaration(self, i):
        rawdata = self.rawdata
        if rawdata[i:i + 3] == "<![":
            j = rawdata.find("]]>", i + 3)
            if j >= 0:
                self.unknown_decl(rawdata[i + 3:j])
                return j + 3
            j = rawdata.find("]>", i + 3)
            if j < 0:
                return -1
            self.unknown_decl(rawdata[i + 3:j])
            return j + 2
        if rawdata[i:i + 9].lower() == "<!doctype":
            j = rawdata.find(">", i + 9)
            if j < 0:
                return -1
            self.handle_decl(rawdata[i + 2:j])
            return j + 1
        return self._bogus_comment(i)

    # -- overridable handlers ------------------------------------------------------------
    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
        self.handle_endtag(tag)

    def handle_starttag(self, tag, attrs):
        pass

    def handle_endtag(self, tag):
        pass

    def handle_charref(self, name):
        pass

    def handle_entityref(self, name):
        pass

    def handle_data(self, data):
        pass

    def handle_comment(self, data):
        pass

    def handle_decl(self, decl):
        pass

    def handle_pi(self, data):
        pass

    def unknown_decl(self, data):
        pass
