import locale
import os

print(locale.setlocale(locale.LC_ALL))
print(locale.setlocale(locale.LC_CTYPE), locale.setlocale(locale.LC_NUMERIC))
print(locale.getlocale(), locale.getlocale(locale.LC_NUMERIC))
try:
    locale.getlocale(locale.LC_ALL)
except TypeError as e:
    print("TypeError", e)
print(locale.setlocale(locale.LC_ALL, "C"), locale.setlocale(locale.LC_ALL), locale.getlocale())
print(locale.setlocale(locale.LC_NUMERIC, "POSIX"), locale.setlocale(locale.LC_TIME, "C.UTF-8"))
print(locale.setlocale(locale.LC_ALL))
print(locale.getlocale(locale.LC_TIME), locale.getlocale(locale.LC_ALL) if False else "")
print(locale.setlocale(locale.LC_ALL, "C.utf8"), locale.setlocale(locale.LC_ALL, None))
print(locale.setlocale(locale.LC_ALL, (None, None)), locale.setlocale(locale.LC_ALL, ("C", None)))
for bad in ["de_DE", "en_US.UTF-8", "fr_FR@euro", "xx", ("en_US", "UTF-8"), "c"]:
    try:
        print(locale.setlocale(locale.LC_ALL, bad))
    except locale.Error as e:
        print(type(e).__name__, e)
for bad in [(locale.LC_ALL, ("a", "b", "c")), (locale.LC_ALL, 5), (99, "C"), (-1, "C"), ("x", "C")]:
    try:
        print(locale.setlocale(*bad))
    except (locale.Error, TypeError) as e:
        print(type(e).__name__, e)
print(locale.setlocale(locale.LC_ALL))
os.environ["LC_ALL"] = "C.UTF-8"
print(locale.setlocale(locale.LC_ALL, ""), locale.setlocale(locale.LC_COLLATE, ""))
os.environ["LC_ALL"] = "POSIX"
print(locale.setlocale(locale.LC_MONETARY, ""), locale.setlocale(locale.LC_ALL))
os.environ["LC_ALL"] = "de_DE.UTF-8"
try:
    locale.setlocale(locale.LC_ALL, "")
except locale.Error as e:
    print("Error", e)
del os.environ["LC_ALL"]
print(locale.Error.__mro__[1].__name__, issubclass(locale.Error, Exception), locale.CHAR_MAX)
print(locale.LC_CTYPE, locale.LC_NUMERIC, locale.LC_TIME, locale.LC_COLLATE, locale.LC_MONETARY,
      locale.LC_MESSAGES, locale.LC_ALL)
print(locale.getencoding(), locale.getpreferredencoding(False))
locale.setlocale(locale.LC_CTYPE, "C")
print(locale.getencoding(), locale.getpreferredencoding(False))
locale.setlocale(locale.LC_CTYPE, "C.UTF-8")
print(locale.getencoding(), locale.getpreferredencoding(False))
