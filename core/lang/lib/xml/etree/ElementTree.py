"""xml.etree.ElementTree (CPython 3.11's behaviour), the playground's own: the element classes
here, parsing in `_et_parse.py` over the tokenizer `xml/_scanner.py` (no expat), serialisation in
`_et_write.py`, paths in `ElementPath.py`."""

import sys

__all__ = [
    "Comment", "dump", "Element", "ElementTree", "fromstring", "fromstringlist", "indent",
    "iselement", "iterparse", "parse", "ParseError", "PI", "ProcessingInstruction", "QName",
    "SubElement", "tostring", "tostringlist", "TreeBuilder", "VERSION", "XML", "XMLID",
    "XMLParser", "XMLPullParser", "register_namespace", "canonicalize", "C14NWriterTarget",
]

VERSION = "1.3.0"


class ParseError(SyntaxError):
    """A document that is not well-formed: `code` is expat's error number and `position` the
    (line, column) where it was found."""


def iselement(element):
    return hasattr(element, "tag")


class Element:
    """An element: tag, attrib (a dict), text, tail and a list of subelements."""

    tag = None
    attrib = None
    text = None
    tail = None

    def __init__(self, tag, attrib={}, **extra):
        if not isinstance(attrib, dict):
            raise TypeError("Element() argument 2 must be dict, not %s" % type(attrib).__name__)
        self.tag = tag
        self.attrib = {**attrib, **extra}
        self._children = []

    def __repr__(self):
        return "<%s %r at %#x>" % (self.__class__.__name__, self.tag, id(self))

    def makeelement(self, tag, attrib):
        return self.__class__(tag, attrib)

    def __copy__(self):
        elem = self.makeelement(self.tag, self.attrib)
        elem.attrib = self.attrib
        elem.text = self.text
        elem.tail = self.tail
        elem[:] = self
        return elem

    def copy(self):
        return self.__copy__()

    def __deepcopy__(self, memo):
        from copy import deepcopy
        elem = self.makeelement(deepcopy(self.tag, memo), deepcopy(self.attrib, memo))
        elem.text = deepcopy(self.text, memo)
        elem.tail = deepcopy(self.tail, memo)
        for child in self._children:
            elem._children.append(deepcopy(child, memo))
        return elem

    def __len__(self):
        return len(self._children)

    def __bool__(self):
        return len(self._children) != 0

    def __getitem__(self, index):
        if isinstance(index, slice):
            return self._children[index]
        try:
            return self._children[index]
        except IndexError:
            raise IndexError("child index out of range") from None

    def __setitem__(self, index, element):
        if isinstance(index, slice):
            items = list(element)
            for e in items:
                self._assert_is_element(e)
            self._children[index] = items
        else:
            self._assert_is_element(element)
            try:
                self._children[index] = element
            except IndexError:
                raise IndexError("child assignment index out of range") from None

    def __delitem__(self, index):
        if isinstance(index, slice):
            del self._children[index]
            return
        try:
            del self._children[index]
        except IndexError:
            raise IndexError("child assignment index out of range") from None

    def __iter__(self):
        return iter(self._children)

    def __contains__(self, element):
        return element in self._children

    def _assert_is_element(self, e):
        if not isinstance(e, Element):
            raise TypeError('expected an Element, not "%s"' % type(e).__name__)

    def append(self, subelement):
        if not isinstance(subelement, Element):
            raise TypeError("append() argument must be xml.etree.ElementTree.Element, not %s"
                            % type(subelement).__name__)
        self._children.append(subelement)

    def extend(self, elements):
        items = list(elements)
        for e in items:
            self._assert_is_element(e)
        self._children.extend(items)

    def insert(self, index, subelement):
        if not isinstance(subelement, Element):
            raise TypeError("insert() argument 2 must be xml.etree.ElementTree.Element, not %s"
                            % type(subelement).__name__)
        self._children.insert(index, subelement)

    def remove(self, subelement):
        if not isinstance(subelement, Element):
            raise TypeError("remove() argument must be xml.etree.ElementTree.Element, not %s"
                            % type(subelement).__name__)
        for k, child in enumerate(self._children):
            if child is subelement:
                del self._children[k]
                return
        for k, child in enumerate(self._children):
            if child == subelement:
                del self._children[k]
                return
        raise ValueError("list.remove(x): x not in list")

    def find(self, path, namespaces=None):
        return ElementPath.find(self, path, namespaces)

    def findtext(self, path, default=None, namespaces=None):
        return ElementPath.findtext(self, path, default, namespaces)

    def findall(self, path, namespaces=None):
        return ElementPath.findall(self, path, namespaces)

    def iterfind(self, path, namespaces=None):
        return ElementPath.iterfind(self, path, namespaces)

    def clear(self):
        self.attrib.clear()
        self._children = []
        self.text = self.tail = None

    def get(self, key, default=None):
        return self.attrib.get(key, default)

    def set(self, key, value):
        self.attrib[key] = value

    def keys(self):
        return self.attrib.keys()

    def items(self):
        return self.attrib.items()

    def iter(self, tag=None):
        if tag == "*":
            tag = None
        if tag is None or self.tag == tag:
            yield self
        stack = [iter(self._children)]
        while stack:
            for e in stack[-1]:
                if tag is None or e.tag == tag:
                    yield e
                if e._children:
                    stack.append(iter(e._children))
                    break
            else:
                stack.pop()

    def getiterator(self, tag=None):
        raise AttributeError("'xml.etree.ElementTree.Element' object has no attribute 'getiterator'")

    def itertext(self):
        if self.text:
            yield self.text
        for e in self._children:
            yield from e.itertext()
            if e.tail:
                yield e.tail


