import re
tests = [("a{", "a{"), ("{}", "x{}"), ("x{a}", "x{a}"), ("a{1,2", "a{1,2"), ("a{2}{3}", "aaaaaa"), ("[[]", "["), ("[a-]+", "a-a"), ("[-a]+", "-a"), ("[\\]]", "]"), ("[^-]+", "ab-"),
 ("\\z", "a"), ("\\e", "a"), ("\\/\\-\\ ", "/- "), ("a{1000}", "a" * 1000), ("(?<!a)b", "cb"), ("\\x41\\u0042\\101", "ABA"), ("[\\x00-\\x7f]+", "abc"),
 ("\\0", "\0"), ("\\1(a)", "aa"), ("(a)\\2", "aa"), ("(?P<1>a)", "a"), ("(?P<a>x)(?P<a>y)", "xy"), ("a**", "a"), ("a|*", "a"), (")", ""), ("[z-a]", "z"), ("(?z)", ""),
 ("\\bfoo\\b", "a foo."), ("\\Bo\\B", "foo"), ("^$", ""), ("(?m)^$", "a\n\nb"), ("\\d{2,}?", "12345"), ("a.c", "a\nc"), ("(?s)a.c", "a\nc"), ("\\Aab", "ab")]
for p, s in tests:
    try:
        m = re.search(p, s)
        print(repr(p), m and (m.span(), m.groups()))
    except re.error as e:
        print(repr(p), "error:", e.msg, e.pos)
m = re.match(r"(?P<a>\w)(\w)?(?P<c>\d)?", "x")
print(m[0], m["a"], m[1], m.group(1, 2), m.groups("-"), m.groupdict("?"), m.span(2), m.start(3), m.end("a"), m.expand(r"<\g<a>\1\g<0>>"), repr(m))
print(re.sub(r"(\w+)", r"\g<1>\g<0>", "ab cd"), re.sub("a", r"\n", "bab"), re.sub("a", "\\\\", "bab"), re.sub("(a)", r"\1\1", "a"))
try:
    re.sub("a", r"\2", "a")
except re.error as e:
    print("error:", e)
print([m.groups() for m in re.finditer(r"(?=(\w\w))", "abcd")], re.findall(r"(?<=-)\w+", "a-b-cd"), re.split(r"(?<=,)", "a,b,c"))
for p in ["(?=)\\z", "\\z", "a\\z", "[\\z]", "\\\\z", "\\A\\z"]:
    try:
        print(repr(p), re.search(p, "a"))
    except re.error as e:
        print(repr(p), "error:", e)
