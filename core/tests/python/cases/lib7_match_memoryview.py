match memoryview(b'ab'):
    case [a, b]:
        print('sequence', a, b)
    case _:
        print('not a sequence')
