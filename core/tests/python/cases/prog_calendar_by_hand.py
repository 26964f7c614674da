"""Calendar computations by hand (no datetime)."""

MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]


def is_leap(y):
    return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)


def days_in_month(y, m):
    if m == 2:
        return 29 if is_leap(y) else 28
    return 30 if m in (4, 6, 9, 11) else 31


def day_of_week(y, m, d):
    """Zeller-like (Sakamoto's) algorithm: 0=Mon."""
    t = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]
    if m < 3:
        y -= 1
    w = (y + y // 4 - y // 100 + y // 400 + t[m - 1] + d) % 7  # 0 = Sunday
    return (w - 1) % 7


def ordinal(y, m, d):
    days = 365 * (y - 1) + (y - 1) // 4 - (y - 1) // 100 + (y - 1) // 400
    days += sum(days_in_month(y, k) for k in range(1, m))
    return days + d


def from_ordinal(n):
    y = 1
    while True:
        ylen = 366 if is_leap(y) else 365
        # skip 400-year blocks quickly
        if n > 146097 and y % 400 == 1:
            n -= 146097
            y += 400
            continue
        if n <= ylen:
            break
        n -= ylen
        y += 1
    m = 1
    while n > days_in_month(y, m):
        n -= days_in_month(y, m)
        m += 1
    return y, m, n


def month_grid(y, m):
    lines = [f"{MONTHS[m - 1]} {y}".center(20), " ".join(d[:2] for d in DAYS)]
    first = day_of_week(y, m, 1)
    cells = ["  "] * first + [f"{d:2d}" for d in range(1, days_in_month(y, m) + 1)]
    for i in range(0, len(cells), 7):
        lines.append(" ".join(cells[i:i + 7]))
    return "\n".join(lines)


def easter(y):
    a = y % 19
    b, c = divmod(y, 100)
    d, e = divmod(b, 4)
    f = (b + 8) // 25
    g = (b - f + 1) // 3
    h = (19 * a + b - d - g + 15) % 30
    i, k = divmod(c, 4)
    l = (32 + 2 * e + 2 * i - h - k) % 7
    m = (a + 11 * h + 22 * l) // 451
    month, day = divmod(h + l - 7 * m + 114, 31)
    return month, day + 1


print(month_grid(2024, 2))
print()
print(month_grid(2023, 10))
for y in (1900, 2000, 2023, 2024, 2100):
    print(y, is_leap(y), easter(y))
print(DAYS[day_of_week(1969, 7, 20)], DAYS[day_of_week(2000, 1, 1)])
a = ordinal(2024, 3, 15)
b = ordinal(1999, 12, 31)
print(a, b, a - b)
print(from_ordinal(a), from_ordinal(b), from_ordinal(1))
assert all(from_ordinal(ordinal(y, m, 1)) == (y, m, 1) for y in (1, 4, 100, 400, 2023) for m in range(1, 13))
fridays13 = [(y, m) for y in range(2020, 2027) for m in range(1, 13) if day_of_week(y, m, 13) == 4]
print(len(fridays13), fridays13[:5])
counts = [0] * 7
for y in range(1, 401):
    for m in range(1, 13):
        counts[day_of_week(y, m, 13)] += 1
print(dict(zip(DAYS, counts)))
import calendar
print(calendar.isleap(2024), calendar.monthrange(2024, 2), calendar.weekday(1969, 7, 20))
print(calendar.month(2024, 2))
