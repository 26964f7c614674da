# A str subclass overriding len/iter/contains/getitem: builtins use the overrides,
# str methods still read the characters.
class S(str):
    def __len__(self): return 100
    def __iter__(self): return iter("xyz")
    def __contains__(self, x): return True
    def __getitem__(self, i): return "G"
    def upper(self): return "UP"
    def __add__(self, o): return "SADD"
    def __mul__(self, o): return "SMUL"
    def __eq__(self, o): return True
    def __hash__(self): return 1


s = S("ab")
print(len(s), list(s), "q" in s, s[0], s.upper(), s + "c", s * 2, "".join([s, s]), "-".join(s), s == "zz")
print(sorted(s), sorted(set(s)), tuple(s), max(s), s.lower(), s.split("a"), s.replace("a", "b"))
print(str(s), repr(s), "%s" % s, f"{s}", s.strip(), type(s.strip()).__name__, type(str(s)).__name__, type(s[:]).__name__)
print(dict.fromkeys(s), "ab" in {s: 1}, {s: 1}.get("zz"))


class T(str):
    def __str__(self): return "STR"
    def __repr__(self): return "REPR"


t = T("ab")
print(t, str(t), "%s" % t, f"{t}", "{}".format(t), "-".join([t, "c"]), t + "", [t], format(t), len(t), f"{t!s}", f"{t:>4}", "%r" % t, "%5s|" % t)
