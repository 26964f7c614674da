import unicodedata, textwrap, string
s = "Café naïve résumé Ångström"
print(unicodedata.normalize("NFD", s) == s, len(unicodedata.normalize("NFD", s)), unicodedata.normalize("NFKC", s))
print("".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c)))
print([unicodedata.category(c) for c in "aA1 ½\n"])
class Default(dict):
    def __missing__(self, k): return "{" + k + "}"
print("{name} is {age}".format_map(Default(name="x")))
print("abc".center(6, "*"), "abc".center(8, "*"), "ab".center(5), "a\tbc\td".expandtabs(), "a\tbc\td".expandtabs(2))
txt = "Lorem ipsum dolor sit amet, consectetur adipiscing elit. Supercalifragilisticexpialidocious words break. Sed do eiusmod."
for w in (10, 25):
    print(textwrap.fill(txt, w))
print(textwrap.wrap("a-b-c-d-e-f-g-h averyveryverylongword", 8, break_on_hyphens=True))
print(textwrap.wrap("   leading   spaces   here  ", 10), textwrap.wrap("x" * 25, 10, break_long_words=False))
print(textwrap.fill("one two three four five six", width=12, initial_indent="* ", subsequent_indent="  ", max_lines=2, placeholder=" [..]"))
print(textwrap.wrap("Hello.  World!  End.", 30, fix_sentence_endings=True), textwrap.wrap("tab\there", 20, expand_tabs=True, tabsize=4))
print(string.Formatter().parse("a{0}b{x!r:>3}c") and list(string.Formatter().parse("a{0}b{x!r:>3}c")))
words = "It's a dog-eat-dog world, isn't it? Yes: 42 times."
import re
print(re.findall(r"[\w']+", words), re.findall(r"\w+(?:-\w+)*", words), words.split(None, 3), words.casefold().count("it"))
print(sorted("Zebra apple Échelle éclair banana".split()), sorted("Zebra apple Échelle éclair banana".split(), key=str.casefold))
print("ǈ".istitle(), "ǈ".isupper(), "Σ".lower(), "ΑΣ".lower(), "ὈΔΥΣΣΕΎΣ".lower(), "İ".lower(), len("İ".lower()), "ß".casefold(), "ﬀ".upper())
print("١٢".isdigit(), "١٢".isdecimal(), int("١٢"), "Ⅻ".isnumeric(), "x²".isalnum(), "\u00a0".isspace(), "\u200b".isspace(), "a\u0301".isalpha(), str.isprintable("a\x1b"))
