import io
import xml.etree.ElementTree as ET

src = b"""<?xml version="1.0"?>
<!-- top -->
<root xmlns="urn:r" xmlns:p="urn:p">
  <p:item id="1">one</p:item>
  <?pi data?>
  <item id="2"><sub/></item>
  <!-- inner -->
</root>"""
for events in [None, ("start",), ("start", "end"), ("start-ns", "end-ns", "start", "end"), ("comment", "pi", "end")]:
    out = []
    it = ET.iterparse(io.BytesIO(src), events)
    for ev, obj in it:
        if ev in ("start", "end"):
            out.append((ev, obj.tag))
        elif ev in ("comment", "pi"):
            out.append((ev, obj.text))
        else:
            out.append((ev, obj))
    print(events, out)
    print(" root:", it.root.tag, len(it.root))
try:
    ET.iterparse(io.BytesIO(src), ("start", "bogus"))
except ValueError as e:
    print("ValueError", e)
it = ET.iterparse(io.BytesIO(b"<a><b></c></a>"))
try:
    for ev, el in it:
        print(ev, el.tag)
except ET.ParseError as e:
    print("ParseError", e)

pp = ET.XMLPullParser(["start", "end"])
for chunk in ["<doc>", "<x a='1'>te", "xt</x><y", "/>", "</doc>"]:
    pp.feed(chunk)
    print(repr(chunk), [(ev, el.tag, el.text) for ev, el in pp.read_events()])
pp.close()
print(list(pp.read_events()))
pp = ET.XMLPullParser()
pp.feed("<a><b/></a><junk/>")
try:
    print([el.tag for ev, el in pp.read_events()])
except ET.ParseError as e:
    print("ParseError", e)
pp = ET.XMLPullParser(("start-ns", "end"))
pp.feed(b'<a xmlns:q="urn:q"><q:b/></a>')
print(list((ev, el if ev != "end" else el.tag) for ev, el in pp.read_events()))
data = "<r>" + "".join("<i n='%d'>v%d</i>" % (k, k) for k in range(3000)) + "</r>"
pp = ET.XMLPullParser()
for k in range(0, len(data), 777):
    pp.feed(data[k:k + 777].encode())
ends = [el.get("n") for ev, el in pp.read_events()]
print(len(ends), ends[:3], ends[-2:])
