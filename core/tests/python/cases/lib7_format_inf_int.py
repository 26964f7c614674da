for v in [float('inf'), float('nan')]:
    for s in ['d', 'x', 'b', 'c', '5d']:
        try:
            print(repr(format(v, s)))
        except ValueError as e:
            print('ValueError', e)
