import sys
import json
print(type(sys.modules).__name__, 'sys' in sys.modules, 'json' in sys.modules, '__main__' in sys.modules)
print(sys.modules['json'] is json, sys.modules['json'].__name__)
x = 5
main = sys.modules['__main__']
print(main.x, getattr(main, 'x'), hasattr(main, 'nope'))
main.y = 7
print(y)
def handler_a(): return "A"
print(getattr(sys.modules[__name__], 'handler_a')())
import collections.abc
print('collections.abc' in sys.modules, 'collections' in sys.modules)
class Fake:
    answer = 42
sys.modules['fake_mod'] = Fake()
import fake_mod
print(fake_mod.answer)
from fake_mod import answer
print(answer)
import __main__
print(__main__.x)
