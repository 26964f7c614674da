"""xml.dom.minidom, the playground's own core: parse/parseString (over `xml/_scanner.py`, the
names resolved against their namespaces), Document, Element, Attr, Text, CDATASection, Comment,
ProcessingInstruction, DocumentType, NodeList and NamedNodeMap with the common DOM calls, toxml,
toprettyxml and writexml as CPython writes them. The rest raises NotImplementedError."""

from xml.dom import Node, XMLNS_NAMESPACE, XML_NAMESPACE, NotFoundErr, HierarchyRequestErr
from xml import _scanner


class ExpatError(Exception):
    """A document that is not well-formed (named as pyexpat's error; there is no expat)."""


def _expat_error(code, line, column):
    err = ExpatError("%s: line %d, column %d" % (_scanner.MESSAGES[code], line, column))
    err.code = code
    err.lineno = line
    err.offset = column
    return err


def _write_data(writer, data):
    if data:
        data = data.replace("&", "&amp;").replace("<", "&lt;").replace('"', "&quot;").replace(">", "&gt;")
        writer.write(data)


class NodeList(list):
    """A list of nodes with the DOM's `length` and `item(i)`."""

    @property
    def length(self):
        return len(self)

    def item(self, index):
        if 0 <= index < len(self):
            return self[index]
        return None


class _Base(Node):
    parentNode = None
    ownerDocument = None
    nextSibling = None
    previousSibling = None
    attributes = None
    namespaceURI = None
    prefix = None
    localName = None
    nodeValue = None

    def __bool__(self):
        return True

    @property
    def firstChild(self):
        kids = self.__dict__.get("childNodes")
        return kids[0] if kids else None

    @property
    def lastChild(self):
        kids = self.__dict__.get("childNodes")
        return kids[-1] if kids else None

    def hasChildNodes(self):
        return bool(self.__dict__.get("childNodes"))

    def _relink(self):
        kids = self.childNodes
        prev = None
        for k in kids:
            k.previousSibling = prev
            if prev is not None:
                prev.nextSibling = k
            k.parentNode = self
            prev = k
        if prev is not None:
            prev.nextSibling = None

    def appendChild(self, node):
        if node.nodeType == Node.DOCUMENT_FRAGMENT_NODE:
            for c in list(node.childNodes):
                self.appendChild(c)
            return node
        if node.parentNode is not None:
            node.parentNode.removeChild(node)
        kids = self.childNodes
        if kids:
            kids[-1].nextSibling = node
            node.previousSibling = kids[-1]
        else:
            node.previousSibling = None
        node.nextSibling = None
        node.parentNode = self
        kids.append(node)
        return node

    def insertBefore(self, newChild, refChild):
        if refChild is None:
            return self.appendChild(newChild)
        if newChild.parentNode is not None:
            newChild.parentNode.removeChild(newChild)
        try:
            index = next(k for k, c in enumerate(self.childNodes) if c is refChild)
        except StopIteration:
            raise NotFoundErr() from None
        self.childNodes.insert(index, newChild)
        self._relink()
        return newChild

    def removeChild(self, oldChild):
        for k, c in enumerate(self.childNodes):
            if c is oldChild:
                del self.childNodes[k]
                self._relink()
                oldChild.parentNode = oldChild.previousSibling = oldChild.nextSibling = None
                return oldChild
        raise NotFoundErr()

    def replaceChild(self, newChild, oldChild):
        if newChild is oldChild:
            return oldChild
        if newChild.parentNode is not None:
            newChild.parentNode.removeChild(newChild)
        for k, c in enumerate(self.childNodes):
            if c is oldChild:
                self.childNodes[k] = newChild
                self._relink()
                oldChild.parentNode = oldChild.previousSibling = oldChild.nextSibling = None
                return oldChild
        raise NotFoundErr()

    def normalize(self):
        kids = []
        for c in self.childNodes:
            if c.nodeType == Node.TEXT_NODE:
                if not c.data:
                    continue
                if kids and kids[-1].nodeType == Node.TEXT_NODE:
                    kids[-1].data = kids[-1].data + c.data
                    continue
            elif c.nodeType == Node.ELEMENT_NODE:
                c.normalize()
            kids.append(c)
        self.childNodes[:] = kids
        self._relink()

    def isSameNode(self, other):
        return self is other

    def unlink(self):
        self.parentNode = self.ownerDocument = None
        kids = self.__dict__.get("childNodes")
        if kids is not None:
            for c in kids:
                c.unlink()
        self.previousSibling = self.nextSibling = None

    def __enter__(self):
        return self

    def __exit__(self, et, ev, tb):
        self.unlink()

    def toxml(self, encoding=None, standalone=None):
        return self.toprettyxml("", "", encoding, standalone)

    def toprettyxml(self, indent="\t", newl="\n", encoding=None, standalone=None):
        out = _Writer()
        if self.nodeType == Node.DOCUMENT_NODE:
            self.writexml(out, "", indent, newl, encoding, standalone)
        else:
            self.writexml(out, "", indent, newl)
        text = "".join(out.parts)
        if encoding is None:
            return text
        return text.encode(encoding, "xmlcharrefreplace")

    def cloneNode(self, deep):
        raise NotImplementedError("cloneNode of a %s is not provided in the playground" % type(self).__name__)

    def __getattr__(self, name):
        if name == "childNodes":
            kids = NodeList()
            self.__dict__["childNodes"] = kids
            return kids
        raise AttributeError("%r object has no attribute %r" % (type(self).__name__, name))


