# textwrap / pprint / json / difflib / shlex fuzz against CPython (digest)
import random, hashlib, textwrap, pprint, json, difflib, shlex, string
rng = random.Random(5)
WORDS = ["a", "an", "the", "supercalifragilistic", "well-known", "e-mail", "x" * 30, "Mr.", "end.", "tab\there", "naïve", "日本語", "--opt", "a-b-c-d-e", "  ", "word,", "(paren)", "hy-", "-lead", "x\ny", "q!", "i.e.", "co-op-er-ate"]
out = []
def rec(depth):
    k = rng.random()
    if depth > 3 or k < 0.3:
        return rng.choice([rng.randint(-10**6, 10**6), rng.random() * 10 ** rng.randint(-5, 8), rng.choice(WORDS) * rng.randint(0, 3), None, True, b"by\x00tes", (1,), frozenset(), 10 ** 25])
    if k < 0.55:
        return [rec(depth + 1) for _ in range(rng.randint(0, 6))]
    if k < 0.7:
        return tuple(rec(depth + 1) for _ in range(rng.randint(0, 4)))
    if k < 0.8:
        return {rng.randint(0, 30) for _ in range(rng.randint(0, 8))}
    return {rng.choice(["k", "key", "a longer key", "z", "b"]) + str(i): rec(depth + 1) for i in range(rng.randint(0, 5))}
for i in range(150):
    text = " ".join(rng.choice(WORDS) for _ in range(rng.randint(0, 40)))
    w = rng.randint(1, 40)
    kw = dict(width=w, break_long_words=rng.random() < 0.7, break_on_hyphens=rng.random() < 0.7, drop_whitespace=rng.random() < 0.8,
              replace_whitespace=rng.random() < 0.8, expand_tabs=rng.random() < 0.8, fix_sentence_endings=rng.random() < 0.3, tabsize=rng.randint(1, 8))
    if rng.random() < 0.3:
        kw["initial_indent"] = rng.choice(["* ", "", "    ", "1) "]); kw["subsequent_indent"] = rng.choice(["  ", "", "| "])
    if rng.random() < 0.3:
        kw["max_lines"] = rng.randint(1, 5); kw["placeholder"] = rng.choice([" [...]", "...", " ~"])
    try:
        out.append(repr(textwrap.wrap(text, **kw)))
    except ValueError as e:
        out.append("ValueError " + str(e))
    try:
        out.append(textwrap.shorten(text, width=max(w, 10), placeholder=rng.choice([" [...]", "..."])))
    except ValueError as e:
        out.append("ValueError " + str(e))
    out.append(repr(textwrap.dedent(rng.choice(["  ", "\t", "    ", ""]) + text.replace(" ", "\n  ", 3))))
    obj = rec(0)
    out.append(pprint.pformat(obj, width=rng.randint(5, 80), indent=rng.randint(1, 4), depth=rng.choice([None, 1, 2, 3]), compact=rng.random() < 0.5, sort_dicts=rng.random() < 0.5, underscore_numbers=rng.random() < 0.3))
    try:
        out.append(json.dumps(obj, indent=rng.choice([None, 0, 2, "\t"]), sort_keys=rng.random() < 0.5, ensure_ascii=rng.random() < 0.5, default=repr, separators=rng.choice([None, (",", ":"), (" ,", " : ")])))
        out.append(repr(json.loads(json.dumps(obj, default=repr))))
    except (TypeError, ValueError) as e:
        out.append(type(e).__name__ + " " + str(e))
    a = [rng.choice("abcdefg") for _ in range(rng.randint(0, 12))]
    b = [rng.choice("abcdefg") for _ in range(rng.randint(0, 12))]
    sm = difflib.SequenceMatcher(None, a, b)
    out.append(repr((round(sm.ratio(), 6), sm.get_opcodes(), list(difflib.unified_diff(a, b, lineterm="", n=rng.randint(0, 3))), list(difflib.ndiff(a, b)))))
    out.append(repr(difflib.get_close_matches("".join(a), ["".join(b), "abc", "gfe", "".join(a[::-1])], n=rng.randint(1, 3), cutoff=rng.random())))
    s = " ".join(rng.choice(["a", "'b c'", '"d e"', "f\\ g", "#c", "h'i'", "$x", "a=b", "'", ""]) for _ in range(rng.randint(0, 6)))
    try:
        out.append(repr(shlex.split(s, comments=rng.random() < 0.5)))
    except ValueError as e:
        out.append("ValueError " + str(e))
    out.append(shlex.quote(s) + "|" + shlex.join(s.split()))
print(hashlib.sha256("\n".join(out).encode()).hexdigest(), len(out))
