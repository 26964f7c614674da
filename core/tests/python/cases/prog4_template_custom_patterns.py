# string.Template subclasses with their own idpattern, braceidpattern, pattern, delimiter and flags
import string, re
class T1(string.Template):
    idpattern = r"[a-z][_a-z0-9]*\.[a-z]+"
print(T1("$user.name is ${user.age}").safe_substitute({"user.name": "bo", "user.age": 3}))
class T2(string.Template):
    delimiter = "#"
    flags = 0
print(T2("#Abc and #abc").safe_substitute(abc=1, Abc=2))
class T3(string.Template):
    braceidpattern = r"[^}]+"
print(T3("${a b} $c").safe_substitute({"a b": 1, "c": 2}))
class T4(string.Template):
    pattern = r"""
    \{\{(?:
      (?P<escaped>\{\{) |
      (?P<named>[_a-z][_a-z0-9]*)\}\} |
      (?P<braced>[_a-z][_a-z0-9]*)\}\} |
      (?P<invalid>)
    )"""
print(T4("Hi {{name}}, {{{{ ok").substitute(name="Ann"))
class T5(T1):
    delimiter = "@"
print(T5("@user.name @@ @").safe_substitute({"user.name": "x"}), type(T5.pattern).__name__)
try:
    T1("$user.name $ bad").substitute({"user.name": 1})
except ValueError as e:
    print("ValueError:", e)
try:
    T4("a\n{{ x").substitute()
except ValueError as e:
    print("ValueError:", e)
print(T1("$a.b ${c.d} $$").get_identifiers(), T1("$a.b $").is_valid(), T3("${x y}").is_valid())
class T6(string.Template):
    pattern = r"\$(?P<named>[a-z]+)"
try:
    T6("$abc").substitute(abc=1)
except ValueError as e:
    print("ValueError:", e.args[0])
class Up(string.Template):
    flags = 0
    delimiter = "%"
print(Up("%Name %name").safe_substitute(name="n"))
