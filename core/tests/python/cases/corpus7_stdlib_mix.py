import random, hashlib, base64, struct, copy, pickle, inspect, contextlib, io, sys, statistics, math, array
random.seed(12345)
print([random.randint(1, 100) for _ in range(5)], random.random(), random.choice("abcdef"), random.uniform(1, 2))
deck = list(range(10)); random.shuffle(deck)
print(deck, random.sample(range(100), 4), random.choices("abc", weights=[1, 5, 1], k=6), random.randrange(0, 100, 7))
print(round(random.gauss(0, 1), 6), round(random.expovariate(2), 6), random.getrandbits(40), random.triangular(0, 10))
r2 = random.Random(7); print(r2.random(), r2.randint(0, 10**12))
print(hashlib.md5(b"hello").hexdigest(), hashlib.sha256(b"abc").hexdigest()[:16], hashlib.sha1("é".encode()).hexdigest()[:10])
h = hashlib.sha256(); h.update(b"ab"); h.update(b"c"); print(h.hexdigest()[:16], h.digest_size, h.name)
print(base64.b64encode(b"any carnal pleas"), base64.b64decode("aGVsbG8="), base64.urlsafe_b64encode(b"\xfb\xff"), base64.b16encode(b"\x01\xab"), base64.b32encode(b"ab"))
packed = struct.pack("<hIf3s?", -2, 4000000000, 1.5, b"xyz", True)
print(packed, len(packed), struct.unpack("<hIf3s?", packed), struct.calcsize("<hIf3s?"), struct.calcsize("hIf3s?"))
print(struct.pack(">Q", 2**63 + 5).hex(), struct.unpack(">d", struct.pack(">d", math.pi))[0], struct.pack("!i", -1))
print(list(struct.iter_unpack("<H", b"\x01\x00\x02\x00")), struct.pack("<e", 0.1), struct.unpack("<e", b"\x66\x2e"))
class Node:
    def __init__(self, v, kids=()):
        self.v = v; self.kids = list(kids)
    def __repr__(self):
        return f"N({self.v}, {self.kids})"
tree = Node(1, [Node(2), Node(3, [Node(4)])])
sh = copy.copy(tree); dp = copy.deepcopy(tree)
tree.kids[0].v = 20
print(sh, dp, sh.kids is tree.kids, dp.kids[1] is tree.kids[1])
shared = [1]; pair = [shared, shared]; dpair = copy.deepcopy(pair); print(dpair[0] is dpair[1])
class Custom:
    def __init__(self): self.log = []
    def __copy__(self): print("  copy called"); return "copied"
    def __deepcopy__(self, memo): print("  deepcopy called"); return "deep"
print(copy.copy(Custom()), copy.deepcopy([Custom()]))
blob = pickle.dumps({"a": [1, 2.5, (3, "x")], "b": {4, 5}, "c": None})
print(pickle.loads(blob), type(blob).__name__)
p2 = pickle.loads(pickle.dumps(tree)); print(p2, type(p2).__name__)
def sig_demo(a, b: int = 2, *args, c, d="x", **kw) -> str:
    "Docstring here."
    return ""
s = inspect.signature(sig_demo)
print(s, list(s.parameters), s.parameters["b"].default, s.parameters["c"].kind, s.return_annotation, inspect.getdoc(sig_demo))
print(inspect.isfunction(sig_demo), inspect.isclass(Node), inspect.isgeneratorfunction(lambda: (yield)), [n for n, _ in inspect.getmembers(Node) if not n.startswith("__")])
@contextlib.contextmanager
def tag(name):
    print(f"<{name}>")
    try:
        yield name.upper()
    except ValueError as e:
        print("handled", e)
    finally:
        print(f"</{name}>")
with tag("a") as t:
    print(" inside", t)
with tag("b"):
    raise ValueError("boom")
with contextlib.suppress(KeyError, IndexError):
    [][1]
print("suppressed")
buf = io.StringIO()
with contextlib.redirect_stdout(buf):
    print("captured!")
print(repr(buf.getvalue()))
with contextlib.ExitStack() as stack:
    for n in "xyz":
        stack.enter_context(tag(n))
    stack.callback(print, "callback ran")
    print(" body")
data = [2.5, 3.5, 1.0, 4.0, 4.0, 7.25]
print(statistics.mean(data), statistics.median(data), statistics.mode(data), round(statistics.stdev(data), 6), round(statistics.pvariance(data), 6))
print(statistics.median_low([1, 2, 3, 4]), statistics.median_high([1, 2, 3, 4]), statistics.quantiles(range(1, 11), n=4), statistics.fmean([1, 2]))
print(statistics.mean([1, 2, 4]), statistics.harmonic_mean([1, 2, 4]), statistics.geometric_mean([1, 2, 4]), statistics.multimode("aabbc"))
a = array.array("i", [1, 2, 3]); a.append(4); a.extend([5]); print(a, a.tolist(), a.itemsize, a[1:3], a.tobytes()[:8])
print(math.factorial(25), math.comb(50, 25), math.perm(10, 3), math.prod([1.5, 2, 4]), math.fsum([0.1] * 10), sum([0.1] * 10))
print(math.dist((0, 0), (3, 4)), math.hypot(1, 1, 1), math.log(1000, 10), math.log2(1024), math.log10(0.001), math.exp(1) == math.e)
print(math.floor(-2.5), math.ceil(-2.5), math.trunc(-2.5), math.modf(-3.75), math.frexp(48), math.ldexp(0.75, 6), math.fmod(-7, 3), -7 % 3)
print(math.isclose(0.1 + 0.2, 0.3), math.isclose(1, 1.001, rel_tol=1e-2), math.inf > 10**400, math.nextafter(1, 2) - 1 == sys.float_info.epsilon, math.ulp(1.0))
print(math.sin(math.pi / 6), math.cos(0), math.atan2(-1, -1), math.degrees(math.pi), math.radians(180), math.sqrt(2), math.cbrt(27) if hasattr(math, "cbrt") else 3.0)
