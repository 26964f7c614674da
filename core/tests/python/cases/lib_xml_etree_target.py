import os
import io
import xml.etree.ElementTree as ET


class Log:
    def start(self, tag, attrib):
        print("start", tag, attrib)

    def end(self, tag):
        print("end", tag)

    def data(self, data):
        print("data", repr(data))

    def comment(self, text):
        print("comment", repr(text))

    def pi(self, target, data):
        print("pi", target, repr(data))

    def start_ns(self, prefix, uri):
        print("start_ns", repr(prefix), uri)

    def end_ns(self, prefix):
        print("end_ns", repr(prefix))

    def close(self):
        return "closed"


p = ET.XMLParser(target=Log())
p.feed('<?xml version="1.0"?><!--c0--><a xmlns="u" xmlns:q="v">x&amp;y\nz  \n\n w<![CDATA[c\nd]]>&#65;')
p.feed('<?p  a b ?><q:b q:c="1"/>tail</a><!--c1-->')
print(p.close())


class Depth:
    def __init__(self):
        self.depth = self.max = 0

    def start(self, tag, attrib):
        self.depth += 1
        self.max = max(self.max, self.depth)

    def end(self, tag):
        self.depth -= 1

    def close(self):
        return self.max


p = ET.XMLParser(target=Depth())
p.feed("<a><b><c/><d><e/></d></b></a>")
print("max depth", p.close())
tb = ET.TreeBuilder(insert_comments=True, insert_pis=True)
p = ET.XMLParser(target=tb)
p.feed("<!--out--><r>t<!--in-->u<?pi x?>v</r>")
r = p.close()
print(ET.tostring(r), [type(c.tag).__name__ for c in r], repr(r.text), [c.tail for c in r])
tb = ET.TreeBuilder()
tb.start("root", {"k": "v"})
tb.data("te")
tb.data("xt")
tb.start("kid", {})
tb.end("kid")
tb.data("tail")
print(tb.end("root").tag, ET.tostring(tb.close()))
print(ET.TreeBuilder().close())


class MyElement(ET.Element):
    pass


tb = ET.TreeBuilder(element_factory=MyElement)
r = ET.fromstring("<a><b/></a>", parser=ET.XMLParser(target=tb))
print(type(r).__name__, type(r[0]).__name__)

x = ET.fromstring('<a xmlns="urn:a" xmlns:b="urn:b" b:attr="1" plain="2"><b:c/><d xml:lang="en"/></a>')
print(x.tag, x.attrib, [(c.tag, c.attrib) for c in x])
print(ET.tostring(x))
try:
    ET.tostring(x, default_namespace="urn:a")
except ValueError as e:
    print("ValueError", e)
del x.attrib["plain"]
print(ET.tostring(x, default_namespace="urn:a"))
try:
    ET.tostring(ET.fromstring("<a><b/></a>"), default_namespace="urn:a")
except ValueError as e:
    print("ValueError", e)
ET.register_namespace("bee", "urn:b")
print(ET.tostring(x))
try:
    ET.register_namespace("ns3", "urn:z")
except ValueError as e:
    print("ValueError", e)
y = ET.Element("{http://www.w3.org/2001/XMLSchema}schema")
ET.SubElement(y, "{urn:new}el", {"{http://www.w3.org/XML/1998/namespace}lang": "fr"})
ET.SubElement(y, ET.QName("urn:other", "q")).text = "v"
print(ET.tostring(y, encoding="unicode"))

t = ET.fromstring("<r><a><b>x</b><c/></a><d>text</d><e>  </e></r>")
ET.indent(t)
print(ET.tostring(t, encoding="unicode"))
ET.indent(t, space="\t", level=1)
print(ET.tostring(t, encoding="unicode"))
try:
    ET.indent(t, level=-1)
except ValueError as e:
    print("ValueError", e)

tree = ET.ElementTree(ET.fromstring("<cfg><opt n='1'>on</opt><opt n='2'>caf\xe9</opt></cfg>"))
tree.write("out.xml")
print(open("out.xml", "rb").read())
tree.write("out2.xml", encoding="utf-8", xml_declaration=True)
print(open("out2.xml", "rb").read())
tree.write("out3.xml", encoding="unicode")
print(open("out3.xml", encoding="utf-8").read())
back = ET.parse("out2.xml")
print(back.getroot().tag, [o.text for o in back.findall("opt")], back.findtext("opt"))
back = ET.parse(io.BytesIO(b"<z><y/></z>"))
print(back.getroot().tag)
print([(ev, el.tag) for ev, el in ET.iterparse("out.xml", ("start", "end"))])
for name in ("out.xml", "out2.xml", "out3.xml"):
    os.remove(name)
print(os.path.exists("out.xml"))