def SubElement(parent, tag, attrib={}, **extra):
    if not isinstance(attrib, dict):
        raise TypeError("SubElement() argument 3 must be dict, not %s" % type(attrib).__name__)
    element = parent.makeelement(tag, {**attrib, **extra})
    parent.append(element)
    return element


def Comment(text=None):
    element = Element(Comment)
    element.text = text
    return element


def ProcessingInstruction(target, text=None):
    element = Element(ProcessingInstruction)
    element.text = target
    if text:
        element.text = target + " " + text
    return element


PI = ProcessingInstruction


class QName:
    """A qualified name, `{uri}local`, given whole or as (uri, local)."""

    def __init__(self, text_or_uri, tag=None):
        if tag:
            text_or_uri = "{%s}%s" % (text_or_uri, tag)
        self.text = text_or_uri

    def __str__(self):
        return self.text

    def __repr__(self):
        return "<%s %r>" % (self.__class__.__name__, self.text)

    def __hash__(self):
        return hash(self.text)

    def _other(self, other):
        return other.text if isinstance(other, QName) else other

    def __le__(self, other):
        return self.text <= self._other(other)

    def __lt__(self, other):
        return self.text < self._other(other)

    def __ge__(self, other):
        return self.text >= self._other(other)

    def __gt__(self, other):
        return self.text > self._other(other)

    def __eq__(self, other):
        return self.text == self._other(other)


class ElementTree:
    """A whole document: its root element, parse and write."""

    def __init__(self, element=None, file=None):
        self._root = element
        if file:
            self.parse(file)

    def getroot(self):
        return self._root

    def _setroot(self, element):
        self._root = element

    def parse(self, source, parser=None):
        close_source = False
        if not hasattr(source, "read"):
            source = open(source, "rb")
            close_source = True
        try:
            if parser is None:
                parser = XMLParser()
            while True:
                data = source.read(65536)
                if not data:
                    break
                parser.feed(data)
            self._root = parser.close()
            return self._root
        finally:
            if close_source:
                source.close()

    def iter(self, tag=None):
        return self._root.iter(tag)

    def _path(self, path):
        if path[:1] == "/":
            path = "." + path
            import warnings
            warnings.warn(
                "This search is broken in 1.3 and earlier, and will be fixed in a future "
                "version.  If you rely on the current behaviour, change it to %r" % path,
                FutureWarning, stacklevel=3)
        return path

    def find(self, path, namespaces=None):
        return self._root.find(self._path(path), namespaces)

    def findtext(self, path, default=None, namespaces=None):
        return self._root.findtext(self._path(path), default, namespaces)

    def findall(self, path, namespaces=None):
        return self._root.findall(self._path(path), namespaces)

    def iterfind(self, path, namespaces=None):
        return self._root.iterfind(self._path(path), namespaces)

    def write(self, file_or_filename, encoding=None, xml_declaration=None,
              default_namespace=None, method=None, *, short_empty_elements=True):
        _et_write.write_tree(self._root, file_or_filename, encoding, xml_declaration,
                             default_namespace, method, short_empty_elements)

    def write_c14n(self, file):
        raise NotImplementedError("ElementTree.write_c14n (C14N) is not provided in the playground")


