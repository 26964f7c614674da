import xml.etree.ElementTree as ET

doc = """<data>
  <country name="Liechtenstein"><rank>1</rank><year>2008</year>
    <neighbor name="Austria" direction="E"/><neighbor name="Switzerland" direction="W"/></country>
  <country name="Singapore"><rank>4</rank><year>2011</year><neighbor name="Malaysia" direction="N"/></country>
  <country name="Panama"><rank>68</rank><year>2011</year>
    <neighbor name="Costa Rica" direction="W"/><neighbor name="Colombia" direction="E"/></country>
  <note><p>deep <b>bold</b></p></note>
</data>"""
root = ET.fromstring(doc)


def show(path, **kw):
    try:
        found = root.findall(path, **kw)
        print("%-32s" % path, [(e.tag, e.get("name")) for e in found])
    except Exception as e:
        print("%-32s" % path, type(e).__name__, e)


for path in ["country", "*", ".", "./country/rank", "country/*", ".//neighbor", ".//neighbor[2]",
             ".//year/..[@name='Singapore']", "country[@name='Panama']", "country[@name!='Panama']",
             "country[rank]", "country[year='2011']", "country[year!='2011']", "country/neighbor[1]",
             "country/neighbor[last()]", "country/neighbor[last()-1]", ".//*[@direction]",
             ".//neighbor[@direction='W']", "country[2]", "*/year[.='2011']", "*/year[.!='2011']",
             ".//b", ".//p/b/..", "note//b", "country/..", "..", ".//", "*//neighbor", "nothing",
             "/data", "country[0]", "country[last()+1]", "country[@name=1]", "country[text()]",
             "country[", "country//[1]", "country[@name='x'", "country/@name"]:
    show(path)
print(root.find("country").get("name"), root.find("nope"))
print(root.findtext("country/rank"), repr(root.findtext("note")), root.findtext("nope"), root.findtext("nope", "dflt"))
print([e.text for e in root.iterfind(".//rank")])
print(ET.ElementTree(root).findall(".//year")[0].text)

ns = ET.fromstring('<r xmlns="urn:d" xmlns:x="urn:x"><item>1</item><x:item>2</x:item>'
                   '<x:group><item>3</item><x:item>4</x:item></x:group><plain xmlns="">5</plain></r>')
for path, kw in [("{urn:d}item", {}), ("item", {}), ("x:item", {"namespaces": {"x": "urn:x"}}),
                 ("item", {"namespaces": {"": "urn:d"}}), (".//{urn:x}item", {}), ("{*}item", {}),
                 (".//{*}item", {}), ("{}plain", {}), ("{urn:x}*", {}), (".//{}*", {}),
                 ("y:item", {"namespaces": {"x": "urn:x"}}), ("x:group/x:item", {"namespaces": {"x": "urn:x"}})]:
    try:
        print(path, kw, [e.text for e in ns.findall(path, **kw)])
    except Exception as e:
        print(path, kw, type(e).__name__, e)
