import re
text = "Café naïve über 日本 straße Ünïcödé 42 ٣"
print(re.findall(r"\w+", text))
print(re.findall(r"[^\W\d_]+", "ab1_cd é"), re.findall(r"[\w]+", "é-ü"), re.findall(r"\d", "1٣x"))
print(re.sub(r"\s+", "_", "a\u3000b\u00a0c d"), re.split(r"\W+", "été,hiver;printemps"))
print(re.findall(r"\bnaïve\b", "la naïve naïveté"), re.findall(r"(?i)über", "ÜBER über Über"))
print(re.findall(r"É", "éÉ", re.I), re.findall(r"\w+", "Café", re.ASCII), re.fullmatch(r"\w+", "日本語") is not None)
words = re.findall(r"\w+", "Größe Größe größe")
from collections import Counter
print(Counter(w.lower() for w in words).most_common())
print(re.sub(r"(\w+)@(\w+)", r"\2 at \1", "josé@correo"), [m.span() for m in re.finditer(r"\w+", "ça va")])
for pat in ["(unclosed", "[abc", "x{2,1}", ")", "*a", "[z-a]", "(?P<1>x)", "(?P<n>x)(?P<n>y)", "\\"]:
    try:
        re.compile(pat)
        print(pat, "ok")
    except re.error as e:
        print(pat, "|", e, "|", e.pos, e.msg)
