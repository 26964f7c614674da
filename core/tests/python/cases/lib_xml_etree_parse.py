import xml.etree.ElementTree as ET

doc = """<?xml version="1.0"?>
<!-- a comment before -->
<library name="city" open='yes'>
  <book id="b1" lang="en">
    <title>Dune</title>
    <year>1965</year>
  </book>
  <book id="b2">
    <title>Solaris &amp; more</title><year>1961</year>tail text
  </book>
  <?proc some data?>
  <!-- inside -->
  <empty/>
</library>
"""
root = ET.fromstring(doc)
print(root.tag, sorted(root.attrib.items()), repr(root.text), repr(root.tail))
print(len(root), [c.tag for c in root])
for book in root.findall("book"):
    print(book.get("id"), book.get("lang"), book.get("lang", "??"), book.find("title").text)
b2 = root[1]
print(repr(b2[1].tail), repr(b2.tail))
print(repr(root[2].tail), root[2].text, root[2].attrib)
print(list(root.keys()), list(root.items()))
print([e.tag for e in root.iter()])
print([e.text for e in root.iter("year")])
print(repr("".join(root.itertext())))

r = ET.fromstring('<a x="1&lt;2" y="&#65;&#x42;" z="tab\there\nnl" w="&#10;&#9;">t&gt;&quot;&apos;&#233;&#x1F600;</a>')
print(r.attrib)
print(repr(r.text))
r = ET.fromstring("<a>x<![CDATA[<y> & ]]>z</a>")
print(repr(r.text))
r = ET.fromstring("<a>\r\nline1\rline2\r\n</a>")
print(repr(r.text))
r = ET.fromstring(b'<?xml version="1.0" encoding="iso-8859-1"?><a>caf\xe9</a>')
print(repr(r.text))
r = ET.fromstring('<a>caf\xe9 \u4e2d</a>'.encode("utf-8"))
print(repr(r.text))
r = ET.fromstring(b'\xef\xbb\xbf<a>bom</a>')
print(r.tag, r.text)
r = ET.fromstring('<!DOCTYPE note [<!ENTITY who "World"> <!ELEMENT note ANY>]><note>Hello, &who;!</note>')
print(r.text)
r = ET.XML("<root><child/></root>")
print(r.tag, r[0].tag)
r = ET.fromstringlist(["<ro", "ot>te", "xt</root", ">"])
print(r.tag, r.text)
tree, ids = ET.XMLID('<r><a id="one"/><b id="two"><c id="three"/></b></r>')
print(sorted(ids), ids["three"].tag)
r = ET.fromstring("<a><b>1</b>  <b>2</b>\n</a>")
print([repr(b.tail) for b in r])
