def slugify(s):
    out = []
    prev_dash = False
    for ch in s.lower().strip():
        if ch.isalnum():
            out.append(ch); prev_dash = False
        elif not prev_dash and out:
            out.append("-"); prev_dash = True
    return "".join(out).rstrip("-")
print([slugify(s) for s in ["Hello, World!", "  Python 3.11 -- What's New?  ", "___", "Ünïcode Tëxt"]])
def camel_to_snake(s):
    out = []
    for i, ch in enumerate(s):
        if ch.isupper() and i and (not s[i - 1].isupper() or (i + 1 < len(s) and s[i + 1].islower())):
            out.append("_")
        out.append(ch.lower())
    return "".join(out)
def snake_to_camel(s, upper=False):
    parts = s.split("_")
    first = parts[0].capitalize() if upper else parts[0]
    return first + "".join(p.title() for p in parts[1:])
print([camel_to_snake(s) for s in ["camelCase", "HTTPServerError", "getHTTPResponse", "simple", "ABC"]], [snake_to_camel(s) for s in ["snake_case_name", "x"]], snake_to_camel("make_it_upper", True))
def is_palindrome(s):
    clean = [c.casefold() for c in s if c.isalnum()]
    return clean == clean[::-1]
print([is_palindrome(s) for s in ["A man, a plan, a canal: Panama", "race a car", "", "No 'x' in Nixon"]])
def anagram_groups(words):
    groups = {}
    for w in words:
        groups.setdefault("".join(sorted(w.lower())), []).append(w)
    return sorted((sorted(g) for g in groups.values() if len(g) > 1), key=lambda g: (-len(g), g))
print(anagram_groups(["listen", "silent", "enlist", "google", "gooegl", "cat", "act", "tac", "dog"]))
def compress(s):
    if not s:
        return s
    out, run = [], 1
    for a, b in zip(s, s[1:] + "\0"):
        if a == b:
            run += 1
        else:
            out.append(a + (str(run) if run > 1 else ""))
            run = 1
    r = "".join(out)
    return r if len(r) < len(s) else s
print([compress(s) for s in ["aabcccccaaa", "abc", "", "zzzzzzzzzzzz"]])
def longest_common_prefix(strs):
    if not strs:
        return ""
    p = min(strs, key=len)
    for i, ch in enumerate(p):
        if any(s[i] != ch for s in strs):
            return p[:i]
    return p
print(longest_common_prefix(["flower", "flow", "flight"]), repr(longest_common_prefix(["a", "b"])), longest_common_prefix(["same", "same"]))
def longest_unique_substring(s):
    seen, start, best = {}, 0, (0, 0)
    for i, ch in enumerate(s):
        if seen.get(ch, -1) >= start:
            start = seen[ch] + 1
        seen[ch] = i
        if i + 1 - start > best[1] - best[0]:
            best = (start, i + 1)
    return s[best[0]:best[1]]
print([longest_unique_substring(s) for s in ["abcabcbb", "bbbbb", "pwwkew", ""]])
def wrap_words(text, width):
    lines, line = [], ""
    for w in text.split():
        if len(line) + len(w) + (1 if line else 0) > width:
            lines.append(line)
            line = w
        else:
            line = f"{line} {w}" if line else w
    return lines + [line] if line else lines
for l in wrap_words("a stitch in time saves nine but only if you actually do it", 15):
    print(f"[{l:<15}]")
vowels = sum(c in "aeiouAEIOU" for c in "Programming In Python")
print(vowels, "".join(c for c in "Programming" if c not in "aeiou"), {c: "Mississippi".count(c) for c in "Misp"}, "Mississippi".index("ss", 3))
parts = []
for i in range(1, 16):
    parts.append("FizzBuzz" if i % 15 == 0 else "Fizz" if i % 3 == 0 else "Buzz" if i % 5 == 0 else str(i))
print(" ".join(parts))
print("".join(sorted("hello world", reverse=True)).strip(), " ".join(w[::-1] for w in "reverse each word".split()), " ".join(reversed("reverse word order".split())))
