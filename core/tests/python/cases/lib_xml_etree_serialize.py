import io
import xml.etree.ElementTree as ET

e = ET.fromstring('<a x="1" y="&quot;q&quot; &lt;&amp;&gt;">text &amp; &lt;more&gt;<b/><c></c><d>\xe9</d></a>')
print(ET.tostring(e))
print(ET.tostring(e, encoding="unicode"))
print(ET.tostring(e, encoding="utf-8"))
print(ET.tostring(e, encoding="UTF-8"))
print(ET.tostring(e, encoding="utf8"))
print(ET.tostring(e, encoding="latin-1"))
print(ET.tostring(e, encoding="unicode", short_empty_elements=False))
print(ET.tostring(e, xml_declaration=True))
print(ET.tostring(e, encoding="unicode", xml_declaration=True))
print(ET.tostring(e, xml_declaration=False, encoding="iso-8859-1"))
print(ET.tostringlist(e, encoding="unicode"))
print(ET.tostringlist(ET.Element("z")))
print(ET.tostring(e, method="text", encoding="unicode"))
a = ET.Element("a", v="line1\nline2\ttab\rcr")
a.text = "x\ny"
print(ET.tostring(a, encoding="unicode"))
h = ET.fromstring('<html><head><meta charset="u"/><script>if (a &lt; b &amp;&amp; c) {}</script><style>p > q {}</style></head>'
                  '<body><p a="x&lt;&amp;&gt;&quot;">t &lt; u</p><br/><img src="s"/><div/></body></html>')
print(ET.tostring(h, method="html", encoding="unicode"))
print(ET.tostring(h, method="html"))
for bad in [dict(method="json"), dict(encoding="no-such-codec")]:
    try:
        ET.tostring(h, **bad)
    except Exception as ex:
        print(type(ex).__name__, ex)
n = ET.Element("n")
n.text = 5
try:
    ET.tostring(n)
except TypeError as ex:
    print("TypeError", ex)
n = ET.Element(7)
try:
    ET.tostring(n)
except TypeError as ex:
    print("TypeError", ex)
w = ET.Element(None)
w.text = "only text"
ET.SubElement(w, "k").text = "kid"
print(ET.tostring(w, encoding="unicode"))
p = ET.Element("p")
p.append(ET.Comment(" c & d "))
p.append(ET.PI("xml-stylesheet", 'href="s.css"'))
print(ET.tostring(p, encoding="unicode"), ET.tostring(p, encoding="unicode", method="html"))
b = io.BytesIO()
ET.ElementTree(e).write(b)
print(b.getvalue())
b = io.BytesIO()
ET.ElementTree(e).write(b, encoding="utf-8", xml_declaration=True)
print(b.getvalue())
s = io.StringIO()
ET.ElementTree(e).write(s, encoding="unicode")
print(s.getvalue())
s = io.StringIO()
ET.ElementTree(e).write(s, encoding="unicode", method="text")
print(s.getvalue())
ET.dump(e)
ET.dump(ET.ElementTree(ET.Element("t")))
