print([x for x in range(20) if x % 2 if x % 3], [x if x > 2 else -x for x in range(5)])
