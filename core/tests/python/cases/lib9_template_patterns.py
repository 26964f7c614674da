import shlex, string, textwrap, re
from string import Template
class T2(Template):
    braceidpattern = r'[a-z.]+'
print(T2('${a.b} $c').substitute({'a.b': 1, 'c': 2}))
class T3(Template):
    pattern = r'''
    \#(?:
      (?P<escaped>\#) |
      (?P<named>[_a-z][_a-z0-9]*) |
      \{(?P<braced>[_a-z][_a-z0-9]*)\} |
      (?P<invalid>)
    )
    '''
print(T3('#x ## #{y}').substitute(x=1, y=2), T3.pattern.pattern[:10].strip() if hasattr(T3.pattern, 'pattern') else '')
try:
    T3('# bad').substitute()
except ValueError as e:
    print('ValueError', e)
try:
    Template('abc\n$ oops').substitute()
except ValueError as e:
    print('ValueError', e)
class TF(Template):
    flags = 0
print(TF('$Abc $abc').safe_substitute(abc=1), Template('$Abc').safe_substitute(abc=1), Template('$é').safe_substitute(), Template('$a1_').substitute(a1_=3))
print(Template('${a}${b}').substitute(a='$b', b='x'), Template('$$$a').substitute(a=1), Template('$a$').safe_substitute(a=1))
try:
    Template('${a b}').substitute()
except ValueError as e:
    print('ValueError', e)
print(Template('$x').get_identifiers(), Template('${x} $x $y $$z ${').get_identifiers(), Template('$').is_valid(), T2('${a.b}').get_identifiers())
