vals = [0, 1, -1, 42, 1234567, -98765.4321, 3.14159265, 1e-5, 1.5e20, 0.5, 2.5, -0.0, True]
specs = ['', 'd', '5d', '<8', '^9', '>+8', '=+10', '08.2f', ',', '_', ',.2f', '.3e', '.3g', 'g', '%', '.1%', 'x', '#x', '#o', '#b', 'X', 'c', 'n', '.0f', '+.2f', ' .2f', '*^12.3f', '10.4', '#.3g', '.2E', '#010x', '_b', 'e', 'G']
for v in vals:
    row = []
    for s in specs:
        try:
            row.append(format(v, s))
        except (ValueError, TypeError, OverflowError) as e:
            row.append(type(e).__name__[:4])
    print(repr(v), row)
for v in [float('inf'), float('nan'), float('-inf')]:
    print([format(v, s) for s in ['', '<8', '^9', '>+8', '=+10', '08.2f', ',', '_', ',.2f', '.3e', '.3g', 'g', '%', 'n', '.0f', '*^12.3f', '10.4', 'E', 'G']])
for s in ['hello', 'x', '']:
    print([format(s, sp) for sp in ['', '10', '<5', '>5', '^7', '*^9', '.2', '10.3', '-<6']])
try:
    format('abc', 'd')
except ValueError as e:
    print('ValueError', e)
try:
    format(1.5, 'd')
except ValueError as e:
    print('ValueError', e)
try:
    format(3, '.2d') if False else format(3, ',c')
except ValueError as e:
    print('ValueError', e)
try:
    format('s', '+')
except ValueError as e:
    print('ValueError', e)
try:
    format(12, '=^,x')
except ValueError as e:
    print('ValueError', e)
print(format(1+2j, '.2f'), format(3-4j, '^20'), format(1j, ''), format(complex(1.5, -0.0), 'g'))
print(format(123456789, ',d'), format(123456789, '_x'), format(-0.000001234, '.2e'), format(1e16, ''), format(1e15, ''), format(123.456, '.0e'))
print(format(12345.6789, '015,.2f'), format(-12345, '010,'), format(0.1 + 0.2, '.17g'), format(1/3, '.20f'), format(2**70, 'e'))
print('{:{w}.{p}f}|{:>{w}}'.format(3.14159, 'ab', w=10, p=3), '{0[a]} {1.imag}'.format({'a': 5}, 2j), '{!r:>8}{!s:<4}|{!a}'.format('x', 1, 'é'))
print(f'{1234.5:_.1f}', f'{"x"!r:^7}', f'{255:08b}', f'{-5:x}', f'{10**20:,}', f'{0.000123:g}', f'{123456789.0:g}', f'{1e100:.3}')
print('%5.2f|%-6d|%+d|%x|%o|%e|%g|%s|%r|%c|%%|%05d|%#x' % (3.14159, 42, 5, 255, 8, 12345.678, 0.0001, 'hi', 'hi', 65, -42, 255))
print('%(a)s-%(b)03d' % {'a': 'x', 'b': 7}, '%.3s' % 'abcdef', '%*d' % (5, 3), '%-*.*f' % (8, 2, 1.005), '%i %u' % (3.9, 4))
