"""html (CPython 3.11's): escape and unescape (numeric references with the HTML5 replacements
for invalid ones, and every HTML5 named reference, longest prefix first when the semicolon is
missing), over html.entities."""

import re as _re

__all__ = ["escape", "unescape"]


def escape(s, quote=True):
    s = s.replace("&", "&amp;")
    s = s.replace("<", "&lt;")
    s = s.replace(">", "&gt;")
    if quote:
        s = s.replace('"', "&quot;")
        s = s.replace("'", "&#x27;")
    return s


# Numeric references the HTML5 parser replaces: NUL, CR and the C1 range read as windows-1252.
_invalid_charrefs = {
    0x00: "\ufffd", 0x0d: "\r", 0x80: "\u20ac", 0x81: "\x81", 0x82: "\u201a", 0x83: "\u0192",
    0x84: "\u201e", 0x85: "\u2026", 0x86: "\u2020", 0x87: "\u2021", 0x88: "\u02c6",
    0x89: "\u2030", 0x8a: "\u0160", 0x8b: "\u2039", 0x8c: "\u0152", 0x8d: "\x8d",
    0x8e: "\u017d", 0x8f: "\x8f", 0x90: "\x90", 0x91: "\u2018", 0x92: "\u2019",
    0x93: "\u201c", 0x94: "\u201d", 0x95: "\u2022", 0x96: "\u2013", 0x97: "\u2014",
    0x98: "\u02dc", 0x99: "\u2122", 0x9a: "\u0161", 0x9b: "\u203a", 0x9c: "\u0153",
    0x9d: "\x9d", 0x9e: "\u017e", 0x9f: "\u0178",
}

# Code points a numeric reference may not produce: they give nothing.
_invalid_codepoints = set(range(0x1, 0x9)) | set(range(0xe, 0x20)) | set(range(0x7f, 0xa0)) \
    | set(range(0xfdd0, 0xfdf0)) | {0xb} | {plane + low for plane in range(0, 0x110000, 0x10000)
                                             for low in (0xfffe, 0xffff)}

_html5 = None


def _replace_charref(m):
    global _html5
    s = m.group(1)
    if s[0] == "#":
        if s[1] in "xX":
            num = int(s[2:].rstrip(";"), 16)
        else:
            num = int(s[1:].rstrip(";"))
        if num in _invalid_charrefs:
            return _invalid_charrefs[num]
        if 0xD800 <= num <= 0xDFFF or num > 0x10FFFF:
            return "\uFFFD"
        if num in _invalid_codepoints:
            return ""
        return chr(num)
    if _html5 is None:
        from html.entities import html5
        _html5 = html5
    if s in _html5:
        return _html5[s]
    for x in range(len(s) - 1, 1, -1):
        if s[:x] in _html5:
            return _html5[s[:x]] + s[x:]
    return "&" + s


_charref = _re.compile(r"&(#[0-9]+;?|#[xX][0-9a-fA-F]+;?|[^\t\n\f <&#;]{1,32};?)")


def unescape(s):
    if "&" not in s:
        return s
    return _charref.sub(_replace_charref, s)
