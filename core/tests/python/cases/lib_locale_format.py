import locale
import warnings

locale.setlocale(locale.LC_ALL, "C")
conv = locale.localeconv()
for k in sorted(conv):
    print(k, repr(conv[k]))
print(locale.format_string("%d items %s %.3f", (1234567, "x", 2.5), grouping=True))
print(locale.format_string("%(a)s=%(b)5.1f %%", {"a": 1, "b": 2}))
print(locale.format_string("%%|%5d|%-10.2e|%x", (3, 12345.678, 255)), locale.format_string("%s", [1, 2]))
print(locale.format_string("%.2f", 1.5, monetary=True), locale.format_string("%5.1f|%+d|%.0f", (1.25, 3, 2.0), monetary=True))
print(locale.format_string("%(y).2f", {"y": 2}, monetary=True), locale.format_string("%*d|%-*.*f", (5, 3, 8, 2, 1.5)))
print(locale.format_string("%s %r %e", (1.5, 2.5, 2.5), monetary=True), locale.format_string("%d", 5))
print(repr(locale.str(1.0 / 3)), locale.str(12345678901234.5), locale.str(2), locale.str(1e-20))
print(locale.atof("1.5e3"), locale.atof("3", int), locale.atoi("-42"), locale.delocalize("1,234.5"))
print(locale.localize("1234.5"), locale.localize("1234.5", monetary=True), locale.localize("12", True))
print(locale.strcoll("a", "b"), locale.strcoll("b", "a"), locale.strcoll("a", "a"), locale.strcoll("Z", "a"))
print(sorted(["b", "A", "a", "é", "B"], key=locale.strxfrm), locale.strxfrm("héllo"))
with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    print(locale.format("%.1f", 2.25), locale.format("%d", 1234567, True), locale.format("%5.2f", 1.5, False, True))
    for bad in ["%d %d", "x%d", "%d "]:
        try:
            locale.format(bad, 1)
        except ValueError as e:
            print("ValueError", e)
for bad in [lambda: locale.currency(1.5), lambda: locale.currency(2, False, True, True),
            lambda: locale.atoi("1.5"), lambda: locale.atof("x"), lambda: locale.strcoll("a", 1),
            lambda: locale.strxfrm(1), lambda: locale.format_string("%d", "x"),
            lambda: locale.format_string("%d %d", (1,))]:
    try:
        print(bad())
    except (ValueError, TypeError, IndexError) as e:
        print(type(e).__name__, e)
