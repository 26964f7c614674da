"""A library catalogue in XML: parsing, querying with ElementTree paths, editing and serialising."""
import xml.etree.ElementTree as ET

DOC = """<?xml version="1.0"?>
<catalog updated="2024-03-01">
  <book id="b1" lang="en">
    <title>Dune</title><author>Frank Herbert</author><year>1965</year><price currency="USD">9.99</price>
    <tags><tag>scifi</tag><tag>classic</tag></tags>
  </book>
  <book id="b2" lang="fr">
    <title>L'Étranger</title><author>Albert Camus</author><year>1942</year><price currency="EUR">7.50</price>
    <tags><tag>classic</tag></tags>
  </book>
  <book id="b3" lang="en">
    <title>Neuromancer</title><author>William Gibson</author><year>1984</year><price currency="USD">12.00</price>
    <tags/>
  </book>
  <magazine id="m1"><title>Byte</title></magazine>
</catalog>"""

root = ET.fromstring(DOC)
print(root.tag, root.attrib, len(root), [c.tag for c in root])
for book in root.findall("book"):
    tags = [t.text for t in book.iterfind("tags/tag")]
    price = book.find("price")
    print(f"{book.get('id')} {book.findtext('title'):<12} {book.findtext('author'):<15} {int(book.findtext('year'))} "
          f"{float(price.text):6.2f} {price.get('currency')} {tags} {book.get('isbn', 'no-isbn')}")
print([b.get("id") for b in root.findall(".//book[@lang='en']")], root.find(".//book[year='1942']/title").text)
print([t.text for t in root.iter("title")], len(list(root.iter())), root.findtext("missing", default="-"))
print([e.tag for e in root.findall("./*[title]")], root.find("book[2]").get("id"), [b.get("id") for b in root.findall("book[last()]")])
classics = [b.findtext("title") for b in root.findall("book") if any(t.text == "classic" for t in b.iter("tag"))]
print(classics)

for book in root.findall("book"):
    price = book.find("price")
    price.text = f"{float(price.text) * 1.1:.2f}"
    book.set("reviewed", "yes")
new = ET.SubElement(root, "book", id="b4", lang="en")
ET.SubElement(new, "title").text = "Snow Crash & Co <2>"
ET.SubElement(new, "year").text = "1992"
root.remove(root.find("magazine"))
print(ET.tostring(new, encoding="unicode"))
print(len(root), [b.get("reviewed") for b in root])

small = ET.Element("summary", count=str(len(root)))
for b in root:
    item = ET.SubElement(small, "item")
    item.text = b.findtext("title")
    item.tail = "\n"
print(ET.tostring(small, encoding="unicode"))
ET.indent(small, space="  ")
print(ET.tostring(small, encoding="unicode"))
print(ET.tostring(ET.Element("empty")), ET.tostring(ET.fromstring("<a x='1'>t<b/>tail</a>"), encoding="unicode"))
tree = ET.ElementTree(ET.fromstring("<r><c>1</c></r>"))
import io
buf = io.BytesIO()
tree.write(buf, encoding="utf-8", xml_declaration=True)
print(buf.getvalue())
for bad in ["<a><b></a>", "<a>&undefined;</a>", "not xml", "<a></a><b/>"]:
    try:
        ET.fromstring(bad)
    except ET.ParseError as e:
        print("ParseError", e, e.position)
for path in ["/book", "book[0]", "book[text()]"]:
    try:
        root.find(path)
    except SyntaxError as e:
        print("SyntaxError", e)
