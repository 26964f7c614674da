def t(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__, e)
inf = float('inf'); nan = float('nan')
vals = [-0.0, 0.0, 5.0, -5.0, 1e300, -1e300, 3.0, -3.0, inf, -inf, 0.1, 1e-300, 7.5]
for a in vals:
    for b in [5.0, -5.0, inf, -inf, 3.0, -3.0, 0.1, 1e-300, 2.0]:
        t(f'{a!r} % {b!r}', lambda: a % b)
        t(f'{a!r} // {b!r}', lambda: a // b)
        t(f'divmod({a!r}, {b!r})', lambda: divmod(a, b))
t('nan', lambda: (nan % 2.0, nan // 2.0, 2.0 % nan))
t('zero', lambda: 1.0 % 0.0)
t('zero2', lambda: 1.0 // 0.0)
t('zero3', lambda: divmod(1.0, 0.0))
t('int float', lambda: (7 % -2.5, -7 // 2.5, divmod(10**20, 3.5)))
t('big int', lambda: (10**400) % 2.5)
