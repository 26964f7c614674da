# A learner-style grade book script: lists, dicts, loops, functions, formatting.
students = [
    "Alice Smith,87,92,78,95",
    "Bob Jones,65,70,58,72",
    "Carla Diaz,99,94,100,97",
    "Dan O'Neil,45,60,52,",
    "Eve Adams,88,88,88,88",
    "bad line",
]

weights = [0.2, 0.2, 0.25, 0.35]


def letter(score):
    if score >= 90:
        return "A"
    elif score >= 80:
        return "B"
    elif score >= 70:
        return "C"
    elif score >= 60:
        return "D"
    else:
        return "F"


records = []
errors = []
for lineno, line in enumerate(students, start=1):
    parts = line.split(",")
    if len(parts) != 5:
        errors.append(f"line {lineno}: expected 5 fields, got {len(parts)}")
        continue
    name = parts[0].strip()
    scores = []
    for p in parts[1:]:
        p = p.strip()
        scores.append(int(p) if p else 0)
    weighted = sum(s * w for s, w in zip(scores, weights))
    records.append({"name": name, "scores": scores, "final": round(weighted, 1)})

print(f"{'Name':<12}{'Scores':<20}{'Final':>7}  Grade")
print("=" * 46)
for r in sorted(records, key=lambda r: r["final"], reverse=True):
    scores_txt = " ".join(f"{s:3d}" for s in r["scores"])
    print(f"{r['name']:<12}{scores_txt:<20}{r['final']:>7.1f}  {letter(r['final'])}")
print("=" * 46)

finals = [r["final"] for r in records]
avg = sum(finals) / len(finals)
print(f"class average: {avg:.2f}")
print("highest:", max(records, key=lambda r: r["final"])["name"])
print("lowest:", min(records, key=lambda r: r["final"])["name"])
dist = {}
for r in records:
    g = letter(r["final"])
    dist[g] = dist.get(g, 0) + 1
for g in "ABCDF":
    print(g, "*" * dist.get(g, 0))
above = [r["name"].split()[0] for r in records if r["final"] > avg]
print("above average:", ", ".join(above))
for e in errors:
    print("skipped ->", e)
# per-assignment stats
for i in range(4):
    col = [r["scores"][i] for r in records]
    print(f"assignment {i + 1}: min={min(col):3d} max={max(col):3d} mean={sum(col) / len(col):6.2f}")
improved = [r["name"] for r in records if r["scores"][-1] > r["scores"][0]]
print("improved:", improved)
initials = ["".join(w[0] for w in r["name"].split()) for r in records]
print(initials, sorted(initials, key=str.lower, reverse=True))