class _Writer:
    def __init__(self):
        self.parts = []

    def write(self, s):
        self.parts.append(s)


class Attr(_Base):
    nodeType = Node.ATTRIBUTE_NODE
    specified = True
    ownerElement = None

    def __init__(self, qName, namespaceURI=None, localName=None, prefix=None):
        self.name = self.nodeName = qName
        self.namespaceURI = namespaceURI
        self.localName = localName if localName is not None else qName.split(":")[-1]
        self.prefix = prefix
        self.value = ""

    @property
    def nodeValue(self):
        return self.value


class NamedNodeMap:
    """An element's attributes, by name."""

    def __init__(self, attrs):
        self._attrs = attrs

    @property
    def length(self):
        return len(self._attrs)

    def __len__(self):
        return len(self._attrs)

    def item(self, index):
        vals = list(self._attrs.values())
        return vals[index] if 0 <= index < len(vals) else None

    def keys(self):
        return self._attrs.keys()

    def items(self):
        return [(k, a.value) for k, a in self._attrs.items()]

    def values(self):
        return self._attrs.values()

    def get(self, name, value=None):
        return self._attrs.get(name, value)

    def getNamedItem(self, name):
        return self._attrs.get(name)

    def __getitem__(self, name):
        return self._attrs[name]

    def __contains__(self, name):
        return name in self._attrs


