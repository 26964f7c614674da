"""ElementTree's serialisation: the xml, html and text methods, namespace prefixes, escaping and
encoding as CPython 3.11 writes them."""

from xml.etree.ElementTree import Element, Comment, ProcessingInstruction, QName, _namespace_map

HTML_EMPTY = {"area", "base", "basefont", "br", "col", "embed", "frame", "hr", "img", "input",
              "isindex", "link", "meta", "param", "source", "track", "wbr"}


def _bad(value):
    raise TypeError("cannot serialize %r (type %s)" % (value, type(value).__name__))


def escape_cdata(text):
    if not isinstance(text, str):
        _bad(text)
    if "&" in text:
        text = text.replace("&", "&amp;")
    if "<" in text:
        text = text.replace("<", "&lt;")
    if ">" in text:
        text = text.replace(">", "&gt;")
    return text


def escape_attrib(text):
    if not isinstance(text, str):
        _bad(text)
    for ch, rep in (("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"), ('"', "&quot;"),
                    ("\r", "&#13;"), ("\n", "&#10;"), ("\t", "&#09;")):
        if ch in text:
            text = text.replace(ch, rep)
    return text


def escape_attrib_html(text):
    if not isinstance(text, str):
        _bad(text)
    for ch, rep in (("&", "&amp;"), (">", "&gt;"), ('"', "&quot;")):
        if ch in text:
            text = text.replace(ch, rep)
    return text


def _prefixes(root, default_namespace):
    """(qnames, namespaces): each tag/attribute name's written form, and uri -> prefix for
    the declarations."""
    qnames = {None: None}
    namespaces = {}
    if default_namespace:
        namespaces[default_namespace] = ""

    def add(name):
        if name[:1] == "{":
            uri, _, local = name[1:].rpartition("}")
            prefix = namespaces.get(uri)
            if prefix is None:
                prefix = _namespace_map.get(uri)
                if prefix is None:
                    prefix = "ns%d" % len(namespaces)
                if prefix != "xml":
                    namespaces[uri] = prefix
            qnames[name] = prefix + ":" + local if prefix else local
        else:
            if default_namespace:
                raise ValueError("cannot use non-qualified names with default_namespace option")
            qnames[name] = name

    for elem in root.iter():
        tag = elem.tag
        if isinstance(tag, QName):
            if tag.text not in qnames:
                add(tag.text)
        elif isinstance(tag, str):
            if tag not in qnames:
                add(tag)
        elif tag is not None and tag is not Comment and tag is not ProcessingInstruction:
            _bad(tag)
        for key, value in elem.items():
            if isinstance(key, QName):
                key = key.text
            if key not in qnames:
                add(key)
            if isinstance(value, QName) and value.text not in qnames:
                add(value.text)
        text = elem.text
        if isinstance(text, QName) and text.text not in qnames:
            add(text.text)
    return qnames, namespaces


def _xml(write, elem, qnames, namespaces, short_empty):
    tag = elem.tag
    text = elem.text
    if tag is Comment:
        write("<!--%s-->" % text)
    elif tag is ProcessingInstruction:
        write("<?%s?>" % text)
    else:
        tag = qnames[tag.text if isinstance(tag, QName) else tag]
        if tag is None:
            if text:
                write(escape_cdata(text))
            for e in elem:
                _xml(write, e, qnames, None, short_empty)
        else:
            _open_tag(write, tag, elem.attrib, qnames, namespaces, escape_attrib)
            if text or len(elem) or not short_empty:
                write(">")
                if text:
                    write(escape_cdata(text))
                for e in elem:
                    _xml(write, e, qnames, None, short_empty)
                write("</" + tag + ">")
            else:
                write(" />")
    if elem.tail:
        write(escape_cdata(elem.tail))


def _open_tag(write, tag, attrib, qnames, namespaces, escape_value):
    """`<tag`, then the namespace declarations (by prefix) and the attributes, values escaped
    by `escape_value` (the xml or the html rule); the caller closes it."""
    write("<" + tag)
    if namespaces:
        for uri, prefix in sorted(namespaces.items(), key=lambda item: item[1]):
            write(' xmlns%s="%s"' % (":" + prefix if prefix else "", escape_attrib(uri)))
    for k, v in attrib.items():
        name = qnames[k.text if isinstance(k, QName) else k]
        v = qnames[v.text] if isinstance(v, QName) else escape_value(v)
        write(' %s="%s"' % (name, v))


def _html(write, elem, qnames, namespaces, short_empty):
    tag = elem.tag
    text = elem.text
    if tag is Comment:
        write("<!--%s-->" % escape_cdata(text))
    elif tag is ProcessingInstruction:
        write("<?%s?>" % escape_cdata(text))
    else:
        tag = qnames[tag.text if isinstance(tag, QName) else tag]
        if tag is None:
            if text:
                write(escape_cdata(text))
            for e in elem:
                _html(write, e, qnames, None, short_empty)
        else:
            _open_tag(write, tag, elem.attrib, qnames, namespaces, escape_attrib_html)
            write(">")
            low = tag.lower()
            if text:
                write(text if low in ("script", "style") else escape_cdata(text))
            for e in elem:
                _html(write, e, qnames, None, short_empty)
            if low not in HTML_EMPTY:
                write("</" + tag + ">")
    if elem.tail:
        write(escape_cdata(elem.tail))


def serialize(element, encoding, xml_declaration, default_namespace, method,
              short_empty_elements):
    """The output as a list of str pieces (encoding 'unicode') or of bytes."""
    if method is None:
        method = "xml"
    if method not in ("xml", "html", "text"):
        if method == "c14n":
            raise NotImplementedError("the c14n method is not provided in the playground")
        raise ValueError("unknown method %r" % method)
    if not encoding:
        encoding = "us-ascii"
    unicode = encoding.lower() == "unicode"
    pieces = []
    write = pieces.append
    if method == "xml" and (xml_declaration or (xml_declaration is None and
                                                encoding.lower() not in ("utf-8", "us-ascii", "unicode"))):
        write("<?xml version='1.0' encoding='%s'?>\n" % ("utf-8" if unicode else encoding))
    if method == "text":
        for part in element.itertext():
            write(part)
        if element.tail:
            write(element.tail)
    else:
        qnames, namespaces = _prefixes(element, default_namespace)
        if method == "xml":
            _xml(write, element, qnames, namespaces, short_empty_elements)
        else:
            _html(write, element, qnames, namespaces, short_empty_elements)
    if unicode:
        return pieces
    text = "".join(pieces)
    return [text.encode(encoding, "xmlcharrefreplace")] if text else []


def write_tree(root, file_or_filename, encoding, xml_declaration, default_namespace, method,
               short_empty_elements):
    pieces = serialize(root, encoding, xml_declaration, default_namespace, method,
                       short_empty_elements)
    unicode = encoding is not None and encoding.lower() == "unicode"
    if hasattr(file_or_filename, "write"):
        write = file_or_filename.write
        for p in pieces:
            write(p)
        return
    if unicode:
        with open(file_or_filename, "w", encoding="utf-8", errors="xmlcharrefreplace") as f:
            f.write("".join(pieces))
    else:
        with open(file_or_filename, "wb") as f:
            f.write(b"".join(pieces))
