import sys, traceback, io, json, csv, math
def gen():
    try:
        x = yield 1
        print("got", x)
        yield 2
    finally:
        print("cleanup")
g = gen(); print(next(g), g.send("hi")); g.close()
def sub():
    yield 1
    return "done"
def outer():
    r = yield from sub()
    print("ret", r)
    yield r
print(list(outer()))
def bad():
    yield 1
    raise StopIteration
try: list(bad())
except RuntimeError as e: print("RuntimeError", e, type(e.__cause__).__name__)
def thrower():
    while True:
        try: yield
        except ValueError as e: print("caught", e)
t = thrower(); next(t); t.throw(ValueError("boom")); t.throw(ValueError("again"))
try: t.throw(KeyError("k"))
except KeyError as e: print("propagated", repr(e))
try:
    try: {}["missing"]
    except KeyError as e: raise ValueError("bad lookup") from e
except ValueError as e:
    print(repr(e.__cause__), e.__suppress_context__, repr(e.__context__))
try:
    try: 1 / 0
    except ZeroDivisionError: raise TypeError("wrapped") from None
except TypeError as e: print(e.__cause__, e.__suppress_context__, type(e.__context__).__name__)
try:
    e = ValueError("x"); e.add_note("note 1"); e.add_note("note 2"); raise e
except ValueError as e: print(e.__notes__)
buf = io.StringIO()
try:
    try: int("x")
    except ValueError as e: raise RuntimeError("outer") from e
except RuntimeError:
    traceback.print_exc(file=buf)
lines = buf.getvalue().splitlines()
print(lines[0], "|", lines[-1], "|", sum("direct cause" in l for l in lines))
print(traceback.format_exception_only(KeyError("k"))[0], end="")
try:
    raise ExceptionGroup("grp", [ValueError(1), TypeError(2), ValueError(3)])
except* ValueError as eg: print("values", eg.exceptions)
except* TypeError as eg: print("types", eg.exceptions)
eg = ExceptionGroup("g", [ValueError("a"), KeyError("b")])
print(eg, repr(eg.subgroup(ValueError)), eg.split(KeyError)[1])
print(str(KeyError("a")), str(KeyError("a", "b")), str(KeyError()), repr(OSError(2, "No such")), str(OSError(2, "No such", "f.txt")))
print(OSError(2, "x").errno, FileNotFoundError.__mro__[1].__name__, isinstance(FileNotFoundError(), OSError), IOError is OSError)
print(json.dumps({"b": [1, 2.5, None, True], "a": "é"}, indent=2, sort_keys=True))
print(json.dumps({"a": 1, "b": (1, 2)}, separators=(",", ":")), json.dumps("é", ensure_ascii=False), json.dumps(float("inf")))
print(json.loads('{"a": [1, 2.0, "x\\u00e9"], "b": null}'), json.loads("1e3"), json.loads('"\\ud83d\\ude00"'))
class E(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, set): return sorted(o)
        return super().default(o)
print(json.dumps({"s": {3, 1}}, cls=E))
try: json.dumps(object())
except TypeError as e: print(e)
try: json.loads('{"a": }')
except json.JSONDecodeError as e: print(e, e.pos, e.lineno)
print(json.loads('[1, 2]', object_hook=None), json.loads('{"a": 1}', object_pairs_hook=lambda p: p), json.loads('1.5', parse_float=str))
out = io.StringIO()
w = csv.DictWriter(out, fieldnames=["name", "qty"], lineterminator="\n"); w.writeheader(); w.writerows([{"name": "a,b", "qty": 1}, {"name": 'q"x', "qty": 2}])
print(out.getvalue())
print(list(csv.reader(io.StringIO('a,"b,c",d\n1,2,3\n'))), list(csv.DictReader(io.StringIO("x,y\n1,2\n"))))
print("%(a)s-%(b)05.1f" % {"a": "k", "b": 2.25}, "%c%c" % (72, "i"), "%r" % "s", "%*d|%-*d|" % (4, 1, 3, 2), "%%", "%.3s" % "abcdef", "%5.1e" % 0.000123)
print("{0}{1}{0}".format("a", "b"), "{name!r:>8}".format(name="x"), "{:{fill}{align}10}".format("c", fill="*", align="^"), "{0[1]}{1.real}".format("ab", 3), "{!a}".format("é"))
print(f"{'nested'!r:^12}", f"{3 + 4=}", f"{math.pi=:.3f}", f"{{}}", f"{'a' if True else 'b'}", f"{[1,2][0]}")
print(math.isclose(0.1 + 0.2, 0.3), math.fsum([0.1] * 10), math.comb(10, 3), math.perm(5, 2), math.gcd(12, 18, 27), math.lcm(4, 6), math.isqrt(99), math.prod([1, 2, 3]))
print(math.floor(-2.5), math.ceil(2.1), math.trunc(-2.7), math.copysign(1, -0.0), math.hypot(3, 4), math.dist((0, 0), (1, 1)), math.log(8, 2), math.log10(1000), math.factorial(20))
print(math.inf > 1e308, math.isnan(float("nan")), math.nan == math.nan, math.degrees(math.pi), math.atan2(1, 1), math.exp(1), math.sqrt(2), math.remainder(7, 2), math.fmod(-7, 2))
sys.stdout.write("written\n"); print("a", "b", sep="-", end="!\n"); print(*[1, 2, 3], sep=", "); print(file=sys.stdout)
