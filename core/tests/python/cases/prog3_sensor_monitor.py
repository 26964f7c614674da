from collections import deque
import statistics, math

class RingStats:
    def __init__(self, size):
        self.buf = deque(maxlen=size)
    def add(self, x):
        self.buf.append(x)
    @property
    def full(self):
        return len(self.buf) == self.buf.maxlen
    def mean(self):
        return statistics.fmean(self.buf)
    def stdev(self):
        return statistics.pstdev(self.buf) if len(self.buf) > 1 else 0.0

class Monitor:
    def __init__(self, window=5, z=2.0):
        self.stats = RingStats(window)
        self.z = z
        self.alerts = []
        self.ewma = None
    def feed(self, t, value):
        if value is None or (isinstance(value, float) and math.isnan(value)):
            self.alerts.append((t, "missing"))
            return
        if self.stats.full:
            m, s = self.stats.mean(), self.stats.stdev()
            if s and abs(value - m) / s > self.z:
                self.alerts.append((t, f"outlier {value} (mean {m:.2f}, sd {s:.2f})"))
        self.stats.add(value)
        self.ewma = value if self.ewma is None else 0.3 * value + 0.7 * self.ewma

readings = [20.1, 20.3, 20.2, 20.4, 20.3, 20.5, 27.9, 20.4, None, 20.6, float("nan"), 20.5, 12.0, 20.7, 20.6]
mon = Monitor()
for t, v in enumerate(readings):
    mon.feed(t, v)
for a in mon.alerts:
    print(a)
print(round(mon.ewma, 4), list(mon.stats.buf), round(mon.stats.mean(), 4), round(mon.stats.stdev(), 4))
clean = [v for v in readings if v is not None and not math.isnan(v)]
print(len(clean), min(clean), max(clean), round(statistics.median(clean), 3), statistics.quantiles(clean, n=4))
def moving_average(xs, n):
    window, total, out = deque(), 0.0, []
    for x in xs:
        window.append(x)
        total += x
        if len(window) > n:
            total -= window.popleft()
        if len(window) == n:
            out.append(round(total / n, 3))
    return out
print(moving_average(clean, 3))
def histogram(xs, bins=4):
    lo, hi = min(xs), max(xs)
    width = (hi - lo) / bins
    counts = [0] * bins
    for x in xs:
        counts[min(int((x - lo) / width), bins - 1)] += 1
    for i, c in enumerate(counts):
        print(f"{lo + i * width:6.2f}-{lo + (i + 1) * width:6.2f} {'*' * c}")
histogram(clean)
