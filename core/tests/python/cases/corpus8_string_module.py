# string.Template and capwords.
import string

print(string.Template("$a ${b}c $$").substitute(a=1, b=2), string.Template("$a $z").safe_substitute(a=1), string.capwords(" hello   world "), string.ascii_letters[:5], string.capwords("a-b c-d", "-"))
try:
    string.Template("$a $b").substitute(a=1)
except KeyError as e:
    print("KeyError", e)
try:
    string.Template("$").substitute()
except ValueError as e:
    print(e)
print(string.Template("${x}y $x").substitute({"x": "X"}, x="K"), string.digits, string.punctuation[:10], repr(string.whitespace))
