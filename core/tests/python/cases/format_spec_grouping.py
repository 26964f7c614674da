print('{:_}'.format(1234567), '{:,}'.format(1234567.891), '{:_x}'.format(0xffffffff))
print('{:,d}'.format(-1234), '{:*>8,}'.format(12345), f"{10**9:_b}")
print(format(1234.5678, ',.2f'), format(-0.0, ','), '{:_}'.format(12.5))
