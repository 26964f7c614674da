from statistics import mean, median, mode, stdev, pstdev, variance, median_low, median_high, multimode, quantiles, fmean
students = {
    "alice": [92, 88, 95, 79],
    "bob": [75, 64, 81, 70],
    "carol": [88, 92, 85, 91],
    "dave": [55, 62, 70, 48],
    "eve": [100, 97, 99, 98],
}
def letter(avg):
    for cut, g in ((90, "A"), (80, "B"), (70, "C"), (60, "D")):
        if avg >= cut:
            return g
    return "F"
print(f"{'Name':<8}{'Avg':>7}{'Med':>6}{'Min':>5}{'Max':>5}  Grade")
for name, sc in sorted(students.items(), key=lambda kv: -mean(kv[1])):
    avg = mean(sc)
    print(f"{name.title():<8}{avg:>7.2f}{median(sc):>6}{min(sc):>5}{max(sc):>5}  {letter(avg)}")
allsc = [s for sc in students.values() for s in sc]
print(len(allsc), mean(allsc), median(allsc), round(stdev(allsc), 4), round(pstdev(allsc), 4), round(variance(allsc), 3))
print(mode([1, 2, 2, 3]), multimode("aabbc"), median_low([1, 2, 3, 4]), median_high([1, 2, 3, 4]), median([1, 2, 3, 4]), fmean([1, 2]))
print(quantiles(allsc, n=4), [round(q, 2) for q in quantiles(range(1, 101), n=10)])
print(mean([1, 2, 3]), type(mean([1, 2, 3])).__name__, mean([1.5, 2.5]), mean([True, False, True]) if False else "")
from fractions import Fraction
from decimal import Decimal
print(mean([Fraction(1, 3), Fraction(2, 3)]), mean([Decimal("1.1"), Decimal("2.2")]), median([5, 1, 3]))
try:
    mean([])
except Exception as e:
    print(type(e).__name__, e)
try:
    stdev([1])
except Exception as e:
    print(type(e).__name__, e)
dist = {}
for name, sc in students.items():
    dist.setdefault(letter(mean(sc)), []).append(name)
print(dict(sorted(dist.items())))
curve = {n: [min(100, s + 5) for s in sc] for n, sc in students.items()}
print(curve["dave"], [round(mean(v), 1) for v in curve.values()])
hist = {}
for s in allsc:
    hist[s // 10 * 10] = hist.get(s // 10 * 10, 0) + 1
for bucket in sorted(hist, reverse=True):
    print(f"{bucket:>3}-{bucket + 9:<3} {'*' * hist[bucket]}")
top = max(students, key=lambda n: (mean(students[n]), n))
print(top, sorted(students, key=lambda n: students[n][-1])[:2], {n: sc.index(max(sc)) for n, sc in students.items()})
