from xml.dom import minidom, Node

impl = minidom.getDOMImplementation()
doc = impl.createDocument(None, "library", None)
top = doc.documentElement
top.setAttribute("owner", "Ann & Bob")
for title, year in [("Dune", "1965"), ("Emma", "1815")]:
    book = doc.createElement("book")
    book.setAttribute("year", year)
    t = doc.createElement("title")
    t.appendChild(doc.createTextNode(title))
    book.appendChild(t)
    book.appendChild(doc.createComment(" note "))
    top.appendChild(book)
top.appendChild(doc.createProcessingInstruction("render", "fast"))
top.appendChild(doc.createCDATASection("<x>"))
print(doc.toxml())
print(doc.toprettyxml(indent="  "))
books = top.getElementsByTagName("book")
first, second = books[0], books[1]
top.insertBefore(second, first)
print([b.getAttribute("year") for b in top.getElementsByTagName("book")])
old = top.replaceChild(doc.createElement("gap"), first)
print(old.getAttribute("year"), old.parentNode, [c.nodeName for c in top.childNodes])
p = doc.createElement("p")
for s in ["a", "", "b", "c"]:
    p.appendChild(doc.createTextNode(s))
p.appendChild(doc.createElement("br"))
p.appendChild(doc.createTextNode("d"))
print(len(p.childNodes))
p.normalize()
print([(c.nodeType, getattr(c, "data", None)) for c in p.childNodes], p.toxml())
c = second.cloneNode(True)
print(c.toxml(), c.parentNode, c.getAttribute("year"))
print(second.cloneNode(False).toxml())
d2 = minidom.parseString('<!DOCTYPE r SYSTEM "r.dtd"><r xmlns="urn:d" xmlns:p="urn:p"><p:a p:k="1" k="2"/>text</r>')
print(d2.doctype.name, d2.doctype.systemId, d2.doctype.publicId)
a = d2.documentElement.firstChild
print(a.tagName, a.localName, a.prefix, a.namespaceURI, d2.documentElement.namespaceURI)
print([(x.name, x.namespaceURI, x.localName, x.prefix) for x in a.attributes.values()])
print(d2.toxml())
print(d2.toprettyxml())
print(len(d2.getElementsByTagNameNS("urn:p", "a")), len(d2.getElementsByTagNameNS("*", "*")))
try:
    top.removeChild(doc.createElement("stranger"))
except Exception as e:
    print(type(e).__name__)
try:
    doc.appendChild(doc.createElement("second"))
except Exception as e:
    print(type(e).__name__, e)
print(Node.TEXT_NODE, Node.COMMENT_NODE, doc.createTextNode("t").nodeType)
