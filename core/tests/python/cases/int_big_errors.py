# Big ints where a machine-sized int is needed: CPython's errors.
tests = [
    lambda: [1][2**64],
    lambda: 'abc'[2**70],
    lambda: [1] * 2**64,
    lambda: 'a' * 2**64,
    lambda: [1, 2, 3][:2**70],
    lambda: [1, 2, 3][-2**70:],
    lambda: 1 << -2**70,
    lambda: 1 >> 2**70,
    lambda: -1 >> 2**70,
    lambda: 2**70 // 0,
    lambda: 2**70 % 0,
    lambda: 2**70 / 0,
    lambda: 0 ** -(2**70),
    lambda: 2**70 + 'a',
    lambda: 2**70 < 'a',
    lambda: int('12' * 10 + 'x'),
    lambda: int(float('inf')),
]
for t in tests:
    try:
        print(t())
    except Exception as e:
        print(type(e).__name__, e)
