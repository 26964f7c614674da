"""xml.sax.saxutils: escape, unescape, quoteattr and a plain XMLGenerator."""


def _replace_all(data, pairs):
    for key, value in pairs:
        if key in data:
            data = data.replace(key, value)
    return data


def escape(data, entities={}):
    """&, < and > as entities, then each key of `entities` as its value."""
    data = _replace_all(data, (("&", "&amp;"), (">", "&gt;"), ("<", "&lt;")))
    return _replace_all(data, entities.items()) if entities else data


def unescape(data, entities={}):
    """&lt; and &gt;, then the given entities, then &amp; back to characters."""
    data = _replace_all(data, (("&lt;", "<"), ("&gt;", ">")))
    if entities:
        data = _replace_all(data, entities.items())
    return data.replace("&amp;", "&")


def quoteattr(data, entities={}):
    """The value escaped and quoted for an attribute, with the quote that needs no escaping."""
    data = escape(data, {**entities, "\n": "&#10;", "\r": "&#13;", "\t": "&#9;"})
    if '"' not in data:
        return '"%s"' % data
    if "'" not in data:
        return "'%s'" % data
    return '"%s"' % data.replace('"', "&quot;")


class XMLGenerator:
    """A SAX ContentHandler writing the document to `out` (a text stream)."""

    def __init__(self, out=None, encoding="iso-8859-1", short_empty_elements=False):
        if out is None:
            import sys
            out = sys.stdout
        self._out = out
        self._encoding = encoding
        self._short = short_empty_elements
        self._pending = False

    def _flush_start(self, closing=False):
        if self._pending:
            self._out.write("/>" if closing else ">")
            self._pending = False
            return closing
        return False

    def startDocument(self):
        self._out.write('<?xml version="1.0" encoding="%s"?>\n' % self._encoding)

    def endDocument(self):
        pass

    def startElement(self, name, attrs):
        self._flush_start()
        self._out.write("<" + name)
        for k, v in attrs.items():
            self._out.write(" %s=%s" % (k, quoteattr(v)))
        if self._short:
            self._pending = True
        else:
            self._out.write(">")

    def endElement(self, name):
        if not self._flush_start(True):
            self._out.write("</%s>" % name)

    def characters(self, content):
        if content:
            self._flush_start()
            self._out.write(escape(content))

    def ignorableWhitespace(self, content):
        if content:
            self._flush_start()
            self._out.write(content)

    def processingInstruction(self, target, data):
        self._flush_start()
        self._out.write("<?%s %s?>" % (target, data))

    def startPrefixMapping(self, prefix, uri):
        raise NotImplementedError("XMLGenerator namespace mappings are not provided in the playground")

    def endPrefixMapping(self, prefix):
        pass

    def startElementNS(self, name, qname, attrs):
        raise NotImplementedError("XMLGenerator.startElementNS is not provided in the playground")
