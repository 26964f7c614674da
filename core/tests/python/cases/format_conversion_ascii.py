x = "é"
print('{!a}'.format(x), f"{x!a}", '{0!r}'.format(x), '{!a:>8}|'.format(x))
print('{!s:>5}|'.format(3), '{!r:^7}|'.format("a"))
