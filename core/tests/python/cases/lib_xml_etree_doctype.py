import xml.etree.ElementTree as ET


class T:
    def doctype(self, name, pubid, system):
        print("doctype", name, pubid, system)

    def start(self, tag, attrib):
        print("start", tag, attrib)

    def data(self, text):
        print("data", repr(text))

    def close(self):
        return "done"


for doc in ['<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd"><html/>',
            '<!DOCTYPE r SYSTEM "r.dtd"><r/>',
            '<!DOCTYPE r [<!ELEMENT r ANY><!ATTLIST r a CDATA "x"><!-- ] -->]>\n<r>&#x41;</r>',
            '<!DOCTYPE r [<!ENTITY e1 "one"><!ENTITY e2 \'t&#119;o\'><!ENTITY e1 "dup">]><r a="&e1;">&e1;-&e2;</r>']:
    p = ET.XMLParser(target=T())
    p.feed(doc)
    print(p.close())

for doc in ['<!DOCTYPE r SYSTEM "x.dtd"><r>&foo;</r>', '<!DOCTYPE r SYSTEM "x.dtd"><r a="&foo;">x</r>',
            '<!DOCTYPE r [<!ENTITY % p "x">]><r>&foo;</r>', '<!DOCTYPE r PUBLIC "a" "b"><r>x&foo;y</r>',
            '<!DOCTYPE r><r>&foo;</r>', '<!DOCTYPE r SYSTEM "x.dtd"><r>&lt;&bar;</r>']:
    try:
        r = ET.fromstring(doc)
        print("default", r.text, r.attrib)
    except ET.ParseError as e:
        print("default", e, e.code)
    p = ET.XMLParser()
    p.entity["foo"] = "FOO"
    try:
        p.feed(doc)
        r = p.close()
        print("entity", r.text, r.attrib)
    except ET.ParseError as e:
        print("entity", e, e.code)
for bad in ["<!DOCTYPE r><!DOCTYPE r><r/>", "<r/><!DOCTYPE r>", "<!DOCTYPE r [<!ENTITY e 'x'>]<r/>",
            "<!DOCTYPE r [ <r/>", "<!DOCTYPE>"]:
    try:
        ET.fromstring(bad)
        print(repr(bad), "parsed")
    except ET.ParseError as e:
        print(repr(bad), e)
