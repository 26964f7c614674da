from html.parser import HTMLParser
import xml.etree.ElementTree as ET
class LinkCollector(HTMLParser):
    def __init__(self):
        super().__init__()
        self.links, self.text, self.depth, self.events = [], [], 0, []
    def handle_starttag(self, tag, attrs):
        self.events.append(("start", tag, attrs))
        if tag == "a":
            self.links.append(dict(attrs).get("href"))
    def handle_endtag(self, tag):
        self.events.append(("end", tag))
    def handle_data(self, data):
        if data.strip():
            self.text.append(data.strip())
    def handle_startendtag(self, tag, attrs):
        self.events.append(("startend", tag, attrs))
    def handle_comment(self, data):
        self.events.append(("comment", data))
    def handle_entityref(self, name):
        self.events.append(("entity", name))
p = LinkCollector()
p.feed('<html><body><h1 class="t">Title &amp; more</h1><!-- note --><p>See <a href="/a">A</a> and <a href=\'/b\' id=x>B</a>.<br/></p><img src="i.png" alt></body></html>')
p.close()
print(p.links, p.text)
for e in p.events:
    print(e)
xml = """<?xml version="1.0"?>
<library name="city">
  <book id="1" lang="en"><title>Dune</title><year>1965</year><tag>scifi</tag><tag>classic</tag></book>
  <book id="2"><title>Emma</title><year>1815</year></book>
  <magazine id="3"><title>Wired</title></magazine>
</library>"""
root = ET.fromstring(xml)
print(root.tag, root.attrib, len(root), [c.tag for c in root])
for b in root.findall("book"):
    print(b.get("id"), b.get("lang", "?"), b.findtext("title"), int(b.find("year").text), [t.text for t in b.iter("tag")])
print([t.text for t in root.iter("title")], root.find(".//tag").text, len(root.findall(".//*")), root.find("nope"))
new = ET.SubElement(root, "book", id="4")
ET.SubElement(new, "title").text = "Neuromancer & co"
new.set("lang", "en")
root.remove(root.find("magazine"))
print(ET.tostring(new, encoding="unicode"))
print(ET.tostring(root, encoding="unicode")[:120])
e = ET.Element("root")
for i in range(3):
    ch = ET.SubElement(e, "item", n=str(i))
    ch.text = f"v{i}"
ET.indent(e) if hasattr(ET, "indent") else None
print(ET.tostring(e, encoding="unicode"))
try:
    ET.fromstring("<a><b></a>")
except ET.ParseError as err:
    print("ParseError:", err)
