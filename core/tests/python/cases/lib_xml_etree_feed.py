import xml.etree.ElementTree as ET

doc = ('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE r [<!ENTITY e "ent">]>\n'
       '<r xmlns:p="urn:p" a="1 &amp; 2"><p:x k=\'v\'>t&e;&#233;&lt;</p:x><!-- c -->'
       '<y><![CDATA[a]]b]]><?pi d?>z\r\nw</y>caf\u00e9 \u4e2d\u6587 \U0001F600</r>\n')


def dump(root):
    return ET.tostring(root, encoding="unicode")


whole = dump(ET.fromstring(doc))
print(whole)
for step in (1, 2, 3, 5, 7, 64):
    p = ET.XMLParser()
    for k in range(0, len(doc), step):
        p.feed(doc[k:k + step])
    print("str", step, dump(p.close()) == whole)
data = doc.encode("utf-8")
for step in (1, 2, 3, 4, 9):
    p = ET.XMLParser()
    for k in range(0, len(data), step):
        p.feed(data[k:k + step])
    print("bytes", step, dump(p.close()) == whole)
u16 = '<?xml version="1.0" encoding="utf-16"?><r>\u00e9\u4e2d</r>'.encode("utf-16")
print(repr(ET.fromstring(u16).text))
l1 = '<?xml version="1.0" encoding="ISO-8859-1"?><r a="\u00ff">\u00e9</r>'.encode("latin-1")
r = ET.fromstring(l1)
print(repr(r.text), r.attrib)
for bad in ["<a><b></a>", "<a>x</a>y", "<a b='1' b='2'/>", "<a>&nope;</a>", "<a>\n\n  <b c=></a>"]:
    for step in (1, 4):
        p = ET.XMLParser()
        try:
            for k in range(0, len(bad), step):
                p.feed(bad[k:k + step])
            p.close()
            print(repr(bad), step, "parsed")
        except ET.ParseError as e:
            print(repr(bad), step, e, e.position)
big = "<r>" + "".join('<item n="%d">value %d &amp; more</item>\n' % (k, k) for k in range(2000)) + "</r>"
r = ET.fromstring(big)
print(len(r), r[1999].get("n"), r[1999].text, repr(r[5].tail), len(ET.tostring(r)))
r = ET.fromstring(big.encode())
print(len(r), r[1234].text)
