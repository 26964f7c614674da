# xml.etree: build a catalog, serialise, parse back, query with find/findall/iter and XPath subset
import xml.etree.ElementTree as ET
catalog = ET.Element("catalog", attrib={"version": "2"})
books = [("bk101", "Gambardella", "XML Developer's Guide", "44.95", ["tech", "xml"]),
         ("bk102", "Ralls", "Midnight Rain", "5.95", ["fantasy"]),
         ("bk103", "Corets", "Maeve <Ascendant>", "5.95", [])]
for bid, author, title, price, tags in books:
    b = ET.SubElement(catalog, "book", id=bid)
    ET.SubElement(b, "author").text = author
    ET.SubElement(b, "title").text = title
    pr = ET.SubElement(b, "price", currency="USD"); pr.text = price
    if tags:
        ts = ET.SubElement(b, "tags")
        for t in tags:
            ET.SubElement(ts, "tag").text = t
xml = ET.tostring(catalog, encoding="unicode")
print(xml[:160])
root = ET.fromstring(xml)
print(root.tag, root.attrib, len(root), [b.get("id") for b in root])
print([t.text for t in root.iter("title")], root.find("book/title").text, root.findtext("book[2]/author"), root.findtext("nope", default="?"))
print([b.get("id") for b in root.findall("book[price='5.95']")], [t.text for t in root.findall(".//tag")], [b.get("id") for b in root.findall("book[tags]")])
print(root.find("book[@id='bk103']/title").text, [e.tag for e in root.find("book")], root.find(".//price").attrib)
cheap = [b for b in root if float(b.findtext("price")) < 10]
for b in cheap:
    b.find("price").text = "4.99"
    b.set("sale", "yes")
root.remove(root[0])
ET.indent(root, space="  ")
print(ET.tostring(root, encoding="unicode"))
doc = """<?xml version="1.0"?>
<!-- comment -->
<orders xmlns:x="urn:x">
  <order id="1" status="open"><item sku="A" qty="2"/><item sku="B" qty="1"/><note>rush &amp; wrap</note></order>
  <order id="2" status="closed"><item sku="A" qty="5"/></order>
  <x:meta>ns element</x:meta>
</orders>"""
orders = ET.fromstring(doc)
totals = {}
for it in orders.iter("item"):
    totals[it.get("sku")] = totals.get(it.get("sku"), 0) + int(it.get("qty"))
print(totals, orders.find("order/note").text, [o.get("status") for o in orders.findall("order")], orders.find("{urn:x}meta").text)
print(orders[0][2].tail, repr(orders.text), [c.tag for c in orders])
try:
    ET.fromstring("<a><b></a>")
except ET.ParseError as e:
    print("ParseError", e)
e = ET.Element("p"); e.text = "Hello "; b = ET.SubElement(e, "b"); b.text = "bold"; b.tail = " world"
print(ET.tostring(e), "".join(e.itertext()), ET.tostring(e, method="text"))
e2 = ET.Element("empty", a="1"); print(ET.tostring(e2), ET.tostring(ET.Element("q"), short_empty_elements=False))
print(ET.tostring(ET.fromstring('<r a="&quot;x&lt;"/>')), ET.fromstring('<r a="&quot;x&lt;"/>').get("a"))
tree = ET.ElementTree(root)
print(tree.getroot() is root, tree.find("book").get("id"), len(list(tree.iter())))
