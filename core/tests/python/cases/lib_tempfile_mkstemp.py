# tempfile.mkstemp: a descriptor os.close and os.fdopen take; os.cpu_count; xml.etree.cElementTree.
import os, tempfile
fd, path = tempfile.mkstemp()
print(type(fd).__name__, os.path.basename(path).startswith("tmp"), len(os.path.basename(path)), os.path.isabs(path), os.path.exists(path))
os.close(fd)
try:
    os.close(fd)
except OSError as e:
    print(type(e).__name__, e.errno, e)
with open(path, "w") as f:
    f.write("hello")
print(open(path).read())
os.remove(path)
fd, path = tempfile.mkstemp(suffix=".xml", prefix="bench")
with os.fdopen(fd, "w") as f:
    f.write("<a/>")
print(os.path.basename(path).startswith("bench"), path.endswith(".xml"), open(path).read())
try:
    os.close(fd)
except OSError as e:
    print(type(e).__name__, e)
os.remove(path)
d = tempfile.mkdtemp()
fd, p2 = tempfile.mkstemp(dir=d)
print(os.path.dirname(p2) == d, os.listdir(d) == [os.path.basename(p2)])
os.close(fd)
os.remove(p2)
try:
    os.close("x")
except TypeError as e:
    print(type(e).__name__, e)
print(isinstance(os.cpu_count(), int) and os.cpu_count() >= 1)
import xml.etree.cElementTree as cET, xml.etree.ElementTree as ET
print(cET.Element is ET.Element, cET.tostring(cET.fromstring("<r><x/></r>")))
