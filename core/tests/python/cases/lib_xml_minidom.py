import io
from xml.dom import minidom, Node

doc = minidom.parseString('<?xml version="1.0"?>\n<!-- top --><catalog xmlns:x="urn:x" version="2">'
                          '<item id="a1" x:flag="y">Tea &amp; biscuits</item>\n  '
                          '<item id="a2"><name>Coffee</name><![CDATA[<raw>]]><?pi data?></item><empty/></catalog>')
root = doc.documentElement
print(root.tagName, root.nodeName, root.nodeType == Node.ELEMENT_NODE, root.getAttribute("version"))
print(repr(root.getAttribute("missing")), root.hasAttribute("version"), root.hasAttribute("nope"))
print(doc.nodeType, doc.nodeName, [n.nodeType for n in doc.childNodes])
items = doc.getElementsByTagName("item")
print(len(items), items.length, [i.getAttribute("id") for i in items], items.item(1).getAttribute("id"), items.item(9))
first = items[0]
print(first.firstChild.nodeType, repr(first.firstChild.data), repr(first.firstChild.nodeValue), first.nodeValue)
print(first.getAttributeNS("urn:x", "flag"), first.attributes.length, sorted(first.attributes.keys()))
a = first.getAttributeNode("id")
print(a.name, a.value, a.nodeName, a.nodeValue, a.nodeType)
second = items[1]
print([(c.nodeType, c.nodeName) for c in second.childNodes])
print(second.childNodes[1].data, second.childNodes[2].target, second.childNodes[2].data)
print(second.firstChild.firstChild.data, second.lastChild.nodeName, second.parentNode is root)
print(first.nextSibling.nodeType, repr(first.nextSibling.data), first.previousSibling)
print(root.firstChild.tagName, root.lastChild.tagName, root.hasChildNodes(), root.lastChild.hasChildNodes())
print(doc.toxml())
print(root.toxml())
new = doc.createElement("added")
new.setAttribute("k", 'v"<&>')
new.appendChild(doc.createTextNode("text & <more>"))
root.appendChild(new)
c = doc.createComment("note")
root.insertBefore(c, root.firstChild)
print(new.toxml(), c.toxml(), new.parentNode.tagName, new.ownerDocument is doc)
removed = root.removeChild(c)
print(removed.data, root.firstChild.tagName)
new.removeAttribute("k")
print(new.toxml())

d = minidom.parseString("<r><a><b>x</b><b>y</b></a><c/></r>")
print(d.toprettyxml())
print(d.toprettyxml(indent="  ", newl="\n"))
print(d.documentElement.toprettyxml(indent=". "))
print(d.toxml(encoding="utf-8"))
print(d.toprettyxml(indent="", newl="", encoding="latin-1"))
impl = minidom.getDOMImplementation()
nd = impl.createDocument(None, "root", None)
top = nd.documentElement
for k in range(3):
    e = nd.createElement("n")
    e.setAttribute("i", str(k))
    e.appendChild(nd.createTextNode("v%d" % k))
    top.appendChild(e)
print(nd.toxml())
print(len(nd.getElementsByTagName("n")), len(nd.getElementsByTagName("*")))
clone = top.cloneNode(True)
print(clone.toxml(), clone.parentNode, top.cloneNode(False).toxml())
f = minidom.parse(io.StringIO("<x><y a='1'/></x>"))
print(f.documentElement.firstChild.getAttribute("a"))
for bad in ["<a></b>", "<a>", "<a/><b/>"]:
    try:
        minidom.parseString(bad)
    except Exception as e:
        print(type(e).__name__, e)
com = nd.createComment("a--b")
try:
    com.toxml()
except ValueError as e:
    print("ValueError", e)
