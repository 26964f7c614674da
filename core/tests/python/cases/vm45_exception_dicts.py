import builtins
for n in sorted(dir(builtins)):
    c = getattr(builtins, n)
    if isinstance(c, type) and issubclass(c, BaseException) and n not in ('ExceptionGroup', 'BaseExceptionGroup'):
        print(n, sorted(k for k in vars(c) if k not in ('__doc__', '__setstate__')))
print(BaseException.__dict__['__str__'] is not None, 'args' in BaseException.__dict__)
print(ValueError.__dict__['__init__'] is not None, '__str__' in vars(ValueError), '__str__' in vars(KeyError))
class E(Exception): pass
print(sorted(vars(E)))
print(str(ValueError('x')), repr(KeyError('k')), str(KeyError('k')))
