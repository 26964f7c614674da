import functools, contextlib, dataclasses, json, enum, string, copy, operator, collections, fractions, statistics, decimal, textwrap, datetime
class Shape:
    @functools.singledispatchmethod
    def area(self, arg): raise NotImplementedError(type(arg).__name__)
    @area.register
    def _(self, arg: int): return arg * arg
    @area.register
    def _(self, arg: tuple): return arg[0] * arg[1]
print(Shape().area(3), Shape().area((2, 5)))
try:
    Shape().area("x")
except NotImplementedError as e:
    print("NIE", e)
try:
    @functools.total_ordering
    class NoOrd:
        def __eq__(self, o): return True
except ValueError as e:
    print(e)
with contextlib.ExitStack() as st:
    st.callback(print, "cb1")
    moved = st.pop_all()
print("after stack"); moved.close()
@dataclasses.dataclass
class KW:
    a: int
    _: dataclasses.KW_ONLY
    b: int = 2
    c: int = 3
print(KW(1, c=5), dataclasses.fields(KW)[1].kw_only)
print(json.dumps({"d": datetime.date(2024, 1, 2), "x": {1, 2} and 0}, default=str))
class T(string.Template):
    delimiter = "%"
print(T("Hi %who, %% done").substitute(who="Bo"), string.Template("$a ${b}c").safe_substitute(a=1))
print(string.Template("$x").template, string.Template.pattern.pattern[:10] if False else "")
Pt = collections.namedtuple("Pt", "x y")
print(copy.deepcopy([Pt(1, [2])]), copy.copy({1, 2}), copy.deepcopy(KW(1)))
print(operator.methodcaller("split", ",", 1)("a,b,c"), operator.itemgetter(slice(1, None))("abc"), operator.attrgetter("x.real")(Pt(3, 4)))
print(fractions.Fraction(1, 3) ** 2, fractions.Fraction(2, 3) ** -1, fractions.Fraction("1.5e-2"), fractions.Fraction(1, 3).__round__(2), f"{fractions.Fraction(1, 3):.5f}" if hasattr(fractions.Fraction, "__format__") and False else "")
print(statistics.median_grouped([1, 2, 2, 3, 4]), statistics.pstdev([2, 4, 4, 4, 5, 5, 7, 9]), statistics.mode(["a", "b", "a"]), statistics.quantiles([1, 2, 3, 4, 5], n=2))
with decimal.localcontext(prec=3) as ctx:
    print(decimal.Decimal(2) / 3, ctx.prec)
print(decimal.Decimal("1.2345").quantize(decimal.Decimal("0.01"), rounding=decimal.ROUND_CEILING), decimal.Decimal(7).sqrt().quantize(decimal.Decimal("1.000")))
w = textwrap.TextWrapper(width=15, break_on_hyphens=False, drop_whitespace=False)
print(w.wrap("non-breaking hyphen words  here"))
class Color(enum.Flag):
    R = 1; G = 2; B = 4
    WHITE = 7
print(list(Color.WHITE), Color(3), Color.R | Color.B, repr(Color(0)), Color.WHITE.name, len(Color))
tz = datetime.timezone(datetime.timedelta(hours=2))
a = datetime.datetime(2024, 3, 1, 12, tzinfo=tz); b = datetime.datetime(2024, 3, 1, 12, tzinfo=datetime.timezone.utc)
print(b - a, a < b, a.utcoffset(), a.astimezone(datetime.timezone.utc).isoformat(), a.tzname())
try:
    a - datetime.datetime(2024, 1, 1)
except TypeError as e:
    print(e)
