def t(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__, e)
class A: pass
class B(A): pass
t('mro', lambda: type('C', (A, B), {}))
class X: pass
class Y: pass
class P1(X, Y): pass
class P2(Y, X): pass
t('mro2', lambda: type('Z', (P1, P2), {}))
def mk():
    class Q(P1, P2): pass
t('mro3', mk)
t('int.x', lambda: setattr(int, 'x', 1))
t('list.append', lambda: setattr(list, 'append', 1))
t('del int.real', lambda: delattr(int, 'real'))
t('object.x', lambda: setattr(object, 'x', 1))
t('str.upper', lambda: setattr(str, 'upper', 1))
def g():
    int.x = 1
t('int.x stmt', g)
t('obj new int', lambda: object.__new__(int))
t('obj new list', lambda: object.__new__(list))
class MyInt(int): pass
t('int new', lambda: int.__new__(MyInt, 5))
t('int new type', lambda: type(int.__new__(MyInt, 5)).__name__)
t('int new int', lambda: int.__new__(int, '7'))
t('float new', lambda: float.__new__(float, 2))
t('str new', lambda: str.__new__(str, 5))
class MyE(Exception): pass
class MyV(ValueError): pass
t('subclasses', lambda: MyE in Exception.__subclasses__())
t('subclasses v', lambda: MyV in ValueError.__subclasses__())
t('subclasses A', lambda: A.__subclasses__())
t('ValueError.x', lambda: setattr(ValueError, 'x', 1))
t('del Exception.args', lambda: delattr(Exception, 'args'))
t('dict.fromkeys', lambda: setattr(dict, 'fromkeys', None))
t('user class ok', lambda: (setattr(A, 'x', 1), A.x)[1])
t('user exc ok', lambda: (setattr(MyE, 'code', 3), MyE().code)[1])
t('rename builtin', lambda: setattr(ValueError, '__name__', 'V'))
class M1: pass
class M2(M1): pass
class M3(M1): pass
t('mro ok', lambda: [c.__name__ for c in type('D', (M2, M3), {}).__mro__])
t('mro three', lambda: type('E', (M1, M2, M3), {}))
t('dup base', lambda: type('F', (M1, M1), {}))
class L(list): pass
t('list subclasses', lambda: [c.__name__ for c in list.__subclasses__() if c.__module__ == '__main__'])
t('int subclasses', lambda: MyInt in int.__subclasses__())
t('exc subclasses', lambda: [c.__name__ for c in Exception.__subclasses__() if c.__module__ == '__main__'])
