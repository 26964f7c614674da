print('{:=+10}'.format(42), '{:=10}'.format(-42), '{:+}'.format(0.0))
print('{:^10}|{:<6}|{:>6}'.format('hi', 'a', 'b'))
print('{:08.3f}'.format(-3.14159), '{:#b}'.format(5), '{:#o}'.format(8), '{:#X}'.format(255))
print('{: d}'.format(5), '{:-d}'.format(5), '{:.2%}'.format(0.1234), '{:e}'.format(0.0))
