import math
x = 1
def f(): pass
class C: pass
print(dir())
print(sorted(k for k in vars() if k.startswith('__')))
print(__name__, __doc__, type(__builtins__).__name__)
print('math' in dir(), 'x' in globals())
def g():
    a = 1; b = 2
    return dir()
print(g())
print(dir(C)[:5])
