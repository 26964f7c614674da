import io
import xml.etree.ElementTree as ET

doc = """<root xmlns="urn:default" xmlns:a="urn:a" xmlns:b="urn:b">
  <child a:attr="1" plain="2" b:other="3"/>
  <a:thing xmlns:a="urn:a2"><inner/></a:thing>
  <b:item xmlns=""><bare/></b:item>
  <x:y xmlns:x="urn:x" xml:lang="en"/>
</root>"""
root = ET.fromstring(doc)
for e in root.iter():
    print(e.tag, sorted(e.attrib.items()))
events = []
for ev, obj in ET.iterparse(io.StringIO(doc), ("start-ns", "end-ns", "start", "end")):
    events.append((ev, obj if ev.endswith("-ns") else obj.tag))
print(events)
print(ET.tostring(root, encoding="unicode"))
e = ET.Element("{urn:one}top")
ET.SubElement(e, "{urn:two}mid", {"{urn:one}at": "x", "{urn:three}bt": "y"})
ET.SubElement(e, "{http://www.w3.org/1999/xhtml}p").text = "html"
ET.SubElement(e, "{http://purl.org/dc/elements/1.1/}title")
print(ET.tostring(e, encoding="unicode"))
print(ET.tostring(e, encoding="unicode", default_namespace="urn:one"))
q = ET.Element("{urn:q}e", {"type": ET.QName("urn:t", "v")})
print(ET.tostring(q, encoding="unicode"))
q.text = ET.QName("urn:t", "w")
try:
    ET.tostring(q, encoding="unicode")
except TypeError as err:
    print("TypeError", err)
ET.register_namespace("mine", "urn:mine")
print(ET.tostring(ET.Element("{urn:mine}z"), encoding="unicode"))
ET.register_namespace("mine2", "urn:mine")
print(ET.tostring(ET.Element("{urn:mine}z"), encoding="unicode"))
for bad in ['<p:a xmlns:p="u"><q:b/></p:a>', '<a xmlns:p="u"/><!-- x -->', '<a p:x="1" xmlns:p="u"/>',
            '<a xmlns:p="u"><b xmlns:p=""/></a>', '<xmlns:a/>']:
    try:
        r = ET.fromstring(bad)
        print(repr(bad), r.tag, r.attrib)
    except ET.ParseError as err:
        print(repr(bad), err)
ns = {"d": "urn:default", "a": "urn:a", "": "urn:default"}
print([c.tag for c in root.findall("d:child", ns)], [c.tag for c in root.findall("child", ns)])
print(root.find("{urn:a2}thing/{urn:default}inner") is not None, root.find(".//bare").tag)
print(root.find("child", ns).get("{urn:a}attr"), root.findtext("{urn:b}item/bare", "none"))
