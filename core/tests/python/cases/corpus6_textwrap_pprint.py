import textwrap, pprint, reprlib, string

def t(label, f):
    try:
        r = f()
        print(label, repr(r))
    except Exception as e:
        print(label, type(e).__name__, e)

text = "The quick brown fox jumps over the lazy dog. Supercalifragilisticexpialidocious is long!  Two  spaces here.\tTab."
t("wrap", lambda: textwrap.wrap(text, 20))
t("wrap opts", lambda: textwrap.wrap(text, width=15, break_long_words=False, initial_indent="* ", subsequent_indent="  "))
t("wrap hyphen", lambda: textwrap.wrap("well-known state-of-the-art x-y-z", 10, break_on_hyphens=True), )
t("wrap nohyphen", lambda: textwrap.wrap("well-known state-of-the-art", 10, break_on_hyphens=False))
t("wrap max_lines", lambda: textwrap.wrap(text, 25, max_lines=2, placeholder=" [..]"))
t("wrap ws", lambda: textwrap.wrap("a\tb  c\n d", 40, expand_tabs=False, replace_whitespace=False, drop_whitespace=False))
t("wrap tabsize", lambda: textwrap.wrap("x\ty", 40, tabsize=4))
t("wrap empty", lambda: (textwrap.wrap(""), textwrap.wrap("   "), textwrap.fill("")))
t("wrap fix", lambda: textwrap.wrap("End. Next one! Ok? yes.", 80, fix_sentence_endings=True))
t("wrap bad", lambda: textwrap.wrap("abc", 0))
print(textwrap.fill(text, 30))
print(textwrap.fill(text, 30, initial_indent="> ", subsequent_indent=">> "))
t("shorten", lambda: (textwrap.shorten("Hello  world!", width=12), textwrap.shorten("Hello world!", width=11), textwrap.shorten(text, 30, placeholder="..."), textwrap.shorten("abc", 3)))
t("shorten bad", lambda: textwrap.shorten("hello world", 5, placeholder=" [...]"))
t("dedent", lambda: (textwrap.dedent("    a\n      b\n    c"), textwrap.dedent("  a\n\n  b\n \n"), textwrap.dedent("\ta\n    b"), textwrap.dedent("no indent\n  x")))
t("indent", lambda: (textwrap.indent("a\nb\n\nc", "> "), textwrap.indent("a\n  \nb", "+", lambda l: True), textwrap.indent("x\r\ny", "-")))
tw = textwrap.TextWrapper(width=12, initial_indent="- ")
t("wrapper", lambda: (tw.wrap("one two three four five"), tw.fill("alpha beta")))
tpl = string.Template("$who likes ${what}s; $$5 $missing")
t("template safe", lambda: tpl.safe_substitute(who="Tim", what="kung pao"))
t("template", lambda: tpl.substitute(who="Tim", what="x", missing="m"))
t("template missing", lambda: tpl.substitute(who="Tim"))
t("template bad", lambda: string.Template("$ 5").substitute())
t("template bad safe", lambda: string.Template("cost $ 5 ${x").safe_substitute(x=1))
t("template ids", lambda: (string.Template("$a $b ${c}").get_identifiers(), string.Template("$a ${b}").is_valid(), string.Template("$").is_valid()))
class Pct(string.Template):
    delimiter = "%"
t("template sub", lambda: Pct("%x is %{y}").substitute(x=1, y=2))
t("template mapping", lambda: string.Template("$a-$b").substitute({"a": 1}, b=2))
t("string consts", lambda: (string.ascii_letters, string.digits, string.hexdigits, string.octdigits, string.punctuation, repr(string.whitespace), string.capwords("  hello   WORLD  foo"), string.capwords("a-b c-d", "-")))
fmt = string.Formatter()
t("formatter", lambda: (fmt.format("{0}-{x}", 1, x=2), list(fmt.parse("a{0!r:>3}b{{c}}")), fmt.vformat("{a}", (), {"a": 5})))
data = {"name": "widget", "tags": ["a", "b", "c"] * 4, "dims": {"w": 10, "h": 20, "d": {"x": 1, "y": [1, 2, {"z": None}]}}, "id": 12345678901234567890, "t": (1, 2), "s": {3, 1, 2}, "fs": frozenset({1})}
pprint.pprint(data)
pprint.pprint(data, width=40)
pprint.pprint(data, width=120, compact=True)
pprint.pprint(data, depth=2)
pprint.pprint(data, sort_dicts=False, indent=3, width=50)
pprint.pprint(list(range(40)), compact=True, width=30)
pprint.pprint(["x" * 30, "y" * 30, ("z" * 20, "w" * 20)], width=50)
pprint.pprint("a long string " * 8, width=40)
pprint.pprint(b"bytes " * 15, width=40)
pprint.pprint({"k" * i: i for i in range(1, 7)}, width=20)
t("pformat", lambda: (pprint.pformat({"b": 1, "a": 2}), pprint.pformat([]), pprint.pformat({}), pprint.isreadable([1, {2: 3}]), pprint.isrecursive([1]), pprint.saferepr({"z": 1, "a": [2]})))
rec = [1, 2]
rec.append(rec)
t("recursive", lambda: (pprint.pformat(rec).replace(str(id(rec)), "ID"), pprint.saferepr(rec).replace(str(id(rec)), "ID"), repr(rec)))
pp = pprint.PrettyPrinter(width=25, indent=2)
print(pp.pformat({"alpha": [1, 2, 3], "beta": {"gamma": "delta", "eps": (4, 5)}}))
r = reprlib.Repr()
r.maxlist = 3
r.maxstring = 12
t("reprlib", lambda: (reprlib.repr(list(range(100))), reprlib.repr("x" * 100), reprlib.repr({i: i for i in range(10)}), reprlib.repr(set(range(10))), reprlib.repr((1,) * 10), reprlib.repr([[[[[1]]]]]), r.repr(list(range(10))), r.repr("abcdefghijklmnopqrstuvwxyz"), reprlib.repr(10**100), reprlib.repr(frozenset("ab"))))
class Node:
    def __init__(self):
        self.kids = [self]
    @reprlib.recursive_repr()
    def __repr__(self):
        return f"Node({self.kids})"
t("recursive_repr", lambda: repr(Node()))
