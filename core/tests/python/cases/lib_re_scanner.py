import re
sc = re.Scanner([(r"\d+", lambda s, t: int(t)), (r"[a-z]+", lambda s, t: ("ID", t)), (r"\+|-", "OP"), (r"\s+", None)])
print(sc.scan("1 + 22 - abc + x9 ?rest"))
print(sc.scan(""), sc.scan("???"))
sc2 = re.Scanner([(r"a*", "A"), (r"b", "B")])
print(sc2.scan("aab"), sc2.scan("baa"))
sc3 = re.Scanner([(r"[A-Z]+", lambda s, t: t.lower())], re.I)
print(sc3.scan("abcDEF1"))
seen = []
sc4 = re.Scanner([(r"(\w)(\w)", lambda s, t: seen.append(s.match.group()) or t[::-1])])
print(sc4.scan("abcdefg"), seen)
