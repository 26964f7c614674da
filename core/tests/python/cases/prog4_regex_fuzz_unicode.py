# regex fuzz over Unicode text and classes against CPython (digest)
# regex fuzz against CPython's re (digest)
import random, re, hashlib
import sys
rng = random.Random(4)
ATOMS = ["(a)\\1" if False else "a", "\\n", "\\t", "[\\w.]", "[^\\s]", "[-a]", "[a-]", "[]a]", "\\Z", "ß", "ſ", "K", "k", "İ", "[à-ÿ]", "\\u00e9", "\\x41", "\\0", ".", "(?<!b)", "(?<=\\s)", "a", "b", "c", ".", "\\d", "\\w", "\\s", "\\W", "[abc]", "[^a]", "[a-c0-9]", "\\b", "\\B", "^", "$", "x", " ", "\\.", "[.]", "(?:ab)", "\\A", "\\Z", "é", "[A-Z]", "\\S", "\\D"]
def gen(depth=0):
    parts = []
    for _ in range(rng.randint(1, 4)):
        k = rng.random()
        if depth < 2 and k < 0.2:
            inner = gen(depth + 1)
            parts.append(rng.choice(["(%s)", "(?:%s)", "(?P<g%d>%%s)" % rng.randint(0, 999), "(?=%s)", "(?!%s)", "(?<=a)", "(%s|%s)" % ("%s", gen(depth + 1)), "(?i:%s)"]).replace("%s", inner, 1) if True else "")
        else:
            parts.append(rng.choice(ATOMS))
        if rng.random() < 0.35:
            parts[-1] += rng.choice(["*", "+", "?", "*?", "+?", "??", "{2}", "{1,3}", "{,2}", "{2,}?"])
    return "".join(parts)
texts = ["ß SS ſ s K k", "İi ı I", "Àéü\tÿ\n", "a\nb\n", "\x00", "", "abc", "aaa bbb ccc", "a1b2 c3", "hello world", "ab ab  abab", "x.y.z", "ÉÉ é ab", "\n a \n", "ABC abc 123", "cab cba bac", "aXbXc", "  "]
out = []
for i in range(700):
    pat = gen()
    flags = rng.choice([0, re.I, re.M, re.S, re.X if False else 0, re.A, re.I | re.M])
    try:
        rx = re.compile(pat, flags)
    except re.error as e:
        out.append(f"{pat!r} error")
        continue
    t = rng.choice(texts)
    try:
        m = rx.search(t)
        out.append(repr((pat, flags, rx.findall(t), [mm.span() for mm in rx.finditer(t)], m.groups() if m else None, m.span() if m else None,
                         rx.sub("<\\g<0>>", t), rx.split(t), bool(rx.fullmatch(t)), rx.match(t).span() if rx.match(t) else None, rx.subn(lambda mm: str(len(mm.group())), t, count=2))))
    except Exception as e:
        out.append(f"{pat!r} {type(e).__name__}")
print(hashlib.sha256("\n".join(out).encode()).hexdigest(), len(out))
