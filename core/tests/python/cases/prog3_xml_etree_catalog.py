import xml.etree.ElementTree as ET
doc = """<catalog>
  <book id="b1" lang="en">
    <title>Dune</title><author>Herbert</author><price currency="USD">9.99</price><tags><tag>scifi</tag><tag>classic</tag></tags>
  </book>
  <book id="b2" lang="fr">
    <title>L'Étranger</title><author>Camus</author><price currency="EUR">7.50</price><tags/>
  </book>
  <magazine id="m1"><title>Wired</title></magazine>
</catalog>"""
root = ET.fromstring(doc)
print(root.tag, len(root), [c.tag for c in root], root.attrib)
for b in root.findall("book"):
    print(b.get("id"), b.findtext("title"), b.find("price").get("currency"), float(b.findtext("price")), [t.text for t in b.iter("tag")])
print([t.text for t in root.iter("title")], root.find("magazine/title").text, root.findtext("missing", "n/a"), root.find("./book[@lang='fr']").get("id"))
print([e.get("id") for e in root.findall(".//*[@id]")], [b.get("id") for b in root.findall("book[title='Dune']")], len(root.findall(".//tag")))
new = ET.SubElement(root, "book", id="b3", lang="de")
ET.SubElement(new, "title").text = "Faust & Co"
new.set("year", "1808")
root.remove(root.find("magazine"))
print(ET.tostring(new, encoding="unicode"))
print(sorted(new.keys()), new.items() == sorted(new.items()) or True, new.attrib.get("year"))
el = ET.Element("note", {"to": "a<b"})
el.text = "x > y"
el.tail = "\n"
print(ET.tostring(el), ET.tostring(el, encoding="unicode"))
tree = ET.ElementTree(ET.fromstring("<r><a>1</a><a>2</a></r>"))
print(sum(int(a.text) for a in tree.getroot()), tree.getroot().find("a").text, [a.text for a in tree.iterfind("a")])
try:
    ET.fromstring("<a><b></a>")
except ET.ParseError as e:
    print(type(e).__name__, e)
def to_dict(e):
    d = dict(e.attrib)
    children = list(e)
    if children:
        for c in children:
            d.setdefault(c.tag, []).append(to_dict(c))
    elif e.text and e.text.strip():
        return e.text.strip() if not d else {**d, "#text": e.text.strip()}
    return d
print(to_dict(ET.fromstring("<cfg v='1'><db host='h'>x</db><db>y</db><empty/></cfg>")))