class Element(_Base):
    nodeType = Node.ELEMENT_NODE

    def __init__(self, tagName, namespaceURI=None, prefix=None, localName=None):
        self.tagName = self.nodeName = tagName
        self.namespaceURI = namespaceURI
        self.prefix = prefix
        self.localName = localName if localName is not None else tagName.split(":")[-1]
        self._attrs = {}

    def __repr__(self):
        return "<DOM Element: %s at %#x>" % (self.tagName, id(self))

    @property
    def attributes(self):
        return NamedNodeMap(self._attrs)

    def getAttribute(self, name):
        a = self._attrs.get(name)
        return a.value if a is not None else ""

    def getAttributeNS(self, namespaceURI, localName):
        for a in self._attrs.values():
            if a.namespaceURI == namespaceURI and a.localName == localName:
                return a.value
        return ""

    def getAttributeNode(self, name):
        return self._attrs.get(name)

    def setAttribute(self, name, value):
        a = self._attrs.get(name)
        if a is None:
            a = Attr(name)
            a.ownerDocument = self.ownerDocument
            a.ownerElement = self
            self._attrs[name] = a
        a.value = value

    def setAttributeNS(self, namespaceURI, qualifiedName, value):
        prefix, _, local = qualifiedName.rpartition(":")
        a = Attr(qualifiedName, namespaceURI, local, prefix or None)
        a.value = value
        a.ownerElement = self
        self._attrs[qualifiedName] = a

    def removeAttribute(self, name):
        try:
            del self._attrs[name]
        except KeyError:
            raise NotFoundErr() from None

    def hasAttribute(self, name):
        return name in self._attrs

    def hasAttributes(self):
        return bool(self._attrs)

    def getElementsByTagName(self, name):
        out = NodeList()
        _collect(self, lambda e: name == "*" or e.tagName == name, out)
        return out

    def getElementsByTagNameNS(self, namespaceURI, localName):
        out = NodeList()
        _collect(self, lambda e: (namespaceURI == "*" or e.namespaceURI == namespaceURI)
                 and (localName == "*" or e.localName == localName), out)
        return out

    def cloneNode(self, deep):
        e = Element(self.tagName, self.namespaceURI, self.prefix, self.localName)
        e.ownerDocument = self.ownerDocument
        for k, a in self._attrs.items():
            b = Attr(a.name, a.namespaceURI, a.localName, a.prefix)
            b.value = a.value
            b.ownerElement = e
            e._attrs[k] = b
        if deep:
            for c in self.childNodes:
                e.appendChild(c.cloneNode(True))
        return e

    def writexml(self, writer, indent="", addindent="", newl=""):
        writer.write(indent + "<" + self.tagName)
        for name, a in self._attrs.items():
            writer.write(' %s="' % name)
            _write_data(writer, a.value)
            writer.write('"')
        kids = self.__dict__.get("childNodes")
        if not kids:
            writer.write("/>" + newl)
            return
        writer.write(">")
        if len(kids) == 1 and kids[0].nodeType in (Node.TEXT_NODE, Node.CDATA_SECTION_NODE):
            kids[0].writexml(writer, "", "", "")
        else:
            writer.write(newl)
            for c in kids:
                c.writexml(writer, indent + addindent, addindent, newl)
            writer.write(indent)
        writer.write("</%s>%s" % (self.tagName, newl))


def _collect(node, test, out):
    kids = node.__dict__.get("childNodes")
    if kids is None:
        return
    # (not `kids or ()`: the VM gives len(x) for `x or y` when x is a list subclass)
    for c in kids:
        if c.nodeType == Node.ELEMENT_NODE:
            if test(c):
                out.append(c)
            _collect(c, test, out)


class _CharacterData(_Base):
    def __init__(self, data):
        self.data = data

    @property
    def nodeValue(self):
        return self.data

    @property
    def length(self):
        return len(self.data)

    def __repr__(self):
        data = self.data
        dotdotdot = "..." if len(data) > 10 else ""
        return '<DOM %s node "%r%s">' % (self.__class__.__name__, data[0:10], dotdotdot)

    def cloneNode(self, deep):
        c = self.__class__(self.data)
        c.ownerDocument = self.ownerDocument
        return c


class Text(_CharacterData):
    nodeType = Node.TEXT_NODE
    nodeName = "#text"

    def writexml(self, writer, indent="", addindent="", newl=""):
        _write_data(writer, "%s%s%s" % (indent, self.data, newl))


class CDATASection(Text):
    nodeType = Node.CDATA_SECTION_NODE
    nodeName = "#cdata-section"

    def writexml(self, writer, indent="", addindent="", newl=""):
        if "]]>" in self.data:
            raise ValueError("']]>' not allowed in a CDATA section")
        writer.write("<![CDATA[%s]]>" % self.data)


class Comment(_CharacterData):
    nodeType = Node.COMMENT_NODE
    nodeName = "#comment"

    def writexml(self, writer, indent="", addindent="", newl=""):
        if "--" in self.data:
            raise ValueError("'--' is not allowed in a comment node")
        writer.write("%s<!--%s-->%s" % (indent, self.data, newl))


