class P:
    x = 3
print('{0[1]}{p.x}'.format([1, 2], p=P()))
print('{a[k]}'.format(a={'k': 'v'}), '{0.real}'.format(2+3j))
