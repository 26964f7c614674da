# Format specs and % formatting of big ints.
n = 2**70
print(f'{n:,} {n:x} {-n:#o} {n:>30} {n:e} {n:.3f} {2**66:_b} {n:_x} {n:_} {n:+} {-n:030,}')
print(f'{n:X} {n:#X} {n:%} {n:g} {-n:^40}|{n:<30}|{n:=+35}')
print('%x %o %10d %-30d| %X %#x %+d %e %.2f' % (n, n, n, -n, n, n, n, n, n))
print('%d %i' % (1e30, -2.5e20), '{:d}'.format(10**25), format(10**25, ','), format(-10**25, '_d'))
print(f'{255:_b} {2**40:_x} {12345678:_o} {-2**33:,}')