class ProcessingInstruction(_CharacterData):
    nodeType = Node.PROCESSING_INSTRUCTION_NODE

    def __init__(self, target, data):
        self.target = self.nodeName = target
        self.data = data

    def cloneNode(self, deep):
        return ProcessingInstruction(self.target, self.data)

    def writexml(self, writer, indent="", addindent="", newl=""):
        writer.write("%s<?%s %s?>%s" % (indent, self.target, self.data, newl))


class DocumentType(_Base):
    nodeType = Node.DOCUMENT_TYPE_NODE
    internalSubset = None

    def __init__(self, name, publicId=None, systemId=None):
        self.name = self.nodeName = name
        self.publicId = publicId
        self.systemId = systemId

    def writexml(self, writer, indent="", addindent="", newl=""):
        writer.write("<!DOCTYPE ")
        writer.write(self.name)
        if self.publicId:
            writer.write("%s  PUBLIC '%s'%s  '%s'" % (newl, self.publicId, newl, self.systemId))
        elif self.systemId:
            writer.write("%s  SYSTEM '%s'" % (newl, self.systemId))
        if self.internalSubset is not None:
            writer.write(" [")
            writer.write(self.internalSubset)
            writer.write("]")
        writer.write(">" + newl)


class Document(_Base):
    nodeType = Node.DOCUMENT_NODE
    nodeName = "#document"
    doctype = None
    actualEncoding = None
    encoding = None
    standalone = None
    version = None

    @property
    def documentElement(self):
        for c in self.childNodes:
            if c.nodeType == Node.ELEMENT_NODE:
                return c
        return None

    def appendChild(self, node):
        if node.nodeType == Node.ELEMENT_NODE and self.documentElement is not None:
            raise HierarchyRequestErr("two document elements disallowed")
        return _Base.appendChild(self, node)

    def _own(self, node):
        node.ownerDocument = self
        return node

    def createElement(self, tagName):
        return self._own(Element(tagName))

    def createElementNS(self, namespaceURI, qualifiedName):
        prefix, _, local = qualifiedName.rpartition(":")
        return self._own(Element(qualifiedName, namespaceURI, prefix or None, local))

    def createTextNode(self, data):
        if not isinstance(data, str):
            raise TypeError("node contents must be a string")
        return self._own(Text(data))

    def createCDATASection(self, data):
        return self._own(CDATASection(data))

    def createComment(self, data):
        return self._own(Comment(data))

    def createProcessingInstruction(self, target, data):
        return self._own(ProcessingInstruction(target, data))

    def createAttribute(self, qName):
        return self._own(Attr(qName))

    def createDocumentFragment(self):
        raise NotImplementedError("Document.createDocumentFragment is not provided in the playground")

    def getElementsByTagName(self, name):
        out = NodeList()
        _collect(self, lambda e: name == "*" or e.tagName == name, out)
        return out

    def getElementsByTagNameNS(self, namespaceURI, localName):
        out = NodeList()
        _collect(self, lambda e: (namespaceURI == "*" or e.namespaceURI == namespaceURI)
                 and (localName == "*" or e.localName == localName), out)
        return out

    def getElementById(self, elementId):
        raise NotImplementedError("Document.getElementById (it needs ID attribute types) is not provided in the playground")

    def importNode(self, node, deep):
        raise NotImplementedError("Document.importNode is not provided in the playground")

    def writexml(self, writer, indent="", addindent="", newl="", encoding=None, standalone=None):
        decl = []
        if encoding:
            decl.append('encoding="%s"' % encoding)
        if standalone is not None:
            decl.append('standalone="%s"' % ("yes" if standalone else "no"))
        writer.write('<?xml version="1.0" %s?>%s' % (" ".join(decl), newl))
        for c in self.childNodes:
            c.writexml(writer, indent, addindent, newl)


