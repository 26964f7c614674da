# Small utilities a CLI tool leans on: getopt parsing, a simulated-clock scheduler, reprlib for logs, colors
import reprlib, getopt, sched, colorsys, keyword, string, operator
def t(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, "EXC", type(e).__name__, e)
t("reprlib", lambda: [reprlib.repr(list(range(100))), reprlib.repr("x" * 100), reprlib.repr({i: i for i in range(20)}), reprlib.repr(set(range(20))), reprlib.repr((1,) * 20), reprlib.repr(10 ** 100)])
t("reprlib nested", lambda: reprlib.repr([[[[[1]]]]]))
r = reprlib.Repr(); r.maxlist = 3; r.maxstring = 10
t("Repr", lambda: [r.repr(list(range(10))), r.repr("abcdefghijklmnop"), r.repr(b"x" * 30), r.repr(frozenset(range(10)))])
class Tree:
    def __init__(self, kids): self.kids = kids
    @reprlib.recursive_repr()
    def __repr__(self): return f"Tree({self.kids!r})"
tr = Tree([]); tr.kids.append(tr)
t("recursive_repr", lambda: repr(tr))
t("getopt", lambda: getopt.getopt(["-a", "-b", "val", "--long=x", "--flag", "rest", "-c"], "ab:c", ["long=", "flag"]))
t("gnu_getopt", lambda: getopt.gnu_getopt(["rest", "-a", "--long", "x", "more"], "a", ["long="]))
t("getopt err", lambda: getopt.getopt(["-z"], "a"))
t("getopt err2", lambda: getopt.getopt(["-b"], "b:"))
t("getopt err3", lambda: getopt.getopt(["--lo"], "", ["long", "loud"]))
t("getopt prefix", lambda: getopt.getopt(["--lon=1"], "", ["long="]))
clock = [0]
s = sched.scheduler(lambda: clock[0], lambda d: clock.__setitem__(0, clock[0] + d))
out = []
s.enter(5, 1, out.append, ("e5",))
s.enter(1, 2, out.append, ("e1b",))
s.enter(1, 1, out.append, ("e1a",))
ev = s.enterabs(3, 1, out.append, argument=("e3",))
s.cancel(ev)
s.enter(2, 1, lambda: s.enter(1, 1, out.append, ("nested",)))
t("sched queue", lambda: [(e.time, e.priority) for e in s.queue])
s.run()
t("sched out", lambda: (out, clock[0], s.empty()))
t("colorsys", lambda: [tuple(round(x, 4) for x in colorsys.rgb_to_hsv(0.2, 0.4, 0.6)), tuple(round(x, 4) for x in colorsys.hsv_to_rgb(0.5, 0.5, 0.5)), tuple(round(x, 4) for x in colorsys.rgb_to_hls(1, 0, 0)), colorsys.hls_to_rgb(0, 0.5, 1), tuple(round(x, 4) for x in colorsys.rgb_to_yiq(1, 1, 1))])
t("keyword", lambda: [keyword.iskeyword("match"), keyword.issoftkeyword("match"), keyword.iskeyword("async"), len(keyword.kwlist), keyword.softkwlist])
t("string consts", lambda: [string.ascii_uppercase, string.capwords("hello   world"), string.Formatter().format("{:>5}", "x")])
