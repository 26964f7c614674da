import sys
def f():
    fr = sys._getframe()
    return fr.f_code.co_name, sys._getframe(1).f_code.co_name, fr.f_back.f_lineno
def g():
    return f()
print(g())
print(sys._getframe().f_code.co_name, sys._getframe().f_code.co_filename)
def top():
    return sys._getframe().f_back.f_code.co_name
print(top())
