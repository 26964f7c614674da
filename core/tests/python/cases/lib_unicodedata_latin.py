# unicodedata over the Latin range: NFD decomposition with canonical ordering, category and
# combining, as the char-RNN tutorial's unicodeToAscii uses them, and the errors.
import unicodedata

print(unicodedata.unidata_version)
for s in ["Ślusàrski", "Crème Brûlée", "Ångström", "naïve café", "Dvořák", "ǅǯŉ", "a\u0328\u0301\u0323", "plain"]:
    d = unicodedata.normalize("NFD", s)
    print(repr(d), [hex(ord(c)) for c in d if unicodedata.combining(c)])
    print("".join(c for c in d if unicodedata.category(c) != "Mn"))
print([unicodedata.category(c) for c in "aZ0 _.\u00e9\u0301\u00df\u01c5\u02b0\u0345\t"])
print([unicodedata.combining(c) for c in "a\u0300\u0327\u0345\u034f\u031b\u0361"])
all_letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ .,;'"
def unicodeToAscii(s):
    return "".join(c for c in unicodedata.normalize("NFD", s)
                   if unicodedata.category(c) != "Mn" and c in all_letters)
print(unicodeToAscii("Ślusàrski"), unicodeToAscii("O'Néàl, Jr."))
for bad in [lambda: unicodedata.normalize("NFX", "a"), lambda: unicodedata.normalize(1, "a"),
            lambda: unicodedata.normalize("NFD", 2), lambda: unicodedata.category("ab"),
            lambda: unicodedata.category(3), lambda: unicodedata.combining("")]:
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
