import sys, math
x = 10**5000 + 7
for f in (lambda: '%s' % x, lambda: f'{x}', lambda: '{}'.format(x), lambda: format(x, ','), lambda: str(x), lambda: '%d' % x, lambda: repr(x), lambda: f'{x!r}', lambda: print(x)):
    try: r = f(); print(len(r) if r else r)
    except ValueError as e: print("ValueError", e)
sys.set_int_max_str_digits(0)
print(len(f'{x}'), len(format(x, ',')), len('%s' % x), str(math.factorial(1500))[-5:])
