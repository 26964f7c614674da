from string import Template

t = Template("$who likes ${what}, costs $$5")
print(t.template)
print(t.substitute(who="tim", what="kung pao"))
print(t.substitute({"who": "ann", "what": "tea"}))
print(t.substitute({"who": "ann", "what": "tea"}, who="bob"))
print(Template("${noun}ification").substitute(noun="verb"))
print(Template("$a$b $c_1 $_x").substitute(a=1, b=2, c_1=3, _x=4))
print(Template("$A and $a").substitute(A="upper", a="lower"))
print(Template("100$$ and $n%").substitute(n=5))
print(Template("no placeholders").substitute())
print(Template("$x.$y").substitute(x=[1], y=None))
s = Template("$who likes $what")
print(s.safe_substitute(who="tim"))
print(Template("${a} ${b} $").safe_substitute(a="A"))
print(Template("$ {x} ${1} $$").safe_substitute())
print(Template("$who $what").get_identifiers())
print(Template("$a ${b} $a $$c ${a} $").get_identifiers())
print(Template("$a ${b}").is_valid(), Template("$a $").is_valid(), Template("${a").is_valid())
print(Template.delimiter, Template.braceidpattern)

class Percent(Template):
    delimiter = "%"
print(Percent("%name is %% %{age}").substitute(name="Ann", age=7))

class Strict(Template):
    flags = 0
print(Strict("$abc$ABC").safe_substitute(abc="x", ABC="y"))

for text in ["$", "x ${a", "$1", "line1\n  $", "a\r\nb\n $ ok"]:
    try:
        Template(text).substitute(a=1)
    except ValueError as e:
        print("ValueError:", e)
Template("Hello $name").substitute(nom="x")
