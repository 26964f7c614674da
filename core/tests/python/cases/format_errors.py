for spec in ['{!z}', '{', 'a{', '{0', '{:', '{:d}']:
    try:
        print(spec.format(1.5))
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
