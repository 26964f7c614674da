import copy
import xml.etree.ElementTree as ET

root = ET.Element("root", {"a": "1"}, b="2")
print(root.tag, root.attrib, root.text, root.tail, len(root))
kids = [ET.SubElement(root, "k%d" % i, n=str(i)) for i in range(5)]
print([e.tag for e in root], root[0].attrib, root[-1].tag)
print([e.tag for e in root[1:3]], [e.tag for e in root[::2]])
x = ET.Element("x")
root.insert(1, x)
root.append(ET.Element("y"))
root.extend([ET.Element("z1"), ET.Element("z2")])
print([e.tag for e in root])
root.remove(x)
del root[0]
del root[-2:]
print([e.tag for e in root])
root[0] = ET.Element("first")
root[1:3] = [ET.Element("s1")]
print([e.tag for e in root], len(root), kids[3] in root)
for bad in [lambda: root.append("x"), lambda: root.insert(0, 5), lambda: root.remove(ET.Element("nope")),
            lambda: root[10], lambda: ET.Element("a", "notadict"), lambda: root.extend(["s"]),
            lambda: ET.SubElement(root, "q", 3)]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
root.set("c", "3")
print(root.get("c"), root.get("missing"), root.get("missing", "dflt"), sorted(root.keys()))
root.text = "hello"
root[0].tail = "after"
c = copy.copy(root)
print(c.tag, c.text, [e.tag for e in c], c[0] is root[0], c.attrib == root.attrib, c.attrib is root.attrib)
d = copy.deepcopy(root)
print(d[0] is root[0], d[0].tail, [e.tag for e in d])
m = root.makeelement("made", {"k": "v"})
print(m.tag, m.attrib, len(m), type(m).__name__)
root.clear()
print(root.tag, root.attrib, root.text, root.tail, len(root))

com = ET.Comment("a comment")
pi = ET.ProcessingInstruction("target", "data here")
pi2 = ET.PI("only")
print(com.tag is ET.Comment, com.text, pi.tag is ET.PI, pi.text, pi2.text)
e = ET.Element("p")
e.text = "one"
b = ET.SubElement(e, "b")
b.text = "two"
b.tail = "three"
e.append(com)
com.tail = "four"
print(list(e.itertext()), ET.tostring(e))
print([x.tag if isinstance(x.tag, str) else "special" for x in e.iter()])
print(list(e.iter("b")) == [b], len(list(e.iter("*"))))
q = ET.QName("http://ns", "local")
print(q.text, str(q), repr(q), q == "{http://ns}local", q == ET.QName("{http://ns}local"), hash(q) == hash(q.text))
print(ET.iselement(e), ET.iselement("e"))
t = ET.ElementTree(e)
print(t.getroot() is e, [x.tag for x in t.iter("b")], t.find("b").text, t.findtext("b"), len(t.findall("b")))
print(bool(ET.Element("leaf")), bool(e))
