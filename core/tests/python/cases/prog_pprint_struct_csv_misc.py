import pprint
import reprlib
import struct
import array
import base64
import hashlib
import difflib
import shlex
import fnmatch
import csv
import io
import operator
import queue

data = {"users": [{"name": "ann", "roles": ["admin", "dev"], "meta": {"age": 31, "langs": list(range(12))}},
                  {"name": "bob", "roles": [], "meta": None}], "version": (1, 2, 3), "flags": {"beta": True}}
pprint.pprint(data)
pprint.pprint(data, width=50, depth=2)
print(pprint.pformat(list(range(30)), compact=True, width=40))
print(pprint.pformat({"z": 1, "a": 2}), pprint.pformat({"z": 1, "a": 2}, sort_dicts=False))
print(reprlib.repr(list(range(100))), reprlib.repr("x" * 100), reprlib.repr({i: i for i in range(20)}))
packed = struct.pack("<IhB3sf", 1000, -2, 255, b"abc", 1.5)
print(packed.hex(), struct.unpack("<IhB3sf", packed), struct.calcsize("<IhB3sf"), struct.calcsize("IhB3sf"))
print(struct.pack(">Q", 2 ** 40).hex(), struct.unpack("!H", b"\x01\x02"), list(struct.iter_unpack("<h", b"\x01\x00\x02\x00")))
try:
    struct.pack("B", 256)
except struct.error as e:
    print("struct.error:", e)
arr = array.array("i", [1, 2, 3])
arr.append(4)
arr.extend([5, 6])
print(arr, arr[1:3], arr.tolist(), arr.itemsize, array.array("d", [1.5]) * 2, arr.typecode, sum(arr))
print(base64.b64encode(b"hello world"), base64.b64decode("aGVsbG8="), base64.urlsafe_b64encode(b"\xff\xfe"), base64.b16encode(b"hi"), base64.b32encode(b"ab"))
print(hashlib.sha256(b"abc").hexdigest()[:16], hashlib.md5(b"").hexdigest(), hashlib.sha1(b"x").hexdigest()[:10])
h = hashlib.sha256()
h.update(b"a")
h.update(b"bc")
print(h.hexdigest() == hashlib.sha256(b"abc").hexdigest(), h.name, h.digest_size)
a = "the quick brown fox jumps over the lazy dog".split()
b = "the quick red fox jumped over the lazy cat".split()
print(list(difflib.unified_diff(a, b, "old", "new", lineterm="", n=1)))
sm = difflib.SequenceMatcher(None, "abcdef", "abxdeg")
print(round(sm.ratio(), 4), sm.get_matching_blocks(), sm.get_opcodes())
print(difflib.get_close_matches("appel", ["ape", "apple", "peach", "puppy"]), list(difflib.ndiff(["a\n", "b\n"], ["a\n", "c\n"])))
print(shlex.split('cmd --name "John Smith" -v \'single q\' esc\\ aped'), shlex.quote("it's here"), shlex.join(["a b", "c"]))
print(fnmatch.fnmatch("report.TXT", "*.txt"), fnmatch.fnmatchcase("report.TXT", "*.txt"), fnmatch.filter(["a.py", "b.txt", "c.py"], "*.py"), fnmatch.translate("a?c*"))
text = 'name,age,city\nAnn,31,"New York, NY"\nBob,,LA\n"Quote ""Q""",5,x\n'
rows = list(csv.reader(io.StringIO(text)))
print(rows)
dicts = list(csv.DictReader(io.StringIO(text)))
print(dicts[0], dicts[2]["name"])
out = io.StringIO()
w = csv.writer(out)
w.writerow(["a", "b,c", 'd"e', None, 3.5])
w.writerows([[1, 2], ["x\ny", ""]])
print(repr(out.getvalue()))
out = io.StringIO()
dw = csv.DictWriter(out, fieldnames=["id", "val"], extrasaction="ignore")
dw.writeheader()
dw.writerow({"id": 1, "val": "v", "junk": 0})
print(repr(out.getvalue()))
print(operator.add(1, 2), operator.concat("a", "b"), operator.contains([1], 1), operator.getitem({"k": 5}, "k"), operator.neg(3), operator.not_(0))
f = operator.attrgetter("real", "imag")
print(f(3 + 4j), operator.itemgetter(slice(1, 3))("abcd"), operator.countOf([1, 1, 2], 1), operator.indexOf("abc", "c"))
pq = queue.PriorityQueue()
for item in [(3, "c"), (1, "a"), (2, "b")]:
    pq.put(item)
print([pq.get() for _ in range(3)], pq.empty())
lq = queue.LifoQueue()
for i in range(3):
    lq.put(i)
print(lq.get(), lq.qsize())
try:
    queue.Queue().get_nowait()
except queue.Empty:
    print("queue.Empty")
