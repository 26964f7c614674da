# A log filter whose rules are regular expressions with inline flags, as users type them in a config.
import re
from collections import Counter

RULES = """
error   (?i)\\b(error|fatal)\\b
slow    (?x) took \\s+ (?P<ms>\\d{4,}) \\s* ms   # four digits or more
auth    (?im)^auth:.*denied$
ip      (?a)\\b\\d{1,3}(?:\\.\\d{1,3}){3}\\b
bad1    retry(?i)
bad2    (?L)locale
bad3    (?i-i:x)
bad4    (?au)x
quoted  (?s)"(.*?)"
"""

LOG = """\
2024-05-01 INFO  request /home took 12 ms from 10.0.0.7
2024-05-01 Error request /api took 2500 ms from 192.168.1.20
auth: user bob DENIED
AUTH: user eve denied
2024-05-01 FATAL disk full on ١٢٣.1.1.1
2024-05-01 WARN  "multi
line" message took 10000ms
"""

compiled = {}
for line in RULES.strip().splitlines():
    name, pattern = line.split(None, 1)
    try:
        rx = re.compile(pattern)
    except re.error as e:
        print(f"rule {name}: re.error: {e}")
        continue
    except ValueError as e:
        print(f"rule {name}: ValueError: {e}")
        continue
    compiled[name] = rx
    flags = [f.name for f in (re.I, re.M, re.S, re.X, re.A) if rx.flags & f]
    print(f"rule {name:<6} flags={rx.flags:<4} {'|'.join(flags) or '-':<22} groups={rx.groups}")

hits = Counter()
for name, rx in compiled.items():
    for m in rx.finditer(LOG):
        hits[name] += 1
        detail = m.groupdict() or m.groups()
        print(f"{name:>6} @{m.start():>3}: {m.group(0)!r} {detail}")
print(sorted(hits.items()))
print(repr(compiled["auth"]), repr(compiled["ip"]))
print(compiled["error"] == re.compile(r"(?i)\b(error|fatal)\b"), compiled["error"].flags == re.compile(r"\b(error|fatal)\b", re.I).flags)
print(re.findall(r"(?i)(?m)^a\w*", "Apple\nant\nbanana\nAXE"), re.sub(r"(?x) \s+ ", "_", "a  b \t c"))
print(re.split(r"(?i)\s*AND\s*", "x and y AND z"), re.fullmatch(r"(?s).+", "a\nb") is not None)
