import statistics
from collections import defaultdict

raw = """alice,math,91
bob,math,78
alice,physics,85
carol,math,88
bob,physics,92
carol,physics,79
alice,chem,73
bob,chem,
dave,math,64
dave,physics,abc
carol,chem,95
erin,math,100"""

def letter(score):
    for cut, g in ((90, "A"), (80, "B"), (70, "C"), (60, "D")):
        if score >= cut:
            return g
    return "F"

by_student = defaultdict(dict)
by_subject = defaultdict(list)
problems = []
for n, line in enumerate(raw.splitlines(), 1):
    name, subject, score = line.split(",")
    try:
        s = int(score)
    except ValueError as e:
        problems.append((n, name, str(e)))
        continue
    by_student[name][subject] = s
    by_subject[subject].append(s)

for p in problems:
    print("skipped line %d (%s): %s" % p)
subjects = sorted(by_subject)
print(f"{'student':<8}" + "".join(f"{s:>9}" for s in subjects) + f"{'avg':>8}{'grade':>6}")
ranking = []
for name in sorted(by_student):
    scores = by_student[name]
    avg = sum(scores.values()) / len(scores)
    ranking.append((avg, name))
    cells = "".join(f"{scores[s]:>9}" if s in scores else f"{'-':>9}" for s in subjects)
    print(f"{name:<8}{cells}{avg:>8.2f}{letter(avg):>6}")
print()
for s in subjects:
    vals = by_subject[s]
    print(f"{s:<8} n={len(vals)} mean={statistics.mean(vals):.2f} median={statistics.median(vals)} "
          f"stdev={statistics.stdev(vals):.3f} range={min(vals)}-{max(vals)}")
ranking.sort(reverse=True)
for place, (avg, name) in enumerate(ranking, 1):
    print(f"{place}. {name} ({avg:.1f})")
dist = defaultdict(int)
for scores in by_student.values():
    for v in scores.values():
        dist[letter(v)] += 1
print(dict(sorted(dist.items())), sum(dist.values()))
top = {s: max(((by_student[n].get(s, -1), n) for n in by_student)) for s in subjects}
print(top)
curve = {n: {s: min(100, round(v * 1.05)) for s, v in sc.items()} for n, sc in by_student.items()}
print(curve["dave"], curve["erin"], curve["alice"])
z = {n: round((sum(sc.values()) / len(sc) - statistics.mean(a for a, _ in ranking)) / statistics.pstdev(a for a, _ in ranking), 3) for n, sc in by_student.items()}
print(sorted(z.items(), key=lambda kv: kv[1]))
