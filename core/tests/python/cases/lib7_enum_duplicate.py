from enum import Enum
try:
    class Bad(Enum):
        A = 1
        A = 2
    print(list(Bad))
except TypeError as e:
    print('TypeError', e)
