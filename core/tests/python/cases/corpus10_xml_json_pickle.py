import xml.etree.ElementTree as ET
from html.parser import HTMLParser
import json, pickle
doc = ET.fromstring("<root a='1'><item id='x'>Hello<b>bold</b>tail</item><item id='y'/><!-- c --><other>t</other></root>")
print(doc.tag, doc.attrib, [c.tag for c in doc], doc.find("item").text, doc.find("item/b").tail, doc.findall("item")[1].get("id"), doc.findtext("other"))
print([e.get("id") for e in doc.iter("item")], ET.tostring(doc, encoding="unicode"))
new = ET.Element("cfg", version="2"); sub = ET.SubElement(new, "opt", name="a"); sub.text = "1 < 2 & 3"
print(ET.tostring(new, encoding="unicode"), list(doc.itertext()))
class P(HTMLParser):
    def __init__(self):
        super().__init__()
        self.events = []
    def handle_starttag(self, tag, attrs): self.events.append(("start", tag, attrs))
    def handle_endtag(self, tag): self.events.append(("end", tag))
    def handle_data(self, data):
        if data.strip(): self.events.append(("data", data.strip()))
p = P(); p.feed('<html><body class="x"><p>Hi &amp; bye<br/>there</p><a href="/u?a=1&b=2">link</a></body></html>')
print(p.events)
class Enc(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, set): return sorted(o)
        if isinstance(o, complex): return {"re": o.real, "im": o.imag}
        return super().default(o)
print(json.dumps({"s": {3, 1}, "c": 1 + 2j}, cls=Enc, sort_keys=True), json.dumps({"a": 1}, indent="\t"))
print(json.loads('{"x": 1.5, "y": [1, 2]}', object_hook=lambda d: sorted(d.items()), parse_float=str))
print(json.loads('[1, 2]', object_pairs_hook=dict), json.dumps("é\u2028", ensure_ascii=False), json.dumps({1: 2, True: 3, None: 4}))
try:
    json.dumps(float("nan"), allow_nan=False)
except ValueError as e:
    print(e)
print(json.dumps(float("inf")), json.loads("NaN"), json.dumps([{"a": []}], indent=2, separators=(",", ": ")))
data = {"a": [1, 2.5, "x", None, True], "b": (1, 2), "c": {1, 2}, "d": b"by"}
for proto in (0, 2, 4):
    blob = pickle.dumps(data, protocol=proto)
    print(proto, pickle.loads(blob) == data, len(blob))
print(pickle.dumps([1, "a"], protocol=2))
class Pt:
    def __init__(self, x): self.x = x
    def __eq__(self, o): return self.x == o.x
print(pickle.loads(pickle.dumps(Pt(3))) == Pt(3))
