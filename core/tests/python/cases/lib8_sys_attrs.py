import sys
print(sys.version_info[:2], sys.version_info.major, sys.version_info >= (3, 8), type(sys.version_info).__name__)
print(sys.maxsize, sys.maxsize == 2**63 - 1, sys.byteorder, isinstance(sys.platform, str))
print(sys.float_info.max, sys.float_info.epsilon, sys.float_info.dig, sys.float_info.mant_dig, sys.float_info.min)
print(sys.int_info.bits_per_digit > 0, sys.hash_info.width, sys.hash_info.modulus, sys.hash_info.inf)
print(sys.maxunicode, sys.getrecursionlimit() >= 1000, isinstance(sys.argv, list), sys.implementation.name in ('cpython', 'tpu'))
print(sys.getdefaultencoding(), 'utf8', type(sys.path).__name__, type(sys.modules).__name__)
print('sys' in sys.modules, sys.modules['sys'] is sys, __name__, sys._getframe().f_code.co_name)
print(sys.exc_info(), sys.flags.optimize, sys.float_repr_style)
try:
    raise ValueError('x')
except ValueError:
    t, v, tb = sys.exc_info()
    print(t, v, type(tb).__name__, sys.exception() if hasattr(sys, 'exception') else v)
print(sys.getsizeof(0) > 0, callable(sys.exit), callable(sys.intern), sys.intern('ab') == 'ab')
try:
    sys.exit(3)
except SystemExit as e:
    print('SystemExit', e.code, e.args)
try:
    sys.exit('msg')
except SystemExit as e:
    print('SystemExit', e.code)
try:
    sys.exit()
except SystemExit as e:
    print('SystemExit', e.code)
sys.stdout.write('written\n')
print(sys.stdout.write('abc'), file=sys.stdout)
print('to', 'stdout', sep='-', end='!\n', file=sys.stdout, flush=True)
def f(): return sys._getframe(1).f_code.co_name
def caller(): return f()
print(caller(), sys.float_info.radix, sys.float_info.max_10_exp, sys.float_info.min_exp)
