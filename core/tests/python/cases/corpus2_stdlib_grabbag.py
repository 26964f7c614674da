import random, statistics, pprint, struct, base64, hashlib, uuid, io, sys, os.path, copy, functools, operator
random.seed(42)
print(random.random(), random.randint(1, 100), random.choice("abcdef"), random.sample(range(100), 5), random.uniform(1, 2))
l = list(range(10)); random.shuffle(l); print(l, random.choices("abc", weights=[5, 1, 1], k=6), random.randrange(0, 100, 7), random.getrandbits(16))
print(round(random.gauss(0, 1), 6), round(random.normalvariate(5, 2), 6), round(random.expovariate(1.5), 6), round(random.triangular(0, 10, 3), 6), round(random.betavariate(2, 3), 6))
r = random.Random(7); print(r.randint(1, 6), [r.choice([1, 2, 3]) for _ in range(5)], r.sample("abcdefg", k=3), random.Random("seed").random())
data = [2, 4, 4, 4, 5, 5, 7, 9]
print(statistics.mean(data), statistics.median(data), statistics.mode(data), statistics.pstdev(data), statistics.stdev(data), statistics.variance(data))
print(statistics.median_low([1, 3, 5, 7]), statistics.median_high([1, 3, 5, 7]), statistics.multimode("aabbc"), statistics.quantiles(data, n=4), statistics.harmonic_mean([40, 60]), statistics.geometric_mean([1, 10, 100]))
print(statistics.fmean([1, 2, 3.5]), statistics.mean([1.5, 2]), statistics.correlation([1, 2, 3], [2, 4, 7]), statistics.linear_regression([1, 2, 3], [2, 4, 6]))
try: statistics.mean([])
except statistics.StatisticsError as e: print("StatisticsError", e)
nested = {"users": [{"name": "ann", "roles": ["admin", "dev"], "meta": {"age": 30, "tags": list(range(12))}}, {"name": "bob", "roles": [], "meta": {}}], "count": 2, "z" * 30: ("t", 1)}
pprint.pprint(nested); pprint.pprint(nested, width=40, depth=2); print(pprint.pformat(list(range(30)), compact=True, width=50)); pprint.pprint({3: 1, 1: 2, 2: 3}, sort_dicts=False)
pk = struct.pack("<HiQ?3sf", 1, -2, 2**40, True, b"ab", 1.5); print(pk, len(pk), struct.unpack("<HiQ?3sf", pk), struct.calcsize(">I2h"), struct.calcsize("@ci"))
print(struct.pack(">I", 0xDEADBEEF).hex(), struct.unpack_from("<h", b"\x00\x01\x02", 1), list(struct.iter_unpack("<B", b"\x01\x02")), struct.Struct("!hh").pack(1, 2))
try: struct.pack("b", 200)
except struct.error as e: print("struct.error", e)
print(base64.b64encode(b"hello world!?"), base64.b64decode("aGk="), base64.urlsafe_b64encode(b"\xfb\xff"), base64.b32encode(b"ab"), base64.b16encode(b"\x01\xab"), base64.b85encode(b"xyz"))
print(hashlib.md5(b"abc").hexdigest(), hashlib.sha256("héllo".encode()).hexdigest()[:16], hashlib.sha1(b"").hexdigest(), hashlib.new("sha256", b"x").digest_size)
h = hashlib.sha256(); h.update(b"a"); h.update(b"bc"); print(h.hexdigest() == hashlib.sha256(b"abc").hexdigest(), h.name)
u = uuid.UUID("12345678-1234-5678-1234-567812345678"); print(u, u.hex, u.int, u.version, repr(u), uuid.uuid5(uuid.NAMESPACE_DNS, "python.org"), uuid.uuid3(uuid.NAMESPACE_URL, "x"), u.urn, u.bytes[:4])
s = io.StringIO("line1\nline2\nline3"); print(s.readline(), s.read(3), s.tell(), s.readlines()); s2 = io.StringIO(); s2.write("abc"); s2.seek(1); s2.write("X"); print(s2.getvalue())
b = io.BytesIO(b"abc"); print(b.read(2), b.getvalue(), b.seek(0, 2))
print(os.path.join("a", "b", "/c", "d"), os.path.splitext("arch.tar.gz"), os.path.basename("/x/y.txt"), os.path.dirname("/x/y.txt"), os.path.split("a/b/"), os.path.normpath("a//b/../c/./d"), os.path.isabs("/a"))
print(sys.version_info[:2], sys.maxsize, type(sys.argv).__name__, sys.getrecursionlimit() > 100, sys.byteorder)
print(functools.reduce(operator.add, [1, 2, 3], 10), functools.reduce(lambda a, b: a * b, range(1, 6)), functools.partial(int, base=2)("101"), repr(functools.partial(max, 1))[:25])
@functools.singledispatch
def show(x): return f"obj {x!r}"
@show.register
def _(x: int): return f"int {x}"
@show.register(list)
def _(x): return f"list of {len(x)}"
print(show(1), show([1, 2]), show("s"), show(True), show.registry.keys() >= {object, int, list})
class Circle:
    def __init__(self, r): self.r = r
    @functools.cached_property
    def area(self): print("computing"); return 3.14 * self.r ** 2
c = Circle(2); print(c.area, c.area, "area" in vars(c)); del c.area; print(c.area)
class Node:
    def __init__(self, v, kids=()): self.v, self.kids = v, list(kids)
    def __repr__(self): return f"Node({self.v}, {self.kids})"
t = Node(1, [Node(2), Node(3)]); sh = copy.copy(t); dp = copy.deepcopy(t); t.kids[0].v = 99
print(sh, dp, sh.kids is t.kids, dp.kids[0] is t.kids[0])
class Cfg:
    def __init__(self): self.items = [1]; self.cache = {}
    def __deepcopy__(self, memo): n = Cfg(); n.items = copy.deepcopy(self.items, memo); return n
    def __copy__(self): print("copy called"); n = Cfg(); n.items = self.items; return n
c1 = Cfg(); c2 = copy.deepcopy(c1); c3 = copy.copy(c1); print(c2.items is c1.items, c3.items is c1.items)
lst = [1]; cyc = [lst, lst]; d = copy.deepcopy(cyc); print(d[0] is d[1], copy.deepcopy((1, 2)) is not None)
