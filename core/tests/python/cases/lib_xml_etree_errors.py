import xml.etree.ElementTree as ET

bad = [
    "<a></b>", "", "<a>", "<a", "<a><b>text", "<a/><b/>", "<a/>  junk", "<a>&foo;</a>",
    "<a>&#0;</a>", '<a b="1" b="2"/>', "<x:a/>", '<a x:b="1"/>', "<a><</a>", "<a>]]></a>",
    "<a>\n <b></c></a>", "abc", " x<a/>", "<a b=1/>", '<a b="<"/>', "<a>&amp</a>",
    "<a>&#xZZ;</a>", '\n<?xml version="1.0"?><a/>', "<a><!-- x -- y --></a>", "<a>\xe9</a><",
    "<a>\xe9</b>", '<a xmlns:p=""/>', "<a><?xml x?></a>", "<1a/>", '<a 1b="x"/>',
    '<a b="x"c="y"/>', "</a>", "<a>&#xD7FF;&#x110000;</a>", '<a b="&foo;"/>', '<a b="a<b"/>',
    "<a>\x01</a>", "<a/><!-- c", "<a b></a>", "<a b=></a>", "<a><!-- c", "<a>&amp",
    "<a><![CDATA[x", '<a b="1', '<?xml version="1.0"', "<a>\n\n  <b>", "<!DOCTYPE", "<a></a",
    '<a xmlns:b="x" xmlns:b="y"/>', "<a>x</a><?xml v?>", "<a>\n\n<b>x</b>\n  </a >\n<c/>",
]
for text in bad:
    try:
        ET.fromstring(text)
        print(repr(text), "parsed")
    except ET.ParseError as e:
        print(repr(text), "|", e, "|", e.code, e.position)

print(issubclass(ET.ParseError, SyntaxError))
p = ET.XMLParser()
p.feed("<a><b>")
p.feed("text</b>")
try:
    p.feed("</c>")
except ET.ParseError as e:
    print("feed:", e)
p = ET.XMLParser()
p.feed("<root>")
try:
    p.close()
except ET.ParseError as e:
    print("close:", e)
for doc in ['<a xmlns="x"><b xmlns=""/></a>', "<xml:a/>", '<a xml:lang="en"/>', "<a></a >"]:
    r = ET.fromstring(doc)
    print(r.tag, r.attrib, [c.tag for c in r])
for data in [b"<a>\xff</a>", b"<a>ok</a>\xff", b'<a b="\xc3">x</a>', b"<a>\xc3\xa9\xe9</a>"]:
    try:
        ET.fromstring(data)
    except ET.ParseError as e:
        print(data, e, e.position)
try:
    ET.fromstring(b'<?xml version="1.0" encoding="no-such"?><a/>')
except LookupError as e:
    print("LookupError", e)
p = ET.XMLParser(encoding="latin-1")
p.feed(b'<?xml version="1.0" encoding="utf-8"?><a>\xe9</a>')
print(repr(p.close().text))
p = ET.XMLParser()
p.feed("<a/>")
p.close()
for call in (lambda: p.feed("<b/>"), p.close):
    try:
        call()
    except ET.ParseError as e:
        print(e, e.code)