class DOMImplementation:
    def hasFeature(self, feature, version):
        return feature.lower() in ("core", "xml")

    def createDocument(self, namespaceURI, qualifiedName, doctype):
        doc = Document()
        if doctype is not None:
            doc.appendChild(doctype)
            doc.doctype = doctype
        if qualifiedName:
            doc.appendChild(doc.createElementNS(namespaceURI, qualifiedName))
        return doc

    def createDocumentType(self, qualifiedName, publicId, systemId):
        return DocumentType(qualifiedName, publicId, systemId)


def getDOMImplementation(features=None):
    return DOMImplementation()


class _Builder:
    """Builds a Document from the tokenizer's calls, text runs merged into one node."""

    def __init__(self):
        self.doc = Document()
        self.node = self.doc
        self.text = []
        self.ns = [{"xml": XML_NAMESPACE}]

    def flush(self):
        if self.text:
            t = Text("".join(self.text))
            t.ownerDocument = self.doc
            self.node.appendChild(t)
            self.text = []

    def start(self, name, attrs):
        self.flush()
        scope = self.ns[-1]
        for k, v in attrs.items():
            if k == "xmlns" or k[:6] == "xmlns:":
                if scope is self.ns[-1]:
                    scope = dict(scope)
                scope[k[6:] if k != "xmlns" else ""] = v or None
        self.ns.append(scope)
        prefix, _, local = name.rpartition(":")
        e = Element(name, scope.get(prefix), prefix or None, local)
        e.ownerDocument = self.doc
        for k, v in attrs.items():
            p, _, loc = k.rpartition(":")
            if k == "xmlns" or p == "xmlns":
                uri = XMLNS_NAMESPACE
            else:
                uri = scope.get(p) if p else None
            a = Attr(k, uri, loc, p or None)
            a.value = v
            a.ownerDocument = self.doc
            a.ownerElement = e
            e._attrs[k] = a
        self.node.appendChild(e)
        self.node = e

    def end(self, name):
        self.flush()
        self.ns.pop()
        self.node = self.node.parentNode

    def data(self, text):
        self.text.append(text)

    def cdata(self, text):
        self.flush()
        self.node.appendChild(self.doc._own(CDATASection(text)))

    def comment(self, text):
        self.flush()
        self.node.appendChild(self.doc._own(Comment(text)))

    def pi(self, target, data):
        self.flush()
        self.node.appendChild(self.doc._own(ProcessingInstruction(target, data)))

    def doctype(self, name, pubid, sysid):
        dt = self.doc._own(DocumentType(name, pubid, sysid))
        self.doc.appendChild(dt)
        self.doc.doctype = dt


def _decode(data):
    import re
    enc = "utf-8"
    if data[:3] == b"\xef\xbb\xbf":
        data = data[3:]
    elif data[:2] in (b"\xff\xfe", b"\xfe\xff"):
        enc = "utf-16"
    elif data[:5] == b"<?xml":
        head = data[:data.find(b"?>")].decode("latin-1")
        m = re.search(r"encoding\s*=\s*[\"']([A-Za-z0-9._-]+)[\"']", head)
        if m:
            enc = m.group(1)
    return data.decode(enc)


def _build(chunks, parser):
    if parser is not None:
        raise NotImplementedError("minidom parsing with a parser argument is not provided in the playground")
    b = _Builder()
    sc = _scanner.Scanner(_expat_error, namespaces=False)
    sc.start, sc.end, sc.data, sc.comment, sc.pi, sc.doctype = (b.start, b.end, b.data, b.comment,
                                                                 b.pi, b.doctype)
    sc.cdata = b.cdata
    for chunk in chunks:
        if isinstance(chunk, (bytes, bytearray)):
            chunk = _decode(bytes(chunk))
        sc.feed(chunk)
    sc.close()
    return b.doc


def parseString(string, parser=None):
    return _build([string], parser)


def parse(file, parser=None, bufsize=None):
    if hasattr(file, "read"):
        return _build([file.read()], parser)
    with open(file, "rb") as f:
        return _build([f.read()], parser)
