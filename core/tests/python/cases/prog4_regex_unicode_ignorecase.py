# re.IGNORECASE over non-ASCII letters: simple case mappings and sre's equivalences (ß, İ, ſ, Kelvin sign, ǅ)
import re
texts = ["ß SS ſ s K k \u212a", "İi ı I", "µ μ Μ", "ﬁ FI fi", "Σ σ ς", "ǅ ǆ Ǆ"]
pats = ["[A-Z](?=)", "[a-z](?=)", "(?=)İ", "(?=)i", "(?=)ı", "(?=)I", "(?=)ß", "(?=)s", "(?=)S", "(?=)ſ", "(?=)k", "(?=)\u212a", "[k](?=)", "(?=)µ", "(?=)σ", "[ς](?=)", "(?=)ﬁ", "[^a-z](?=)", "(?=)ǅ", "[İ](?=)"]
for p in pats:
    print(p, [re.findall(p, t, re.I) for t in texts])
print(re.findall(r"[a-z]+", "STRAßE straße", re.I), re.findall(r"(?i)stra(ß|ss)e", "STRASSE Straße"), re.sub(r"(?i)k", "_", "Kelvin \u212a k"))