def tostring(element, encoding=None, method=None, *, xml_declaration=None,
             default_namespace=None, short_empty_elements=True):
    pieces = _et_write.serialize(element, encoding, xml_declaration, default_namespace,
                                 method, short_empty_elements)
    if encoding is not None and encoding.lower() == "unicode":
        return "".join(pieces)
    return b"".join(pieces)


def tostringlist(element, encoding=None, method=None, *, xml_declaration=None,
                 default_namespace=None, short_empty_elements=True):
    pieces = _et_write.serialize(element, encoding, xml_declaration, default_namespace,
                                 method, short_empty_elements)
    if encoding is not None and encoding.lower() == "unicode":
        return pieces
    joined = b"".join(pieces)
    return [joined] if joined else []


def dump(elem):
    if not isinstance(elem, ElementTree):
        elem = ElementTree(elem)
    text = tostring(elem.getroot(), encoding="unicode")
    sys.stdout.write(text)
    if not text.endswith("\n"):
        sys.stdout.write("\n")


def indent(tree, space="  ", level=0):
    if isinstance(tree, ElementTree):
        tree = tree.getroot()
    if level < 0:
        raise ValueError("Initial indentation level must be >= 0, got %s" % (level,))
    if not len(tree):
        return

    def walk(elem, depth):
        inner = "\n" + space * (depth + 1)
        if not elem.text or not elem.text.strip():
            elem.text = inner
        last = None
        for child in elem:
            if len(child):
                walk(child, depth + 1)
            if not child.tail or not child.tail.strip():
                child.tail = inner
            last = child
        if not last.tail.strip():
            last.tail = "\n" + space * depth

    walk(tree, level)


def register_namespace(prefix, uri):
    import re
    if re.match(r"ns\d+$", prefix):
        raise ValueError("Prefix format reserved for internal use")
    for k, v in list(_namespace_map.items()):
        if k == uri or v == prefix:
            del _namespace_map[k]
    _namespace_map[uri] = prefix


_namespace_map = {
    "http://www.w3.org/XML/1998/namespace": "xml",
    "http://www.w3.org/1999/xhtml": "html",
    "http://www.w3.org/1999/02/22-rdf-syntax-ns#": "rdf",
    "http://schemas.xmlsoap.org/wsdl/": "wsdl",
    "http://www.w3.org/2001/XMLSchema": "xs",
    "http://www.w3.org/2001/XMLSchema-instance": "xsi",
    "http://purl.org/dc/elements/1.1/": "dc",
}


def canonicalize(xml_data=None, *, out=None, from_file=None, **options):
    raise NotImplementedError("xml.etree.ElementTree.canonicalize (C14N 2.0) is not provided in the playground")


class C14NWriterTarget:
    def __init__(self, *args, **kwargs):
        raise NotImplementedError("xml.etree.ElementTree.C14NWriterTarget is not provided in the playground")


from xml.etree import ElementPath
from xml.etree import _et_write
from xml.etree._et_parse import (XMLParser, TreeBuilder, XMLPullParser, iterparse, parse,
                                 fromstring, fromstringlist, XML, XMLID)
